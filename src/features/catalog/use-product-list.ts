import { fetchProductList, type ProductListRequest, productListPath } from '../../api/products';
import { useRemote } from '../../app/use-remote';
import { rememberProducts } from '../../db/catalog';
import { db } from '../../db/db';

/** A page of products; the products shown are kept in IndexedDB for the product page, cart and offline search. */
export function useProductList(request: ProductListRequest) {
  return useRemote(productListPath(request), async () => {
    const page = await fetchProductList(request);
    void rememberProducts(db, page.items).catch(() => undefined);
    return page;
  });
}
