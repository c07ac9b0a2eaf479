// Loads the built catalogue's big tables inside the seed's transaction: indexes and constraints off, rows in by
// COPY (copy.ts), indexes built once afterwards. A failure anywhere rolls the transaction back with the indexes
// as they were.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { ArticleRow } from './build-articles';
import type { OeRow, ReviewRow } from './build-extras';
import type { Links } from './build-linkage';
import { copyLinks, copyRows, copySink, type Kind, onPostgres } from './copy';
import { dropIndexes, rebuildIndexes } from './indexes';

type Columns<R> = readonly [name: string, kind: Kind, field: keyof R][];

const articleColumns: Columns<ArticleRow> = [
  ['article_id', 'int', 'articleId'],
  ['article_number', 'text', 'articleNumber'],
  ['search_number', 'text', 'searchNumber'],
  ['brand_slug', 'text', 'brandSlug'],
  ['generic_article_id', 'int', 'genericArticleId'],
  ['name_no', 'text', 'nameNo'],
  ['name_en', 'text', 'nameEn'],
  ['name_ar', 'text', 'nameAr'],
  ['texts', 'jsonb', 'texts'],
  ['criteria', 'jsonb', 'criteria'],
  ['image_count', 'int', 'imageCount'],
  ['price', 'int', 'price'],
  ['discount', 'int', 'discount'],
  ['stock', 'text', 'stock'],
  ['stock_count', 'int', 'stockCount'],
  ['rating', 'real', 'rating'],
  ['review_count', 'int', 'reviewCount'],
  ['tags', 'tags', 'tags'],
  ['color', 'text', 'color'],
  ['featured', 'bool', 'featured'],
];
const oeColumns: Columns<OeRow> = [
  ['article_id', 'int', 'articleId'],
  ['manu_name', 'text', 'manuName'],
  ['oe_number', 'text', 'oeNumber'],
  ['search_number', 'text', 'searchNumber'],
];
const reviewColumns: Columns<ReviewRow> = [
  ['article_id', 'int', 'articleId'],
  ['date', 'date', 'date'],
  ['author', 'text', 'author'],
  ['rating', 'int', 'rating'],
  ['content', 'text', 'content'],
];

export const bulkTables = [
  'articles',
  'article_vehicles',
  'article_oe_numbers',
  'reviews',
  'catalogue_facets',
] as const;

/**
 * The loader for this database. The tables are truncated first (they are empty: the seed runs once) so that COPY
 * may FREEZE: rows written frozen and pages marked all-visible, which index-only scans need and which leaves the
 * vacuum afterwards next to nothing to do.
 */
export async function bulkLoader(t: Db) {
  const sink = copySink(t);
  const postgres = onPostgres(t);
  await t.execute(sql.raw(`truncate ${bulkTables.map((name) => `"${name}"`).join(', ')}`));
  // One sorted build per index with the memory it wants, and parallel workers for PostgreSQL's btree builds.
  await t.execute(sql.raw(`set local maintenance_work_mem = '${postgres ? '1GB' : '256MB'}'`));
  if (postgres) await t.execute(sql`set local max_parallel_maintenance_workers = 2`);
  return {
    articles: (rows: readonly ArticleRow[]) => copyRows(sink, 'articles', rows, articleColumns, true),
    /** The links, each with its article's review count (article_vehicles_car_idx orders a vehicle's list by it). */
    links: (links: Links, reviewCounts: ArrayLike<number>) =>
      copyLinks(sink, 'article_vehicles', links, reviewCounts, true),
    oeNumbers: (rows: readonly OeRow[]) => copyRows(sink, 'article_oe_numbers', rows, oeColumns, true),
    reviews: (rows: readonly ReviewRow[]) => copyRows(sink, 'reviews', rows, reviewColumns, true),
    /** Lines from facetSummaryLines (build-facets.ts), in the table's column order. */
    facets: (lines: Iterable<string>) => sink('"catalogue_facets"', 'freeze', lines),
    dropIndexes: (table: string) => dropIndexes(t, table),
    rebuildIndexes: (statements: readonly string[]) => rebuildIndexes(t, statements),
  };
}
