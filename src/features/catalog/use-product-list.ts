import {
  fetchProductList,
  type ProductListRequest,
  productListPath,
  seededProductList,
} from '../../api/products';
import { rememberProducts } from '../../db/catalog';
import { useDatabase } from '../../lib/database';
import { useRemote } from '../../lib/use-remote';

/**
 * A page of products (none asked for while `request` is null); the products shown are kept in IndexedDB for the
 * product page, the cart and offline search — a full disk must not fail the list.
 */
export function useProductList(request: ProductListRequest | null) {
  const db = useDatabase();
  return useRemote(
    request && productListPath(request),
    () => (request ? fetchProductList(request) : Promise.reject(new Error('no request'))),
    {
      seeded: (seed) => (request ? seededProductList(seed, request) : undefined),
      keep: (page) => void rememberProducts(db, page.items).catch(() => undefined),
    },
  );
}
