// Seeds the catalogue once: builds every row from the reference data with a fixed random seed, then loads them
// (load.ts: COPY, indexes built after the load) inside one transaction, so a crash leaves no half catalogue.
// Skipped when a run is recorded.
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as schema from '../schema';
import { buildArticles } from './build-articles';
import { buildCategories, buildOeNumbers, buildReviews } from './build-extras';
import { facetSummaryLines } from './build-facets';
import { chooseGroups, expandLinks, linkGroups } from './build-linkage';
import { buildRegistrations } from './build-registrations';
import { buildVehicles } from './build-vehicles';
import { brands } from './data/brands';
import { categories } from './data/categories';
import { partTypes } from './data/part-types';
import { manufacturers } from './data/vehicles';
import { bulkLoader, bulkTables } from './load';
import { createRandom } from './random';
import type { SeedProgress } from './seed-progress';

export const articlesPerScale = 20_000;
const seedName = 'catalogue';

export type SeedReport = {
  skipped: boolean;
  articles: number;
  links: number;
  ms: number;
  steps?: Record<string, number>;
};

export function buildCatalogue(scale: number) {
  const random = createRandom(20261123);
  const vehicleData = buildVehicles(manufacturers);
  const categoryRows = buildCategories(categories);
  const coloured = colouredTypes(categoryRows);
  const { rows: articleRows, typeOf } = buildArticles({
    types: partTypes,
    brands,
    total: Math.round(articlesPerScale * scale),
    coloured,
    random,
  });
  const groups = linkGroups(vehicleData);
  const fits = typeOf.map((type) => ({ fitment: type.fitment, fuels: type.fuels }));
  const chosen = chooseGroups(fits, groups, random, Math.min(1, scale * 10));
  const ids = articleRows.map((row) => row.articleId);
  const links = expandLinks(ids, fits, chosen, groups);
  const oeRows = buildOeNumbers(articleRows, links.carsOf, vehicleData.manufacturerOf, random);
  const reviewRows = buildReviews(articleRows, random);
  const registrationRows = buildRegistrations(vehicleData, 1200, random);
  const brandRows = brands.map((brand, position) => ({
    slug: brand.slug,
    name: brand.name,
    country: brand.country,
    image: `/api/images/brand/${brand.slug}.webp`,
    position,
  }));
  return { vehicleData, categoryRows, articleRows, links, oeRows, reviewRows, registrationRows, brandRows };
}

/** Bodywork, lights and mirrors and transport equipment come in colours (the shop's colour filter). */
function colouredTypes(rows: ReturnType<typeof buildCategories>): Set<number> {
  const slugs = new Set(['karosseri', 'lys-og-speil', 'transportutstyr']);
  return new Set(rows.filter((row) => row.depth === 1 && slugs.has(row.slug)).flatMap((row) => row.value));
}

/** `progress`: told of each step as it ends (a first start logs them). */
export async function seedCatalogue(
  db: Db,
  options: { scale?: number; progress?: SeedProgress } = {},
): Promise<SeedReport> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const done = await db.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, seedName));
  if (done[0]) return { skipped: true, articles: done[0].articles, links: 0, ms: 0 };

  options.progress?.started(Math.round(articlesPerScale * scale));
  const data = buildCatalogue(scale);
  const steps: Record<string, number> = { build: Math.round(performance.now() - started) };
  options.progress?.step({
    step: 'build',
    ms: steps.build ?? 0,
    counts: { articles: data.articleRows.length, 'vehicle links': data.links.count },
  });
  /** Runs one step and reports it with what it wrote (`counts`, read once the work is done). */
  const step = async (
    name: string,
    work: () => Promise<unknown>,
    counts: () => Record<string, number> = () => ({}),
  ) => {
    const at = performance.now();
    await work();
    steps[name] = Math.round(performance.now() - at);
    options.progress?.step({ step: name, ms: steps[name] ?? 0, counts: counts() });
  };
  const rows = (list: { length: number }) => list.length;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { manufacturers: makes, modelSeries, vehicles } = data.vehicleData;
    await step(
      'vehicles',
      async () => {
        await insertChunked(t, schema.manufacturers, makes);
        await insertChunked(t, schema.modelSeries, modelSeries);
        await insertChunked(t, schema.vehicles, vehicles);
        await insertChunked(t, schema.brands, data.brandRows);
        await insertChunked(t, schema.categories, data.categoryRows);
      },
      () => ({
        makes: rows(makes),
        models: rows(modelSeries),
        vehicles: rows(vehicles),
        brands: rows(data.brandRows),
        categories: rows(data.categoryRows),
      }),
    );
    const loader = await bulkLoader(t);
    const rebuild = new Map<PgTable, string[]>();
    for (const table of bulkTables) rebuild.set(table, await loader.dropIndexes(table));
    const rebuildOf = (table: PgTable) => rebuild.get(table) ?? [];
    await step(
      'articles',
      () => loader.articles(data.articleRows),
      () => ({ articles: rows(data.articleRows) }),
    );
    await step(
      'links',
      () =>
        loader.links(
          data.links,
          data.articleRows.map((row) => row.reviewCount),
        ),
      () => ({ 'vehicle links': data.links.count }),
    );
    await step(
      'extras',
      async () => {
        await loader.oeNumbers(data.oeRows);
        await loader.reviews(data.reviewRows);
        await insertChunked(t, schema.registrations, data.registrationRows);
      },
      () => ({
        'OE numbers': rows(data.oeRows),
        reviews: rows(data.reviewRows),
        'number plates': rows(data.registrationRows),
      }),
    );
    const indexes =
      (...tables: PgTable[]) =>
      () => ({
        indexes: tables.reduce((sum, table) => sum + rebuildOf(table).length, 0),
      });
    await step(
      'article indexes',
      () => loader.rebuildIndexes(rebuildOf(schema.articles)),
      indexes(schema.articles),
    );
    await step(
      'link indexes',
      () => loader.rebuildIndexes(rebuildOf(schema.articleVehicles)),
      indexes(schema.articleVehicles),
    );
    await step(
      'extra indexes',
      async () => {
        await loader.rebuildIndexes(rebuildOf(schema.articleOeNumbers));
        await loader.rebuildIndexes(rebuildOf(schema.reviews));
      },
      indexes(schema.articleOeNumbers, schema.reviews),
    );
    // The summary rows come as chunks of COPY lines, one row a line.
    let summaryRows = 0;
    const counted = function* (chunks: Iterable<string>) {
      for (const chunk of chunks) {
        for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) summaryRows += 1;
        yield chunk;
      }
    };
    await step(
      'facets',
      async () => {
        await loader.facets(counted(facetSummaryLines(data.articleRows, data.links)));
        await loader.rebuildIndexes(rebuildOf(schema.catalogueFacets));
      },
      () => ({ 'summary rows': summaryRows }),
    );
    await t.insert(schema.seedRuns).values({
      name: seedName,
      scale,
      articles: data.articleRows.length,
      finishedAt: new Date().toISOString(),
    });
  });
  // vacuum too: index-only scans (the listing's covering index) need the visibility map of a freshly loaded table.
  await step('analyze', () => db.execute(sql`vacuum analyze`));
  return {
    skipped: false,
    articles: data.articleRows.length,
    links: data.links.count,
    ms: Math.round(performance.now() - started),
    steps,
  };
}

// Bind parameters per statement stay under PostgreSQL's limit of 65,535.
async function insertChunked<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: readonly T[],
) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {}).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}
