// The admin's calls: the paged category list and an article's featured flag.
// All carry the ADMIN's token, so the service worker neither keeps nor answers them: they are always fresh, and
// offline they fail with ApiError NETWORK. A featured change also drops the answers it made stale from the service
// worker's catalogue cache (catalogue-cache.ts), so home shows the change on its next read.
import { AdminCategoriesAnswer, type AdminCategory, type AdminCategoryPage } from '../domain/catalog';
import { FeaturedSetAnswer } from '../domain/listing';
import type { Locale } from '../domain/locale';
import { normalisePartNumber } from '../domain/part-number';
import { ProductByNumberAnswer } from '../domain/product';
import { forgetCachedReads } from './catalogue-cache';
import { ApiError, request } from './client';

export type { AdminCategory, AdminCategoryPage };

export type AdminCategoryQuery = { page: number; perPage: number; lang: Locale; search: string };

/** GET /category/list/admin/sidebaritems?page&perPage&lang[&search] → data (ADMIN only). */
export async function fetchAdminCategories(query: AdminCategoryQuery): Promise<AdminCategoryPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    perPage: String(query.perPage),
    lang: query.lang,
  });
  const search = query.search.trim();
  if (search) params.set('search', search);
  return (await request(AdminCategoriesAnswer, `/category/list/admin/sidebaritems?${params}`, { auth: true }))
    .data;
}

export type AdminArticle = {
  articleId: number;
  articleNumber: string;
  name: string;
  brand: string;
  price: number;
  discount: number | null;
  featured: boolean;
};

/**
 * GET /tecdoc/get-product-by-article-number, sent with the token so the service worker passes it to the server:
 * the admin sees the featured flag as it is now. Null when no article has that number.
 */
export async function fetchAdminArticle(lang: Locale, articleNumber: string): Promise<AdminArticle | null> {
  const number = normalisePartNumber(articleNumber);
  if (!number) return null;
  const params = new URLSearchParams({ lang, articleNumber: number });
  try {
    const { product } = await request(
      ProductByNumberAnswer,
      `/tecdoc/get-product-by-article-number?${params}`,
      {
        auth: true,
      },
    );
    return {
      articleId: product.articleId,
      articleNumber: product.articleNumber,
      name: product.name || product.articleName,
      brand: product.mfrName,
      price: product.price,
      discount: product.discount !== null && product.discount < product.price ? product.discount : null,
      featured: product.featured,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Kept answers a featured change makes stale: the featured lists, featured searches and that article's lookup. */
export const isStaleAfterFeaturedChange = (articleNumber: string) => (url: URL) => {
  const path = url.pathname;
  if (path === '/api/tecdoc/get-feature-products') return true;
  if (path === '/api/tecdoc/search') return url.searchParams.has('featured');
  if (path === '/api/tecdoc/get-product-by-article-number') {
    return (
      normalisePartNumber(url.searchParams.get('articleNumber') ?? '') === normalisePartNumber(articleNumber)
    );
  }
  return false;
};

/**
 * GET /tecdoc/set-article-featured?articleNumber&isFeatured=1|0 → the article's flag as the server now has it.
 * The server drops its own cached answers; this drops the service worker's, before it resolves.
 */
export async function setArticleFeatured(articleNumber: string, featured: boolean): Promise<boolean> {
  const params = new URLSearchParams({ articleNumber, isFeatured: featured ? '1' : '0' });
  const answer = await request(FeaturedSetAnswer, `/tecdoc/set-article-featured?${params}`, { auth: true });
  await forgetCachedReads(isStaleAfterFeaturedChange(articleNumber)).catch(() => 0);
  return answer.isFeatured;
}
