import { expect, type Page } from '@playwright/test';
import { CatalogPage } from './catalog.page';
import { seenProductCount } from './offline';

type SavedTable = 'cart' | 'wishlist' | 'compare';

/** Page object for the cart, wishlist and compare pages and the lines kept in IndexedDB. */
export class CartPage {
  constructor(readonly page: Page) {}

  /** Opens a product list so its products are kept in IndexedDB (the source of the seeded lines). */
  async seeProducts(path = '/catalog/bremseklosser') {
    await this.page.goto(path);
    // The first list of a test run meets a cold server beside another browser: more than the default 5 s.
    await expect(new CatalogPage(this.page).productCards().first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => seenProductCount(this.page)).toBeGreaterThan(3);
  }

  /**
   * Puts `count` products seen into a table, as the app's own writes would (products that can be bought:
   * not out of stock). Writes go around Dexie, so open the page afterwards to see them.
   */
  async seed(table: SavedTable, count: number, quantity = 1): Promise<string[]> {
    return this.page.evaluate(seedTable, { table, count, quantity });
  }

  /** As `seed`, from the products seen among `articleIds` only (a list that no other test buys, say). */
  async seedAmong(table: SavedTable, count: number, articleIds: number[]): Promise<string[]> {
    return this.page.evaluate(seedTable, { table, count, quantity: 1, only: articleIds });
  }

  lines() {
    return this.page.getByTestId('cart-line');
  }

  amount(name: 'subtotal' | 'shipping' | 'total' | 'vat') {
    return this.page.getByTestId(`cart-${name}`);
  }

  pickup() {
    return this.page.getByRole('checkbox', { name: /Pick up in store/ });
  }

  compareColumns() {
    return this.page.getByTestId('compare-table').locator('thead th[scope=col]');
  }
}

/** Whole kroner from a shown amount ("1,290 kr" → 1290). */
export const kroner = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

// The functions below run in the page (page.evaluate sends their source): they use nothing from this module.

async function seedTable({
  table,
  count,
  quantity,
  only,
}: {
  table: SavedTable;
  count: number;
  quantity: number;
  only?: number[];
}) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('bildeler');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  type Product = {
    articleId: number;
    articleNumber: string;
    price: number;
    discount: number | null;
    stock: string;
  };
  const products = await new Promise<Product[]>((resolve, reject) => {
    const all = db.transaction('products').objectStore('products').getAll();
    all.onsuccess = () => resolve(all.result);
    all.onerror = () => reject(all.error);
  });
  const chosen = products
    .filter((p) => p.stock !== 'out-of-stock' && (!only || only.includes(p.articleId)))
    .slice(0, count);
  const tx = db.transaction(table, 'readwrite');
  chosen.forEach((product, i) => {
    const addedAt = Date.now() + i;
    const price =
      product.discount !== null && product.discount < product.price ? product.discount : product.price;
    tx.objectStore(table).put(
      table === 'cart'
        ? {
            articleId: product.articleId,
            articleNumber: product.articleNumber,
            product,
            options: {},
            price,
            quantity,
            addedAt,
          }
        : { articleId: product.articleId, product, addedAt },
    );
  });
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return chosen.map((product) => product.articleNumber);
}
