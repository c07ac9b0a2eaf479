// Offline parts packs (docs/offline.md, Offline parts packs): a vehicle's parts saved for offline are browsed, filtered, searched by OE number,
// opened and put in the cart with no network, and the order goes through checkout once the network is back; a
// download cut by a reload and by the network goes on from where it stopped and ends with the server's count.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { CheckoutPage, osloAddress, serverOrderByToken } from './pages/checkout.page';
import { ListPage } from './pages/list.page';
import { controlledByServiceWorker } from './pages/offline';
import { ShopPage } from './pages/shop.page';
import { golf } from './pages/vehicle.page';

type PackPart = {
  articleId: number;
  articleName: string;
  images: unknown[];
  oeNumbers: { oeNumber: string }[];
};

/** The server's count of the vehicle's parts, and one of its parts with an OE number. */
async function serverPack(request: APIRequestContext, lang: string) {
  const answer = await request.get(`/api/packs/vehicle/${golf.carId}?lang=${lang}&limit=100`);
  expect(answer.ok()).toBe(true);
  const page = (await answer.json()) as { total: number; parts: PackPart[] };
  const withOe = page.parts.find((part) => part.oeNumbers.length > 0 && part.images.length > 0);
  if (!withOe) throw new Error('no part with an OE number and a picture in the first page');
  return { total: page.total, part: withOe };
}

/** Parts of the vehicle stored on the device. */
const storedParts = (page: Page) =>
  page.evaluate(
    (carId) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const parts = open.result.transaction('packParts').objectStore('packParts');
          const count = parts.count(IDBKeyRange.bound([carId, -Infinity], [carId, Infinity]));
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    golf.carId,
  );

/** Opens the vehicle's page in `lang`, makes it the garage's vehicle and returns its offline box. */
async function vehicleInGarage(page: Page) {
  const shop = new ShopPage(page);
  await shop.open(`/all?motorID=${golf.carId}`, 'en');
  await page.getByRole('button', { name: 'Make this my vehicle' }).click();
  const box = page.getByTestId('vehicle-offline');
  await expect(box).toBeVisible();
  return box;
}

test('a saved vehicle is browsed, filtered, searched, opened and bought from offline', {
  tag: '@offline',
}, async ({ page, context }) => {
  const { total, part } = await serverPack(page.request, 'en');
  const box = await vehicleInGarage(page);
  await controlledByServiceWorker(page);
  await new ShopPage(page).ready();
  await box.getByRole('button', { name: `Save parts for ${golf.name} for offline use` }).click();
  await expect(box.getByTestId('pack-control')).toHaveAttribute('data-state', 'ready');
  await expect(box).toContainText(`${total} parts saved for offline`);
  expect(await storedParts(page)).toBe(total);

  await context.setOffline(true);
  // The vehicle's categories, counted from the pack.
  await page.goto(`/all?motorID=${golf.carId}`);
  const categories = page.getByTestId('vehicle-categories').getByRole('link');
  await expect(categories.first()).toBeVisible();
  await categories.first().click();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('prices-saved-note').first()).toBeVisible();
  // A brand filter narrows the list to that brand, with the count the sidebar gave.
  const list = new ListPage(page);
  const brand = list.filter('brand').getByRole('checkbox').first();
  // Its accessible name is "Bosch (12)" (the brand and its count).
  const [, brandName = '', count = ''] = /checkbox "(.+) \((\d+)\)"/.exec(await brand.ariaSnapshot()) ?? [];
  await brand.check();
  await expect(page).toHaveURL(/brand=/);
  expect(await list.total()).toBe(Number(count));
  expect(new Set((await list.brandsShown()).map((b) => b.toLowerCase()))).toEqual(
    new Set([brandName.toLowerCase()]),
  );

  // The OE number typed with odd spacing finds its part first.
  const oe = part.oeNumbers[0]?.oeNumber ?? '';
  const typed = `${oe.slice(0, 2)} ${oe.slice(2, 5)}.${oe.slice(5)}`;
  await page.goto(`/products?search=${encodeURIComponent(typed)}`);
  await expect(cards.first()).toContainText(part.articleName);
  await cards.first().getByRole('link').first().click();
  await expect(page.locator('main h1').first()).toContainText(part.articleName);
  await expect(page.getByTestId('prices-saved-note').first()).toBeVisible();
  // Its picture, never fetched before, is drawn from the pack by the service worker.
  const picture = page.locator('main img').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText('1');

  // Back online, the order goes through checkout (the prices checked again by the server).
  await context.setOffline(false);
  await page.goto('/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.contact('per.offline@example.no');
  await checkout.pickUp();
  await checkout.billTo(osloAddress);
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const { token, number } = await checkout.placedOrder();
  expect((await serverOrderByToken(page.request, token))?.number).toBe(number);
});

test.describe('a download that is cut', () => {
  // The pack's pages are held and cut by the test: requests a service worker passes on cannot be routed.
  test.use({ serviceWorkers: 'block' });

  test('goes on after a reload and after the network drops, and ends with the server’s count', async ({
    page,
    context,
  }) => {
    const { total } = await serverPack(page.request, 'en');
    // The first page passes; every later one waits for the test.
    const held: Route[] = [];
    const cursors: string[] = [];
    await context.route('**/api/packs/vehicle/**', async (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor');
      if (!cursor) return route.continue();
      cursors.push(cursor);
      held.push(route);
    });
    const nextHeld = async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      return held.shift() as Route;
    };
    const box = await vehicleInGarage(page);
    await box.getByRole('button', { name: `Save parts for ${golf.name} for offline use` }).click();
    const progress = box.getByTestId('pack-progress');
    await expect(box.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '250');
    await expect(progress).toContainText(`250 of ${total} parts`);
    await expect(progress).toContainText('MB');

    // A reload while the second page travels: the download goes on from the second page.
    const cut = await nextHeld();
    await page.reload();
    await cut.abort('aborted').catch(() => undefined);
    await expect(page.getByTestId('vehicle-offline').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '250',
    );
    const again = await nextHeld();
    expect(cursors).toHaveLength(2);
    expect(cursors[1]).toBe(cursors[0]);

    // The network drops under it: the page says it waits, and it goes on when the network is back.
    await context.setOffline(true);
    await again.abort('internetdisconnected');
    await expect(page.getByTestId('vehicle-offline')).toContainText('Waiting for the network');
    await context.unroute('**/api/packs/vehicle/**');
    await context.setOffline(false);
    const saved = page.getByTestId('vehicle-offline');
    await expect(saved.getByTestId('pack-control')).toHaveAttribute('data-state', 'ready');
    await expect(saved).toContainText(`${total} parts saved for offline`);
    expect(await storedParts(page)).toBe(total);

    // The storage page lists it with its size and date, and the device's storage.
    await page.goto('/account/offline-parts');
    const pack = page.getByTestId('offline-pack');
    await expect(pack).toContainText(golf.name);
    await expect(pack).toContainText(`${total} parts`);
    await expect(pack).toContainText('MB');
    await expect(page.getByTestId('storage-summary')).toContainText('available');
    await pack.getByRole('button', { name: `Delete the offline parts for ${golf.name}` }).click();
    await expect(page.getByTestId('offline-packs-empty')).toBeVisible();
    expect(await storedParts(page)).toBe(0);
  });
});
