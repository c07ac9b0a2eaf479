import { ApiError } from '../../api/client';
import { fetchProductByArticleNumber, seededProductByArticleNumber } from '../../api/product';
import { listSeenProducts } from '../../db/catalog';
import type { AppDB } from '../../db/schema';
import { normalisePartNumber } from '../../domain/part-number';
import type { ProductSummary } from '../../domain/product';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { useRemote } from '../../lib/use-remote';

export type ArticleLookup =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'found'; product: ProductSummary }
  | { status: 'not-found' }
  | { status: 'failed'; error: ApiError; retry: () => void };

/** A product seen on this device with article number `number` (normalised), for lookups offline. */
async function seenWithNumber(db: AppDB, number: string): Promise<ProductSummary | null> {
  const seen = await listSeenProducts(db).catch(() => []);
  return seen.find((product) => normalisePartNumber(product.articleNumber) === number) ?? null;
}

/**
 * The product with article number `typed`, however it was typed (spaces, dots, dashes and case do not count).
 * When the server cannot be reached, the products seen on this device are searched instead.
 */
export function useArticleLookup(typed: string): ArticleLookup {
  const { locale } = useLanguage();
  const db = useDatabase();
  const number = normalisePartNumber(typed);
  const remote = useRemote(
    number ? `${locale}:${number}` : null,
    async () => {
      try {
        return await fetchProductByArticleNumber(locale, number);
      } catch (error) {
        const seen = error instanceof ApiError && error.isNetwork ? await seenWithNumber(db, number) : null;
        if (seen) return seen;
        throw error;
      }
    },
    { seeded: (seed) => seededProductByArticleNumber(seed, locale, number) },
  );
  if (!number) return { status: 'empty' };
  if (remote.status === 'loading') return { status: 'loading' };
  if (remote.status === 'failed') return { status: 'failed', error: remote.error, retry: remote.retry };
  return remote.data ? { status: 'found', product: remote.data } : { status: 'not-found' };
}
