import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Page object for /quick-order: the list field, its errors, the lines found and the add. */
export class QuickOrderPage {
  constructor(readonly page: Page) {}

  field() {
    return this.page.getByTestId('quick-order-text');
  }

  async find(text: string) {
    await this.field().fill(text);
    await this.page.getByTestId('quick-order-form').getByRole('button').click();
  }

  errors() {
    return this.page.getByTestId('quick-order-errors');
  }

  lines() {
    return this.page.getByTestId('quick-order-line');
  }

  line(n: number) {
    return this.page.locator(`[data-testid="quick-order-line"][data-line="${n}"]`);
  }

  addButton() {
    return this.page.getByTestId('quick-order-add');
  }

  added() {
    return this.page.getByTestId('quick-order-added');
  }

  /**
   * `count` article numbers of the seeded catalogue that one article each has (no brand to choose), from the
   * products of `query` (in the list's order).
   */
  static async singleNumbers(request: APIRequestContext, count: number, query = 'perPage=40&lang=en') {
    const res = await request.get(`/api/tecdoc/get-products?${query}`);
    expect(res.ok()).toBe(true);
    const items = (await res.json()).items as { articleNumber: string; articleId: number }[];
    const looked = await request.post('/api/product/by-numbers', {
      data: { numbers: items.map((item) => item.articleNumber) },
    });
    expect(looked.ok()).toBe(true);
    const matches = (await looked.json()).numbers as { number: string; by: string; articles: unknown[] }[];
    const single = new Set(
      matches.filter((m) => m.by === 'article' && m.articles.length === 1).map((m) => m.number),
    );
    const chosen = items.filter((item) => single.has(normalised(item.articleNumber))).slice(0, count);
    expect(chosen, 'the seeded catalogue has enough articles of one brand per number').toHaveLength(count);
    return chosen;
  }

  /** The article ids kept on the device as seen (the app's IndexedDB store `products`). */
  async seenIds(): Promise<number[]> {
    return this.page.evaluate(
      () =>
        new Promise<number[]>((resolve, reject) => {
          const open = indexedDB.open('bildeler');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const keys = open.result.transaction('products').objectStore('products').getAllKeys();
            keys.onsuccess = () => {
              open.result.close();
              resolve(keys.result as number[]);
            };
            keys.onerror = () => reject(keys.error);
          };
        }),
    );
  }
}

/** As the shop compares part numbers: upper case, no spaces, dots, dashes or slashes. */
export const normalised = (number: string) => number.toUpperCase().replace(/[\s.\-/]/g, '');
