// The payloads written straight into the catalogue (no API writes article names, brands or reviews): fifty
// in-stock articles renamed, each under a brand of its own named by a payload, each with a review whose author
// and text are payloads, and put first in the shop's default order so the first product list pages show them all.
// The facet summaries of the part types and brands they left and joined are counted again and the catalogue's version
// raised, as the catalogue's own writers do. The first file of a run writes them (about 2 s; counting every vehicle
// link's facets again took 10 s) and keeps a dump of the result; the other files copy it (server/test/template-db.ts,
// PreparedData).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, arrayContains, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { articles, articleVehicles, brands, reviews } from '../../server/db/schema';
import { raiseCatalogueVersion } from '../../server/services/catalogue/catalogue-version';
import { summaryRowsNow } from '../../server/services/catalogue/facet-summaries';
import type { PreparedData } from '../../server/test/template-db';
import { payload, payloads } from './xss-payloads';

export type PayloadArticle = {
  articleId: number;
  /** The payload that is its name in every language. */
  name: string;
  /** Its brand's name. */
  brand: string;
  review: { author: string; content: string };
};

/** Units on the shelf of each payload article: plenty for the orders that carry them. */
const shelf = 1000;

/** What the payload catalogue is made of: this file, the payloads and the catalogue writers it calls. */
const madeOf = [
  './xss-catalogue-data.ts',
  './xss-payloads.ts',
  '../../server/services/catalogue/facet-summaries.ts',
  '../../server/services/catalogue/catalogue-version.ts',
];

/** The payload catalogue as createTestApp's `prepared` data. */
export const payloadCatalogue: PreparedData = {
  key: madeOf
    .reduce((hash, file) => hash.update(readFileSync(new URL(file, import.meta.url))), createHash('sha256'))
    .digest('hex')
    .slice(0, 12),
  write: writeCatalogue,
};

/** The payload articles of a database the payload catalogue was written on, in payload order. */
export async function payloadArticles(db: Db): Promise<PayloadArticle[]> {
  const rows = await db
    .select({ articleId: articles.articleId })
    .from(articles)
    .where(arrayContains(articles.tags, [probeTag]))
    .orderBy(desc(articles.reviewCount));
  if (rows.length !== payloads.length)
    throw new Error(`${rows.length} payload articles, not ${payloads.length}`);
  return rows.map(({ articleId }, index) => article(articleId, index));
}

const probeTag = 'xssprobe';

function article(articleId: number, index: number): PayloadArticle {
  const { id, text } = payloads[index] ?? { id: 0, text: '' };
  return {
    articleId,
    name: text,
    brand: text,
    review: { author: payload(id + 1), content: payload(id + 2) },
  };
}

async function writeCatalogue(db: Db) {
  const chosen = await db
    .select({ articleId: articles.articleId })
    .from(articles)
    .where(and(eq(articles.stock, 'in-stock'), gt(articles.reviewCount, 0)))
    .orderBy(asc(articles.articleId))
    .limit(payloads.length);
  if (chosen.length < payloads.length) throw new Error(`only ${chosen.length} articles to carry payloads`);
  const chosenIds = chosen.map((row) => row.articleId);
  /** The summary groups (part type and brand) the chosen articles are in. */
  const groupsOf = async () =>
    (
      await db
        .selectDistinct({ genericArticleId: articles.genericArticleId, brandSlug: articles.brandSlug })
        .from(articles)
        .where(inArray(articles.articleId, chosenIds))
    ).map((row) => sql`(${row.genericArticleId}, ${row.brandSlug})`);
  // The groups they leave; those they join are read once they are written.
  const left = await groupsOf();

  await db.insert(brands).values(
    payloads.map(({ id, text }) => ({
      slug: `xss-${id}`,
      name: text,
      country: 'NO',
      image: `/api/images/brand/xss-${id}.webp`,
      position: 1000 + id,
    })),
  );
  for (const [index, { articleId }] of chosen.entries()) {
    const { id, text } = payloads[index] ?? { id: 0, text: '' };
    // First in the default order (review count, then id), in payload order.
    const reviewCount = 100_000 - index;
    await db
      .update(articles)
      .set({
        nameNo: text,
        nameEn: text,
        nameAr: text,
        brandSlug: `xss-${id}`,
        reviewCount,
        stockCount: shelf,
        featured: false,
        tags: sql`array_append(${articles.tags}, ${probeTag})`,
      })
      .where(eq(articles.articleId, articleId));
    const { review } = article(articleId, index);
    await db.insert(reviews).values({ articleId, date: '2030-01-01', rating: 5, ...review });
  }
  // Their links carry the new review count (the lists sort by it), in one pass over the links.
  await db.execute(sql`update ${articleVehicles} v set review_count = a.review_count from ${articles} a
    where a.article_id = v.article_id and a.article_id in ${chosenIds}`);
  // No featured article but the payload ones (showFeatured picks which).
  await db.update(articles).set({ featured: false });
  // The featured flag is no summary column. The touched groups' summaries, for every vehicle and the whole catalogue,
  // as the articles and links have them now (the database keeps the grouping to these groups).
  const groups = sql.join([...left, ...(await groupsOf())], sql`, `);
  await db.execute(sql`delete from catalogue_facets where (generic_article_id, brand_slug) in (${groups})`);
  await db.execute(sql`insert into catalogue_facets (car_id, generic_article_id, brand_slug, stars, reviewed, color,
    discounted, articles, min_price, max_price)
    select * from (${summaryRowsNow}) now where (now.generic_article_id, now.brand_slug) in (${groups})`);
  await raiseCatalogueVersion(db);
}

/**
 * Home shows 8 featured parts and the first 12 brands: these articles become the featured ones and their brands
 * come first.
 */
export async function showOnHome(db: Db, shown: readonly PayloadArticle[]) {
  const ids = shown.map((article) => article.articleId);
  await db.update(articles).set({ featured: inArray(articles.articleId, ids) });
  await db.update(brands).set({ position: sql`${brands.position} + 10000` });
  for (const [position, article] of shown.entries()) {
    await db
      .update(brands)
      .set({ position })
      .where(eq(brands.slug, sql`(select brand_slug from articles where article_id = ${article.articleId})`));
  }
  await raiseCatalogueVersion(db);
}
