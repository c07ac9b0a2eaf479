// Search: article and OE numbers however they are typed (case, spaces, dots, dashes, slashes), names in the
// asked language by substring or trigram likeness, brand names and tags. Exact numbers rank first.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { normalisePartNumber } from '../../../src/domain/part-number';
import type { Db } from '../../db/client';
import { articleOeNumbers, articles, categories } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { nameColumn, pageOfProducts } from './products';
import type { Paging, Product, SearchQuery } from './types';

const likePattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// Every branch below can use an index (trigram GIN, tags GIN, text_pattern_ops btree, primary key), so
// PostgreSQL combines them with a BitmapOr instead of reading the whole table.
function oeMatch(number: string): SQL {
  return sql`${articles.articleId} = any(array(select ${articleOeNumbers.articleId} from ${articleOeNumbers} where ${articleOeNumbers.searchNumber} like ${`${likePattern(number)}%`}))`;
}

/** Brand slugs whose name starts with the word ('bos' → bosch); the brand list is tiny. */
const brandsStartingWith = (brandList: readonly { slug: string; name: string }[], word: string) =>
  brandList
    .filter((brand) => brand.name.toLowerCase().startsWith(word.toLowerCase()))
    .map((brand) => brand.slug);

function wordMatch(word: string, lang: Locale, brandList: readonly { slug: string; name: string }[]): SQL {
  const name = nameColumn(lang);
  const number = normalisePartNumber(word);
  const options: SQL[] = [
    sql`${name} ilike ${`%${likePattern(word)}%`}`,
    sql`${articles.tags} @> array[${word.toLowerCase()}]::text[]`,
  ];
  const brandSlugs = brandsStartingWith(brandList, word);
  if (brandSlugs.length > 0) options.push(inArray(articles.brandSlug, brandSlugs));
  if (word.length >= 4) options.push(sql`${word} <% ${name}`);
  if (number.length >= 2) options.push(sql`${articles.searchNumber} like ${`${likePattern(number)}%`}`);
  return or(...options) as SQL;
}

export function searchCondition(
  search: string,
  lang: Locale,
  brandList: readonly { slug: string; name: string }[],
): { where: SQL; rank: SQL[] } {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  const number = normalisePartNumber(search);
  const byWords = and(...words.map((word) => wordMatch(word, lang, brandList))) as SQL;
  const byNumber =
    number.length >= 3
      ? (or(sql`${articles.searchNumber} like ${`${likePattern(number)}%`}`, oeMatch(number)) as SQL)
      : undefined;
  const where = byNumber ? (or(byNumber, byWords) as SQL) : byWords;
  const rank = [
    asc(
      sql`case when ${articles.searchNumber} = ${number} then 0 when ${articles.searchNumber} like ${`${likePattern(number)}%`} then 1 else 2 end`,
    ),
    desc(sql`similarity(${nameColumn(lang)}, ${search})`),
    desc(articles.reviewCount),
    asc(articles.articleId),
  ];
  return { where, rank };
}

type BrandNames = readonly { slug: string; name: string }[];

/** `brandList`: the parts brands (the caller's cached list), so a brand name in the search matches its parts. */
export async function searchProducts(
  db: Db,
  query: SearchQuery,
  brandList: BrandNames,
): Promise<Paging<Product>> {
  const { where, rank } = searchCondition(query.search, query.lang, brandList);
  return pageOfProducts(db, {
    where: query.featured ? and(where, eq(articles.featured, true)) : where,
    order: rank,
    lang: query.lang,
    page: query.page,
    perPage: query.perPage,
  });
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
