import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type ApiProduct = {
  articleId: number;
  articleNumber: string;
  name: string;
  articleName: string;
  reviews: number;
  images: { imageURL800: string }[];
};
export type GarageVehicle = { id: number; year: number; make: string; model: string; engine: string };

/** Page object for the product page, its gallery and lightbox, the quick view and the article lookup. */
export class ProductPage {
  constructor(readonly page: Page) {}

  /** Products straight from the API (the e2e catalogue is seeded, so these exist). */
  static async products(request: APIRequestContext, query = 'perPage=100&lang=en'): Promise<ApiProduct[]> {
    const res = await request.get(`/api/tecdoc/get-products?${query}`);
    expect(res.ok()).toBe(true);
    return (await res.json()).items;
  }

  static async detail(request: APIRequestContext, id: number) {
    const res = await request.get(`/api/product/item?id=${id}&lang=en`);
    expect(res.ok()).toBe(true);
    return (await res.json()).product as ApiProduct & {
      compatibility: { total: number; vehicles: { carId: number; manuName: string; modelname: string }[] };
      reviewList: { author: string }[];
    };
  }

  async open(articleId: number) {
    await this.page.goto(`/products/${articleId}`);
    await expect(this.root()).toBeVisible();
  }

  root() {
    return this.page.getByTestId('product-page');
  }

  heading() {
    return this.page.locator('main h1').first();
  }

  gallery() {
    return this.page.getByTestId('gallery');
  }

  mainImage() {
    return this.page.getByTestId('gallery-main');
  }

  lightbox() {
    return this.page.getByTestId('lightbox');
  }

  reviews() {
    return this.page.getByTestId('reviews');
  }

  fitment() {
    return this.page.getByTestId('fitment');
  }

  quickViewButtons() {
    return this.page.getByTestId('quick-view-button');
  }

  quickView() {
    return this.page.getByTestId('quick-view');
  }

  /** Makes `vehicle` the only, current vehicle of the garage, as choosing it in the picker would. */
  async setCurrentVehicle(vehicle: GarageVehicle) {
    await this.page.evaluate(
      (v) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('bildeler');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('garage', 'readwrite');
            const store = tx.objectStore('garage');
            store.clear();
            store.put({ ...v, current: true });
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      vehicle,
    );
  }
}
