// @engines: pglite postgres (raw-sql, sql-behaviour)
// Search finds names through article_names and reads the page's rows after their ids (search.ts): it must give
// exactly what the plain query gave — the same items in the same order and the same total — for any search. The
// plain query (the search as first written) is kept here as the reference and both are asked the same ~500 searches:
// every word of every name in three languages, article and OE numbers, brand + word, short and odd input.
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePartNumber } from '../../../src/domain/part-number';
import { type Db, rowsOf } from '../../db/client';
import {
  articleNames,
  articleOeNumbers,
  articleSearchKey,
  articleSearchKeys,
  articles,
} from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { brandList } from '../../services/catalogue/categories';
import { nameColumn, pageOfProducts } from '../../services/catalogue/products';
import { KEYED_SEARCH_DEPTH, searchProducts } from '../../services/catalogue/search';
import type { SearchQuery } from '../../services/catalogue/types';
import { createTestApp } from '../../test/test-app';

type Brands = Awaited<ReturnType<typeof brandList>>;

/** The search query as it was: every condition on the articles themselves, a page query and a count. */
function referenceSearch(db: Db, query: SearchQuery, brands: Brands) {
  const like = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
  const name = nameColumn(query.lang);
  const wordMatch = (word: string) => {
    const number = normalisePartNumber(word);
    const options: SQL[] = [
      sql`${name} ilike ${`%${like(word)}%`}`,
      sql`${articles.tags} @> array[${word.toLowerCase()}]::text[]`,
    ];
    const slugs = brands
      .filter((brand) => brand.name.toLowerCase().startsWith(word.toLowerCase()))
      .map((brand) => brand.slug);
    if (slugs.length > 0) options.push(inArray(articles.brandSlug, slugs));
    if (word.length >= 4) options.push(sql`${word} <% ${name}`);
    if (number.length >= 2) options.push(sql`${articles.searchNumber} like ${`${like(number)}%`}`);
    return or(...options) as SQL;
  };
  const words = query.search.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  const number = normalisePartNumber(query.search);
  const byWords = sql.join(words.map(wordMatch), sql` and `);
  const byNumber =
    number.length >= 3
      ? sql`(${articles.searchNumber} like ${`${like(number)}%`} or ${articles.articleId} = any(array(select ${articleOeNumbers.articleId} from ${articleOeNumbers} where ${articleOeNumbers.searchNumber} like ${`${like(number)}%`})))`
      : undefined;
  const found = byNumber ? sql`(${byNumber} or (${byWords}))` : sql`(${byWords})`;
  return pageOfProducts(db, {
    where: query.featured ? sql`${found} and ${articles.featured}` : found,
    order: [
      sql`case when ${articles.searchNumber} = ${number} then 0 when ${articles.searchNumber} like ${`${like(number)}%`} then 1 else 2 end asc`,
      sql`similarity(${name}, ${query.search}) desc`,
      sql`${articles.reviewCount} desc`,
      asc(articles.articleId),
    ],
    lang: query.lang,
    page: query.page,
    perPage: query.perPage,
  });
}

/** Search keys whose count differs from the number of articles that have the key (none, when the triggers hold). */
async function keyCountsOff(db: Db) {
  return rowsOf(
    await db.execute(sql`select key, counted.articles as counted, kept.articles as kept
      from (select ${articleSearchKey(articles)} as key, count(*)::int as articles from ${articles} group by 1) counted
      full join ${articleSearchKeys} kept using (key)
      where coalesce(counted.articles, 0) <> coalesce(kept.articles, 0)`),
  );
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let brands: Brands;
// The only file at scale 0.1: it seeds that catalogue for the run (server/test/template-db.ts), 20–60 s.
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.1 });
  brands = await brandList(t.db);
}, 180_000);
afterAll(() => t?.close());

async function searchTerms(db: Db): Promise<string[]> {
  const names = await db
    .selectDistinct({ no: articles.nameNo, en: articles.nameEn, ar: articles.nameAr })
    .from(articles);
  const words = [
    ...new Set(names.flatMap((row) => [row.no, row.en, row.ar].flatMap((name) => name.split(/\s+/)))),
  ].sort();
  const numbers = await db
    .select({ number: articles.articleNumber })
    .from(articles)
    .orderBy(sql`md5(${articles.articleId}::text)`)
    .limit(40);
  const oe = await db
    .select({ number: articleOeNumbers.oeNumber })
    .from(articleOeNumbers)
    .orderBy(sql`md5(${articleOeNumbers.oeNumber})`)
    .limit(20);
  const sampled = words.filter((_, i) => i % 3 === 0);
  return [
    ...words.filter((_, i) => i % 2 === 0),
    ...numbers.map((row) => row.number),
    ...numbers.slice(0, 10).map((row) => row.number.slice(0, 3)),
    ...oe.map((row) => row.number),
    ...oe.slice(0, 5).map((row) => row.number.replace(/[\s.-]/g, '').toLowerCase()),
    ...brands.slice(0, 8).map((brand, i) => `${brand.slug} ${sampled[i * 7] ?? 'filter'}`),
    ...sampled.slice(0, 20).map((word, i) => `${word} ${sampled[sampled.length - 1 - i]}`),
    'bremsesksive',
    'brake disc',
    'Brake DISC',
    'bos',
    'mann filter',
    'oljefilter 2',
    'filter luft olje',
    'a',
    'ab',
    'abc',
    'abcd',
    '1',
    '12',
    '123',
    'x_y',
    '50%',
    'a\\b',
    '%',
    '_',
    '-',
    'ø',
    'قرص',
    'قرص الفرامل',
  ];
}

