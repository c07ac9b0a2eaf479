// One page of a vehicle's offline parts pack (GET /api/packs/vehicle/{carId}): its linked parts in the vehicle's
// link order (article_vehicles_car_idx), each as its product card plus part type, colour and OE numbers. A page is
// read in one read-only snapshot, so its clock (`version`), count and parts agree. Pure reads; nothing is cached.
import { and, asc, desc, eq, gt, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { packPageSize } from '../../../src/domain/pack';
import type { Db, Tx } from '../../db/client';
import { articleOeNumbers, articles, articleVehicles, brands, vehicles } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { productColumns, toProduct } from '../catalogue/products';
import { articleSvg } from '../images/svg';
import { encodeCursor, type PackCursor } from './pack-cursor';

export type PackQuery = {
  carId: number;
  lang: Locale;
  /** After this position (the previous page's `next`); from the start when undefined. */
  cursor?: PackCursor;
  /** Only parts changed after this version (ms) less sinceOverlapMs. */
  since?: number;
  limit?: number;
};

/**
 * How far before `since` a refresh still looks. A change is stamped with its transaction's start (migration 0020),
 * which may be before the version the device holds while committing after it: a change in flight over ten minutes
 * is not expected. A part sent twice is harmless.
 */
export const sinceOverlapMs = 10 * 60_000;

type PackOe = { manuName: string; oeNumber: string };

/** The page as the wire carries it (src/domain/pack.ts PackPage), or null for an unknown vehicle. */
export async function packPage(db: Db, query: PackQuery) {
  return db.transaction((tx) => readPage(tx, query), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readPage(tx: Tx, { carId, lang, cursor, since, limit = packPageSize }: PackQuery) {
  // The clock and the vehicle's count first: the count walks the vehicle's links in article_vehicles_car_idx only.
  const [head] = await tx
    .select({
      version: sql<number>`(extract(epoch from now()) * 1000)::float8`,
      known: sql<boolean>`exists (select 1 from ${vehicles} where ${vehicles.carId} = ${carId})`,
      total: sql<number>`(select count(*)::int from ${articleVehicles} where ${articleVehicles.carId} = ${carId})`,
    })
    .from(sql`(select 1) as one`);
  if (!head?.known) return null;
  const filters: (SQL | undefined)[] = [eq(articleVehicles.carId, carId)];
  if (cursor) {
    // Index range from the cursor's review count on; the few of that count before it are filtered out.
    filters.push(
      lte(articleVehicles.reviewCount, cursor.reviews),
      or(lt(articleVehicles.reviewCount, cursor.reviews), gt(articleVehicles.articleId, cursor.articleId)),
    );
  }
  if (since !== undefined) {
    filters.push(sql`${articles.changedAt} > ${new Date(since - sinceOverlapMs).toISOString()}::timestamptz`);
  }
  const rows = await tx
    .select({ ...productColumns, linkReviews: articleVehicles.reviewCount })
    .from(articleVehicles)
    .innerJoin(articles, eq(articles.articleId, articleVehicles.articleId))
    .innerJoin(brands, eq(brands.slug, articles.brandSlug))
    .where(and(...filters))
    .orderBy(desc(articleVehicles.reviewCount), asc(articleVehicles.articleId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const oe = await oeNumbersOf(
    tx,
    page.map((row) => row.articleId),
  );
  const last = page.at(-1);
  return {
    carId,
    lang,
    version: Math.floor(head.version),
    total: head.total,
    parts: page.map((row) => {
      const { _id, id, featured, options, ...card } = toProduct(row, lang);
      return {
        ...card,
        images: card.images.slice(0, 1),
        oeNumbers: oe.get(row.articleId) ?? [],
        // The first picture itself, as the picture route draws it: offline, the device shows it from the pack.
        thumbnail:
          row.imageCount > 0
            ? articleSvg({ brand: card.mfrName, number: row.articleNumber, name: row.nameNo, picture: 1 })
            : '',
      };
    }),
    next:
      rows.length > limit && last
        ? encodeCursor({ reviews: last.linkReviews, articleId: last.articleId })
        : null,
  };
}

/** The OE numbers of the page's articles, in one query (article_oe_article_idx). */
async function oeNumbersOf(tx: Tx, articleIds: number[]): Promise<Map<number, PackOe[]>> {
  const byArticle = new Map<number, PackOe[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await tx
    .select({
      articleId: articleOeNumbers.articleId,
      manuName: articleOeNumbers.manuName,
      oeNumber: articleOeNumbers.oeNumber,
    })
    .from(articleOeNumbers)
    // One array parameter, not a list of thousands: a third of the time on PostgreSQL.
    .where(sql`${articleOeNumbers.articleId} = any(${`{${articleIds.join(',')}}`}::int[])`)
    .orderBy(asc(articleOeNumbers.articleId), asc(articleOeNumbers.manuName), asc(articleOeNumbers.oeNumber));
  for (const { articleId, ...oe } of rows) {
    const list = byArticle.get(articleId);
    if (list) list.push(oe);
    else byArticle.set(articleId, [oe]);
  }
  return byArticle;
}
