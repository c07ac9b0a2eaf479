// The payloads written straight into the catalogue (no API writes article names, brands or reviews): fifty
// in-stock articles renamed, each under a brand of its own named by a payload, each with a review whose author
// and text are payloads, and put first in the shop's default order so the first product list pages show them all.
// Facet summaries are rebuilt and the catalogue's version raised, as the catalogue's own writers do.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { articles, articleVehicles, brands, reviews } from '../../server/db/schema';
import { raiseCatalogueVersion } from '../../server/services/catalogue/catalogue-version';
import { summaryRowsNow } from '../../server/services/catalogue/facet-summaries';
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

export async function writeCatalogue(db: Db): Promise<PayloadArticle[]> {
  const chosen = await db
    .select({ articleId: articles.articleId })
    .from(articles)
    .where(and(eq(articles.stock, 'in-stock'), gt(articles.reviewCount, 0)))
    .orderBy(asc(articles.articleId))
    .limit(payloads.length);
  if (chosen.length < payloads.length) throw new Error(`only ${chosen.length} articles to carry payloads`);

  await db.insert(brands).values(
    payloads.map(({ id, text }) => ({
      slug: `xss-${id}`,
      name: text,
      country: 'NO',
      image: `/api/images/brand/xss-${id}.webp`,
      position: 1000 + id,
    })),
  );
  const written: PayloadArticle[] = [];
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
        tags: sql`array_append(${articles.tags}, 'xssprobe')`,
      })
      .where(eq(articles.articleId, articleId));
    await db.update(articleVehicles).set({ reviewCount }).where(eq(articleVehicles.articleId, articleId));
    const review = { author: payload(id + 1), content: payload(id + 2) };
    await db.insert(reviews).values({ articleId, date: '2030-01-01', rating: 5, ...review });
    written.push({ articleId, name: text, brand: text, review });
  }
  // No featured article but the payload ones (showFeatured picks which).
  await db.update(articles).set({ featured: false });
  await db.execute(sql`delete from catalogue_facets`);
  await db.execute(sql`insert into catalogue_facets (car_id, generic_article_id, brand_slug, stars, reviewed, color,
    discounted, articles, min_price, max_price) ${summaryRowsNow}`);
  await raiseCatalogueVersion(db);
  return written;
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
