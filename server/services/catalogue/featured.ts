// The one catalogue write besides the seed: an admin marks an article as featured (or not). The flag and the
// catalogue's cache version change in one transaction, so a process that sees the new version reads the new flag.
import { asc, desc, eq } from 'drizzle-orm';
import { normalisePartNumber } from '../../../src/domain/part-number';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { raiseCatalogueVersion } from './catalogue-version';

export type FeaturedChange = {
  articleId: number;
  articleNumber: string;
  isFeatured: boolean;
  /** The catalogue's new cache version; null when the flag already had that value. */
  version: number | null;
};

/**
 * Sets the flag of the article GET /tecdoc/get-product-by-article-number answers for `number` (the same
 * normalised match, most reviewed first), so the admin changes the product the admin page shows. null: unknown.
 */
export async function setArticleFeatured(
  db: Db,
  number: string,
  isFeatured: boolean,
): Promise<FeaturedChange | null> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({
        articleId: articles.articleId,
        articleNumber: articles.articleNumber,
        featured: articles.featured,
      })
      .from(articles)
      .where(eq(articles.searchNumber, normalisePartNumber(number)))
      .orderBy(desc(articles.reviewCount), asc(articles.articleId))
      .limit(1)
      .for('update');
    if (!article) return null;
    const { articleId, articleNumber } = article;
    if (article.featured === isFeatured) return { articleId, articleNumber, isFeatured, version: null };
    await tx.update(articles).set({ featured: isFeatured }).where(eq(articles.articleId, articleId));
    return { articleId, articleNumber, isFeatured, version: await raiseCatalogueVersion(tx) };
  });
}
