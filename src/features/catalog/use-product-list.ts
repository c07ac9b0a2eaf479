import { useLiveQuery } from 'dexie-react-hooks';
import {
  fetchProductList,
  type ProductListRequest,
  type ProductPage,
  productListPath,
  seededProductList,
} from '../../api/products';
import { readCategoryTree, rememberProducts } from '../../db/catalog';
import { readPackList } from '../../db/pack-query';
import { useDatabase } from '../../lib/database';
import { type Remote, useRemote } from '../../lib/use-remote';

/**
 * A page of products (none asked for while `request` is null); the products shown are kept in IndexedDB for the
 * product page, the cart and offline search — a full disk must not fail the list. When the server cannot be reached
 * (and the service worker has no copy), the vehicle's offline parts pack answers, with its date (`pricedAt`); it
 * follows the pack while it downloads, and the server is asked again when the network is back.
 */
export function useProductList(
  request: ProductListRequest | null,
): Remote<ProductPage> & { retry: () => void } {
  const db = useDatabase();
  const path = request && productListPath(request);
  const remote = useRemote(
    path,
    () => (request ? fetchProductList(request) : Promise.reject(new Error('no request'))),
    {
      seeded: (seed) => (request ? seededProductList(seed, request) : undefined),
      keep: (page) => void rememberProducts(db, page.items).catch(() => undefined),
    },
  );
  const offline = remote.status === 'failed' && remote.error.isNetwork;
  const fromPack = useLiveQuery(async () => {
    if (!offline || !request) return null;
    const tree = await readCategoryTree(db, request.lang).catch(() => []);
    return readPackList(db, request, tree).catch(() => null);
  }, [db, offline, path]);
  if (!offline) return remote;
  if (fromPack === undefined) return { status: 'loading', retry: remote.retry };
  return fromPack ? { status: 'done', data: fromPack, retry: remote.retry } : remote;
}
