import { expect, type Page } from '@playwright/test';

/** Page object for product lists with filters, and for the search (box and result page). */
export class ListPage {
  constructor(readonly page: Page) {}

  /** The filter sidebar of wide screens. */
  sidebar() {
    return this.page.getByRole('complementary', { name: 'Filters' });
  }

  /** The filter drawer of small screens, opened with the Filters button. */
  async openDrawer() {
    await this.page.getByTestId('filters-button').click();
    const drawer = this.page.getByTestId('filter-drawer');
    await expect(drawer).toBeVisible();
    return drawer;
  }

  filter(slug: string, scope = this.sidebar()) {
    return scope.getByTestId(`filter-${slug}`);
  }

  brand(name: string, scope = this.sidebar()) {
    return this.filter('brand', scope).getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  async setPrice(from: number, to: number) {
    const price = this.filter('price');
    await price.getByLabel('From').fill(String(from));
    await price.getByLabel('To').fill(String(to));
    await price.getByLabel('To').press('Enter');
  }

  chips() {
    return this.page.getByTestId('active-filters');
  }

  chip(label: string) {
    return this.chips().getByRole('button', { name: `Remove filter: ${label}` });
  }

  productCards() {
    return this.page.getByTestId('product-card');
  }

  brandsShown() {
    return this.productCards().locator('p:first-child').allTextContents();
  }

  /** The article numbers of the cards shown (waits for the first card: the heading can come before them). */
  async articleNumbers() {
    await expect(this.productCards().first()).toBeVisible();
    return this.productCards().locator('p span[dir=ltr]').allTextContents();
  }

  /** "Showing 1–16 of 91 products" → 91 (waits for it). */
  async total() {
    const summary = this.page.getByText(/^Showing \d+–\d+ of \d+ products$/).first();
    await expect(summary).toBeVisible();
    return Number(/of (\d+) products/.exec(await summary.innerText())?.[1]);
  }

  pages() {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }

  searchBox() {
    return this.page.getByRole('search', { name: 'Search products' }).first().getByRole('combobox');
  }

  suggestions() {
    return this.page.getByTestId('search-suggestions');
  }

  /**
   * Makes `vehicle` the garage's current vehicle, as the vehicle picker would, straight in IndexedDB (the app
   * must have opened its database first). The list follows through its live query.
   */
  async setCurrentVehicle(vehicle: {
    id: number;
    year: number;
    make: string;
    model: string;
    engine: string;
  }) {
    await expect
      .poll(() =>
        this.page.evaluate(
          (record) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('bildeler');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('garage')) {
                  db.close();
                  return resolve(false);
                }
                const tx = db.transaction('garage', 'readwrite');
                tx.objectStore('garage').put({ ...record, current: true });
                tx.oncomplete = () => resolve(true);
                tx.onerror = () => resolve(false);
              };
            }),
          vehicle,
        ),
      )
      .toBe(true);
  }
}

/** 'W 10 000' → 'w1-0 000': the same number as a customer might type it. */
export const oddlySpaced = (number: string) => {
  const bare = number.replace(/[\s.\-/]/g, '').toLowerCase();
  return `${bare.slice(0, 2)}-${bare.slice(2, 4)} ${bare.slice(4)}`;
};
