// The admin's price change: an article's price and sale price change in one transaction with its facet summaries and
// the catalogue's cache version, so every process that sees the new version reads the new price (answer-cache.ts), as featured.ts does.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { articleTag, LISTS, raiseCatalogueVersion } from './catalogue-version';
import { refreshFacetSummaries } from './facet-summaries';

export type PriceChange = {
  articleId: number;
  /** The catalogue's new cache version; null when price and discount already had those values. */
  version: number | null;
};

/** What a price change touches: the answers holding the article, and every product list (facets count prices). */
export const priceChangeTags = (articleId: number) => [articleTag(articleId), LISTS];

/** Sets price and discount (whole kroner; discount null or below the price: the caller checks). null: unknown. */
export async function setArticlePrice(
  db: Db,
  articleId: number,
  price: number,
  discount: number | null,
): Promise<PriceChange | null> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ price: articles.price, discount: articles.discount })
      .from(articles)
      .where(eq(articles.articleId, articleId))
      .for('update');
    if (!article) return null;
    if (article.price === price && article.discount === discount) return { articleId, version: null };
    await tx.update(articles).set({ price, discount }).where(eq(articles.articleId, articleId));
    await refreshFacetSummaries(tx, articleId);
    return { articleId, version: await raiseCatalogueVersion(tx, priceChangeTags(articleId)) };
  });
}