describe('search', () => {
  it('answers every search as the plain query did: same items, order and total', {
    timeout: 180_000,
  }, async () => {
    const terms = await searchTerms(t.db);
    expect(terms.length).toBeGreaterThan(250);
    const langs: Locale[] = ['no', 'en', 'ar'];
    let compared = 0;
    for (const [i, search] of terms.entries()) {
      const query: SearchQuery = {
        search,
        lang: langs[i % 3] as Locale,
        page: i % 7 === 0 ? 2 : 1,
        perPage: i % 5 === 0 ? 3 : 16,
        featured: i % 11 === 0,
      };
      const expected = await referenceSearch(t.db, query, brands);
      expect({ search, answer: await searchProducts(t.db, query, brands) }).toEqual({
        search,
        answer: expected,
      });
      compared += expected.total > 0 ? 1 : 0;
    }
    // Most searches find something: the comparison is not between empty answers.
    expect(compared).toBeGreaterThan(terms.length * 0.5);
  });

  it('gives the total also for a page past the last one', async () => {
    const query: SearchQuery = { search: 'bremseskive', lang: 'no', page: 500, perPage: 16 };
    const answer = await searchProducts(t.db, query, brands);
    expect(answer.items).toEqual([]);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer).toEqual(await referenceSearch(t.db, query, brands));
  });

  it('walks each key as deep as the page asks (to KEYED_SEARCH_DEPTH) and ranks every match past it', async () => {
    const first: SearchQuery = { search: 'ter', lang: 'no', page: 1, perPage: 16 };
    const { total } = await searchProducts(t.db, first, brands);
    const last = Math.ceil(total / 16);
    expect(last).toBeGreaterThan(10);
    for (const page of [last - 1, last, KEYED_SEARCH_DEPTH / 16, KEYED_SEARCH_DEPTH / 16 + 1]) {
      const query = { ...first, page };
      const answer = await searchProducts(t.db, query, brands);
      expect(answer.items.length > 0).toBe(page <= last);
      expect(answer).toEqual(await referenceSearch(t.db, query, brands));
    }
  });

  it('finds an article added or renamed after the seed by its new name', async () => {
    const [source] = await t.db.select().from(articles).limit(1);
    if (!source) throw new Error('no articles');
    const { stockCount: _, ...row } = source;
    await t.db.insert(articles).values({
      ...row,
      articleId: 9_000_001,
      articleNumber: 'ZZ-1',
      searchNumber: 'ZZ1',
      nameNo: 'Girkasseolje Quartzwerk 75W',
      nameEn: 'Gear oil Quartzwerk 75W',
      nameAr: 'زيت Quartzwerk 75W',
    });
    const added = await searchProducts(
      t.db,
      { search: 'quartzwerk', lang: 'en', page: 1, perPage: 16 },
      brands,
    );
    expect(added.items.map((item) => item.articleId)).toEqual([9_000_001]);
    await t.db
      .update(articles)
      .set({ nameNo: 'Girkasseolje Mistralgold 80W' })
      .where(eq(articles.articleId, 9_000_001));
    const renamed = await searchProducts(
      t.db,
      { search: 'mistralgold', lang: 'no', page: 1, perPage: 16 },
      brands,
    );
    expect(renamed.items.map((item) => item.articleId)).toEqual([9_000_001]);
    // Every name of every article is in article_names (what search matches words against).
    const missing = await t.db.execute(sql`select count(*)::int as n from ${articles} a
      where not exists (select 1 from ${articleNames} n where n.name = a.name_no)
         or not exists (select 1 from ${articleNames} n where n.name = a.name_en)
         or not exists (select 1 from ${articleNames} n where n.name = a.name_ar)`);
    expect(((missing as { rows?: unknown[] }).rows ?? missing) as unknown[]).toEqual([{ n: 0 }]);
    expect(await keyCountsOff(t.db)).toEqual([]);
    await t.db.delete(articles).where(eq(articles.articleId, 9_000_001));
    expect(await keyCountsOff(t.db)).toEqual([]);
    const gone = await searchProducts(
      t.db,
      { search: 'mistralgold', lang: 'no', page: 1, perPage: 16 },
      brands,
    );
    expect(gone).toMatchObject({ items: [], total: 0 });
  });

  it('keeps each search key counting its articles through stock updates and renames of many rows', async () => {
    expect(await keyCountsOff(t.db)).toEqual([]);
    const some = sql`${articles.articleId} in (select ${articles.articleId} from ${articles} order by ${articles.articleId} limit 50)`;
    await t.db
      .update(articles)
      .set({ stockCount: sql`${articles.stockCount} + 1` })
      .where(some);
    await t.db
      .update(articles)
      .set({ nameEn: sql`${articles.nameEn} || ' XL'`, tags: sql`${articles.tags} || array['xl']` })
      .where(some);
    expect(await keyCountsOff(t.db)).toEqual([]);
  });
});
