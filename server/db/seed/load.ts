// Loads the built catalogue's big tables inside the seed's transaction: indexes and constraints off, rows in by
// COPY (copy.ts), indexes built once afterwards. A failure anywhere rolls the transaction back with the indexes
// as they were.
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  articleOeNumbers,
  articles,
  articleVehicles,
  catalogueFacetColumns,
  catalogueFacets,
  reviews,
} from '../schema';
import type { ArticleRow } from './build-articles';
import type { OeRow, ReviewRow } from './build-extras';
import type { Links } from './build-linkage';
import { copyLinks, copyRows, copySink, type Kind, onPostgres } from './copy';
import { dropIndexes, rebuildIndexes } from './indexes';

/** Each loaded column of the schema with how its value is written and the row field it comes from. */
type Columns<R> = readonly [column: PgColumn, kind: Kind, field: keyof R][];

const named = <R>(columns: Columns<R>) =>
  columns.map(([column, kind, field]): [string, Kind, keyof R] => [column.name, kind, field]);
const quoted = (columns: readonly PgColumn[]) => columns.map((column) => `"${column.name}"`).join(', ');

const articleColumns: Columns<ArticleRow> = [
  [articles.articleId, 'int', 'articleId'],
  [articles.articleNumber, 'text', 'articleNumber'],
  [articles.searchNumber, 'text', 'searchNumber'],
  [articles.brandSlug, 'text', 'brandSlug'],
  [articles.genericArticleId, 'int', 'genericArticleId'],
  [articles.nameNo, 'text', 'nameNo'],
  [articles.nameEn, 'text', 'nameEn'],
  [articles.nameAr, 'text', 'nameAr'],
  [articles.texts, 'jsonb', 'texts'],
  [articles.criteria, 'jsonb', 'criteria'],
  [articles.imageCount, 'int', 'imageCount'],
  [articles.price, 'int', 'price'],
  [articles.discount, 'int', 'discount'],
  [articles.stock, 'text', 'stock'],
  [articles.stockCount, 'int', 'stockCount'],
  [articles.rating, 'real', 'rating'],
  [articles.reviewCount, 'int', 'reviewCount'],
  [articles.tags, 'tags', 'tags'],
  [articles.color, 'text', 'color'],
  [articles.featured, 'bool', 'featured'],
];
const oeColumns: Columns<OeRow> = [
  [articleOeNumbers.articleId, 'int', 'articleId'],
  [articleOeNumbers.manuName, 'text', 'manuName'],
  [articleOeNumbers.oeNumber, 'text', 'oeNumber'],
  [articleOeNumbers.searchNumber, 'text', 'searchNumber'],
];
const reviewColumns: Columns<ReviewRow> = [
  [reviews.articleId, 'int', 'articleId'],
  [reviews.date, 'date', 'date'],
  [reviews.author, 'text', 'author'],
  [reviews.rating, 'int', 'rating'],
  [reviews.content, 'text', 'content'],
];

export const bulkTables: readonly PgTable[] = [
  articles,
  articleVehicles,
  articleOeNumbers,
  reviews,
  catalogueFacets,
];

/**
 * The loader for this database. The tables are truncated first (they are empty: the seed runs once) so that COPY
 * may FREEZE: rows written frozen and pages marked all-visible, which index-only scans need and which leaves the
 * vacuum afterwards next to nothing to do.
 */
export async function bulkLoader(t: Db) {
  const sink = copySink(t);
  const postgres = onPostgres(t);
  await t.execute(sql`truncate ${sql.join([...bulkTables], sql`, `)}`);
  // One sorted build per index with the memory it wants, and parallel workers for PostgreSQL's btree builds.
  await t.execute(sql.raw(`set local maintenance_work_mem = '${postgres ? '1GB' : '256MB'}'`));
  if (postgres) await t.execute(sql`set local max_parallel_maintenance_workers = 2`);
  return {
    articles: (rows: readonly ArticleRow[]) =>
      copyRows(sink, getTableName(articles), rows, named(articleColumns), true),
    /** The links, each with its article's review count (article_vehicles_car_idx orders a vehicle's list by it). */
    links: (links: Links, reviewCounts: ArrayLike<number>) =>
      copyLinks(
        sink,
        `"${getTableName(articleVehicles)}" (${quoted([articleVehicles.articleId, articleVehicles.carId, articleVehicles.reviewCount])})`,
        links,
        reviewCounts,
        true,
      ),
    oeNumbers: (rows: readonly OeRow[]) =>
      copyRows(sink, getTableName(articleOeNumbers), rows, named(oeColumns), true),
    reviews: (rows: readonly ReviewRow[]) =>
      copyRows(sink, getTableName(reviews), rows, named(reviewColumns), true),
    /** Lines from facetSummaryLines (build-facets.ts). */
    facets: (lines: Iterable<string>) =>
      sink(`"${getTableName(catalogueFacets)}" (${quoted(catalogueFacetColumns)})`, 'freeze', lines),
    dropIndexes: (table: PgTable) => dropIndexes(t, getTableName(table)),
    rebuildIndexes: (statements: readonly string[]) => rebuildIndexes(t, statements),
  };
}
