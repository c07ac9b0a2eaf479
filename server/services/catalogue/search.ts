// Search: article and OE numbers however they are typed (case, spaces, dots, dashes, slashes), names in the
// asked language by substring or trigram likeness, brand names and tags. Exact numbers rank first.
// One query finds the page's ids and the total; only then are the page's (wide) rows read. The trigram work is
// done once per distinct name (article_names), not once per matching article.
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { normalisePartNumber } from '../../../src/domain/part-number';
import { type Db, rowsOf } from '../../db/client';
import { articleOeNumbers, articles, categories } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { nameColumn, paging, productsByIds } from './products';
import type { Paging, Product, SearchQuery } from './types';

const likePattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// Every branch below can use an index (name btree, tags GIN, text_pattern_ops btree, primary key), so
// PostgreSQL combines them with a BitmapOr instead of reading the whole table.
function oeMatch(number: string): SQL {
  return sql`${articles.articleId} = any(array(select ${articleOeNumbers.articleId} from ${articleOeNumbers} where ${articleOeNumbers.searchNumber} like ${`${likePattern(number)}%`}))`;
}

/**
 * `name ilike '%word%' or word <% name` (the latter for words of 4+ letters), evaluated on the distinct names
 * (article_names, through its trigram index) and then looked up by exact name: the same articles, without a
 * trigram comparison per article.
 */
function nameMatch(word: string, lang: Locale): SQL {
  const fuzzy = word.length >= 4 ? word : null;
  return sql`${nameColumn(lang)} = any(array(select article_names_matching(${`%${likePattern(word)}%`}::text, ${fuzzy}::text)))`;
}

/** Brand slugs whose name starts with the word ('bos' → bosch); the brand list is tiny. */
const brandsStartingWith = (brandList: readonly { slug: string; name: string }[], word: string) =>
  brandList
    .filter((brand) => brand.name.toLowerCase().startsWith(word.toLowerCase()))
    .map((brand) => brand.slug);

function wordMatch(word: string, lang: Locale, brandList: readonly { slug: string; name: string }[]): SQL {
  const number = normalisePartNumber(word);
  const options: SQL[] = [
    nameMatch(word, lang),
    sql`${articles.tags} @> array[${word.toLowerCase()}]::text[]`,
  ];
  const brandSlugs = brandsStartingWith(brandList, word);
  if (brandSlugs.length > 0) options.push(inArray(articles.brandSlug, brandSlugs));
  if (number.length >= 2) options.push(sql`${articles.searchNumber} like ${`${likePattern(number)}%`}`);
  return or(...options) as SQL;
}

/** Which articles a search finds, and how exactly their number matches (0 exact, 1 prefix, 2 otherwise). */
export function searchCondition(
  search: string,
  lang: Locale,
  brandList: readonly { slug: string; name: string }[],
): { where: SQL; exactness: SQL } {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  const number = normalisePartNumber(search);
  const byWords = and(...words.map((word) => wordMatch(word, lang, brandList))) as SQL;
  const byNumber =
    number.length >= 3
      ? (or(sql`${articles.searchNumber} like ${`${likePattern(number)}%`}`, oeMatch(number)) as SQL)
      : undefined;
  const where = byNumber ? (or(byNumber, byWords) as SQL) : byWords;
  const exactness = sql`case when ${articles.searchNumber} = ${number} then 0 when ${articles.searchNumber} like ${`${likePattern(number)}%`} then 1 else 2 end`;
  return { where, exactness };
}

type BrandNames = readonly { slug: string; name: string }[];
type PageIds = { total: number; ids: number[] | null };

/**
 * The page's ids in rank order (exact number first, then name likeness to the whole search, then reviews, then
 * id) and the total, in one pass over the matches: each match is read once, its name's likeness computed once
 * per distinct name. `materialized` keeps PostgreSQL from folding the likeness back into the sort, per row.
 */
async function pageIds(db: Db, query: SearchQuery, where: SQL, exactness: SQL): Promise<PageIds> {
  const result = await db.execute(sql`
    with matches as materialized (
      select ${articles.articleId} as id, ${nameColumn(query.lang)} as name,
        ${articles.reviewCount} as reviews, ${exactness} as exactness
      from ${articles} where ${where}
    ), likeness as materialized (
      select name, similarity(name, ${query.search}) as likeness from (select distinct name from matches) names
    )
    select (select count(*)::int from matches) as total,
      array(select id from matches join likeness using (name)
        order by exactness, likeness desc, reviews desc, id
        limit ${query.perPage} offset ${(query.page - 1) * query.perPage}) as ids`);
  const rows = rowsOf<PageIds>(result);
  return rows[0] ?? { total: 0, ids: [] };
}

/** `brandList`: the parts brands (the caller's cached list), so a brand name in the search matches its parts. */
export async function searchProducts(
  db: Db,
  query: SearchQuery,
  brandList: BrandNames,
): Promise<Paging<Product>> {
  const { where, exactness } = searchCondition(query.search, query.lang, brandList);
  const found = await pageIds(
    db,
    query,
    query.featured ? (and(where, eq(articles.featured, true)) as SQL) : where,
    exactness,
  );
  const items = await productsByIds(db, found.ids ?? [], query.lang);
  return paging(items, found.total, query.page, query.perPage);
}

export type Suggestions = { products: Product[]; categories: { name: string; slug: string }[] };

/** What the search box shows while typing: at most 3 products and 4 categories (spec §9). */
export async function searchSuggestions(
  db: Db,
  search: string,
  lang: Locale,
  brandList: BrandNames,
): Promise<Suggestions> {
  const pattern = `%${likePattern(search.trim())}%`;
  const [products, categoryRows] = await Promise.all([
    searchProducts(db, { search, lang, page: 1, perPage: 3 }, brandList),
    db
      .select({ name: sql<string>`${categories.name}->>${lang}`, slug: categories.slug })
      .from(categories)
      .where(sql`${categories.name}->>${lang} ilike ${pattern}`)
      .orderBy(asc(categories.depth), asc(categories.id))
      .limit(4),
  ]);
  return { products: products.items, categories: categoryRows };
}
