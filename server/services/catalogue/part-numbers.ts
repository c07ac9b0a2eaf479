// Quick order's lookup of many part numbers at once: for each number (compared as searches compare numbers), the
// articles of every brand with that article number, else the articles that carry it as an OE number; at most
// articlesPerNumber of each, most reviewed first. Read from the database (prices as they are now), never cached.
import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { normalisePartNumber } from '../../../src/domain/part-number';
import type { Db } from '../../db/client';
import { articleOeNumbers, articles } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { productsByIds } from './products';
import type { Product } from './types';

/** The most articles one number answers (an OE number can be in many brands' articles). */
export const articlesPerNumber = 10;

export type NumberMatch = {
  /** The number normalised (normalisePartNumber). */
  number: string;
  /** How the articles have it: as their article number, as an OE number, or not at all (null). */
  by: 'article' | 'oe' | null;
  articles: Product[];
};

type Ranked = { number: string; id: number };

/** Each number's articles (ids), best first, at most articlesPerNumber. */
async function ranked(db: Db, numbers: string[], by: 'article' | 'oe'): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (numbers.length === 0) return found;
  const numberColumn = by === 'article' ? articles.searchNumber : articleOeNumbers.searchNumber;
  const order = sql`row_number() over (partition by ${numberColumn} order by ${desc(articles.reviewCount)}, ${asc(articles.articleId)})`;
  const base = db.select({ number: numberColumn, id: articles.articleId, rank: order.as('rank') });
  const inner = (
    by === 'article'
      ? base.from(articles).where(inArray(articles.searchNumber, numbers))
      : base
          .from(articleOeNumbers)
          .innerJoin(articles, eq(articles.articleId, articleOeNumbers.articleId))
          .where(inArray(articleOeNumbers.searchNumber, numbers))
  ).as('ranked');
  // An article with one OE number from two makers counts once; the limit leaves room for that.
  const rows: Ranked[] = await db
    .select({ number: inner.number, id: inner.id })
    .from(inner)
    .where(lte(inner.rank, articlesPerNumber * 2))
    .orderBy(inner.number, inner.rank);
  for (const row of rows) {
    const ids = found.get(row.number) ?? [];
    if (!ids.includes(row.id) && ids.length < articlesPerNumber) ids.push(row.id);
    found.set(row.number, ids);
  }
  return found;
}

/** One match per distinct number, in the order first asked; numbers that normalise to nothing are left out. */
export async function articlesByNumbers(
  db: Db,
  numbers: readonly string[],
  lang: Locale,
): Promise<NumberMatch[]> {
  const wanted = [...new Set(numbers.map(normalisePartNumber).filter((number) => number !== ''))];
  const byArticle = await ranked(db, wanted, 'article');
  const byOe = await ranked(
    db,
    wanted.filter((number) => !byArticle.has(number)),
    'oe',
  );
  const ids = [...new Set([...byArticle.values(), ...byOe.values()].flat())];
  const products = new Map(
    (await productsByIds(db, ids, lang)).map((product) => [product.articleId, product]),
  );
  return wanted.map((number) => {
    const own = byArticle.get(number);
    const oe = byOe.get(number);
    const by = own ? 'article' : oe ? 'oe' : null;
    return { number, by, articles: (own ?? oe ?? []).flatMap((id) => products.get(id) ?? []) };
  });
}
