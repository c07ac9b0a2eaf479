// Search: article and OE numbers however they are typed (case, spaces, dots, dashes, slashes), names in the
// asked language by substring or trigram likeness, brand names and tags. Exact numbers rank first.
// One query finds the page's ids and the total; only then are the page's (wide) rows read. The trigram work is
// done once per distinct name (article_names), and the words are matched once per search key (names, brand and
// tags; article_search_keys), not once per matching article.
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { normalisePartNumber } from '../../../src/domain/part-number';
import { type Db, rowsOf } from '../../db/client';
import { articleOeNumbers, articleSearchKey, articleSearchKeys, articles, categories } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { paging, productsByIds } from './products';
import type { Paging, Product, SearchQuery } from './types';

const likePattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a word can match besides numbers: the columns of an article, or of its search key (articleSearchKeys). */
type KeySource = typeof articles | typeof articleSearchKeys;
type BrandNames = readonly { slug: string; name: string }[];

const nameOf = (source: KeySource, lang: Locale) =>
  lang === 'en' ? source.nameEn : lang === 'ar' ? source.nameAr : source.nameNo;

// Every branch below can use an index (name btree, tags GIN, text_pattern_ops btree, primary key), so
// PostgreSQL combines them with a BitmapOr instead of reading the whole table.
function oeMatch(number: string): SQL {
  return sql`${articles.articleId} = any(array(select ${articleOeNumbers.articleId} from ${articleOeNumbers} where ${articleOeNumbers.searchNumber} like ${`${likePattern(number)}%`}))`;
}

const numberStartsWith = (number: string) => sql`${articles.searchNumber} like ${`${likePattern(number)}%`}`;

/**
 * `name ilike '%word%' or word <% name` (the latter for words of 4+ letters), evaluated on the distinct names
 * (article_names, through its trigram index) and then looked up by exact name: the same articles, without a
 * trigram comparison per article.
 */
function nameMatch(word: string, lang: Locale, source: KeySource): SQL {
  const fuzzy = word.length >= 4 ? word : null;
  return sql`${nameOf(source, lang)} = any(array(select article_names_matching(${`%${likePattern(word)}%`}::text, ${fuzzy}::text)))`;
}

/** Brand slugs whose name starts with the word ('bos' → bosch); the brand list is tiny. */
const brandsStartingWith = (brandList: BrandNames, word: string) =>
  brandList
    .filter((brand) => brand.name.toLowerCase().startsWith(word.toLowerCase()))
    .map((brand) => brand.slug);

/** A word found in a name, a tag or a brand: the same for every article of a search key. */
function keyMatch(word: string, lang: Locale, brandList: BrandNames, source: KeySource): SQL {
  const options: SQL[] = [
    nameMatch(word, lang, source),
    sql`${source.tags} @> array[${word.toLowerCase()}]::text[]`,
  ];
  const brandSlugs = brandsStartingWith(brandList, word);
  if (brandSlugs.length > 0) options.push(inArray(source.brandSlug, brandSlugs));
  return or(...options) as SQL;
}

/** A word typed as the start of an article number (2+ characters once normalised). */
function wordNumber(word: string): SQL | undefined {
  const number = normalisePartNumber(word);
  return number.length >= 2 ? numberStartsWith(number) : undefined;
}

type Parsed = { words: string[]; number: string };

const parse = (search: string): Parsed => ({
  words: search.trim().split(/\s+/).filter(Boolean).slice(0, 6),
  number: normalisePartNumber(search),
});

/** Which articles a search finds, and how exactly their number matches (0 exact, 1 prefix, 2 otherwise). */
type Condition = { where: SQL; exactness: SQL };

function searchCondition({ words, number }: Parsed, lang: Locale, brandList: BrandNames): Condition {
  const byWords = and(
    ...words.map((word) => or(keyMatch(word, lang, brandList, articles), wordNumber(word)) as SQL),
  ) as SQL;
  const byNumber = number.length >= 3 ? (or(numberStartsWith(number), oeMatch(number)) as SQL) : undefined;
  const where = byNumber ? (or(byNumber, byWords) as SQL) : byWords;
  const exactness = sql`case when ${articles.searchNumber} = ${number} then 0 when ${numberStartsWith(number)} then 1 else 2 end`;
  return { where, exactness };
}

type PageIds = { total: number; ids: number[] | null };

/**
 * The page's ids in rank order (exact number first, then name likeness to the whole search, then reviews, then
 * id) and the total, in one pass over the matches: each match is read once, its name's likeness computed once
 * per distinct name. `materialized` keeps PostgreSQL from folding the likeness back into the sort, per row.
 */
async function fullPageIds(db: Db, query: SearchQuery, condition: Condition): Promise<PageIds> {
  const where = query.featured ? (and(condition.where, eq(articles.featured, true)) as SQL) : condition.where;
  const exactness = condition.exactness;
  const result = await db.execute(sql`
    with matches as materialized (
      select ${articles.articleId} as id, ${nameOf(articles, query.lang)} as name,
        ${articles.reviewCount} as reviews, ${exactness} as exactness
      from ${articles} where ${where}
    ), likeness as materialized (
      select name, similarity(name, ${query.search}) as likeness from (select distinct name from matches) names
    )
    select (select count(*)::int from matches) as total,
      array(select id from matches join likeness using (name)
        order by exactness, likeness desc, reviews desc, id
        limit ${query.perPage} offset ${(query.page - 1) * query.perPage}) as ids`);
  return rowsOf<PageIds>(result)[0] ?? { total: 0, ids: [] };
}

/** How deep (offset + page size) the keyed search walks each key; a deeper page ranks every match instead. */
export const KEYED_SEARCH_DEPTH = 480;

/**
 * The same ids and total as fullPageIds without reading every match. The words are matched against the few search
 * keys (article_search_keys): the keys' counts give the total and a walk of each key's articles in review order
 * (articles_search_key_idx) gives its best `offset + perPage`, all a page can hold. Articles found through a
 * number (theirs, an OE number, a word typed as a number) are read one by one: they may rank first (exactness), and
 * they count towards the total only when their key did not match. They are usually few, but a word of two digits
 * starts about one article number in a hundred.
 * Only for searches of 3+ number characters: with fewer, `exactness` could lift articles that no number condition
 * finds, so those take fullPageIds, as do featured searches and deep pages.
 */
async function keyedPageIds(
  db: Db,
  query: SearchQuery,
  { words, number }: Parsed,
  { where, exactness }: Condition,
  brandList: BrandNames,
): Promise<PageIds> {
  const byKey = and(...words.map((word) => keyMatch(word, query.lang, brandList, articleSearchKeys))) as SQL;
  const byNumber = or(
    numberStartsWith(number),
    oeMatch(number),
    ...words.map((word) => wordNumber(word)),
  ) as SQL;
  const offset = (query.page - 1) * query.perPage;
  const result = await db.execute(sql`
    with keys as materialized (
      select ${articleSearchKeys.key} as key, ${nameOf(articleSearchKeys, query.lang)} as name,
        ${articleSearchKeys.articles} as articles
      from ${articleSearchKeys} where ${byKey}
    ), numbered as materialized (
      select ${articles.articleId} as id, ${nameOf(articles, query.lang)} as name,
        ${articles.reviewCount} as reviews, ${exactness} as exactness, ${articleSearchKey(articles)} as key
      from ${articles} where (${byNumber}) and (${where})
    ), walked as (
      select walk.id, keys.name, walk.reviews, 2 as exactness
      from keys cross join lateral (
        select ${articles.articleId} as id, ${articles.reviewCount} as reviews from ${articles}
        where ${articleSearchKey(articles)} = keys.key
        order by ${articles.reviewCount} desc, ${articles.articleId}
        limit ${offset + query.perPage}) walk
      where not exists (select from numbered where numbered.id = walk.id)
    ), candidates as (
      select id, name, reviews, exactness from numbered
      union all select id, name, reviews, exactness from walked
    ), likeness as materialized (
      select name, similarity(name, ${query.search}) as likeness from (select distinct name from candidates) names
    )
    select ((select coalesce(sum(articles), 0) from keys)
        + (select count(*) from numbered where not exists (select from keys where keys.key = numbered.key)))::int as total,
      array(select id from candidates join likeness using (name)
        order by exactness, likeness desc, reviews desc, id
        limit ${query.perPage} offset ${offset}) as ids`);
  return rowsOf<PageIds>(result)[0] ?? { total: 0, ids: [] };
}

/** `brandList`: the parts brands (the caller's cached list), so a brand name in the search matches its parts. */
export async function searchProducts(
  db: Db,
  query: SearchQuery,
  brandList: BrandNames,
): Promise<Paging<Product>> {
  const parsed = parse(query.search);
  const condition = searchCondition(parsed, query.lang, brandList);
  const keyed =
    !query.featured && parsed.number.length >= 3 && query.page * query.perPage <= KEYED_SEARCH_DEPTH;
  const found = keyed
    ? await keyedPageIds(db, query, parsed, condition, brandList)
    : await fullPageIds(db, query, condition);
  const items = await productsByIds(db, found.ids ?? [], query.lang);
  return paging(items, found.total, query.page, query.perPage);
}

export type Suggestions = { products: Product[]; categories: { name: string; slug: string }[] };

/** What the search box shows while typing: at most 3 products and 4 categories. */
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
