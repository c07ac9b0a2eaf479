import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './pages/axe';
import { ListPage } from './pages/list.page';
import { type Locale, ShopPage } from './pages/shop.page';
import { golf, tesla, VehiclePage } from './pages/vehicle.page';

// The header finds a car by its plate at every width — the field in the desktop header from 992 px, one
// tap away on a phone — the vehicle picker chooses on the tap, and /products without a term is the catalogue.

const box = async (page: Page, testId: string) => {
  const found = await page.getByTestId(testId).filter({ visible: true }).first().boundingBox();
  expect(found, `${testId} is on screen`).not.toBeNull();
  return found as NonNullable<typeof found>;
};

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the header's plate field finds the car, on one line with the search box and the cart", async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    const vehicle = new VehiclePage(page);
    await shop.open('/', 'en');
    const field = vehicle.headerPlateField();
    await expect(field).toBeVisible();
    await expect(vehicle.plateButton()).toHaveCount(0);

    // One row: the search box keeps room to type in, and nothing runs past the window.
    const search = await page
      .getByRole('banner')
      .getByRole('combobox')
      .filter({ visible: true })
      .boundingBox();
    const plate = await field.boundingBox();
    const cart = await box(page, 'cart-indicator');
    expect(search?.width).toBeGreaterThan(180);
    expect((plate?.x ?? 0) + (plate?.width ?? 0)).toBeLessThan(cart.x);
    expect(cart.x + cart.width).toBeLessThanOrEqual(1024);
    expect(Math.abs((plate?.y ?? 0) + (plate?.height ?? 0) / 2 - (cart.y + cart.height / 2))).toBeLessThan(8);

    await field.fill(golf.plate);
    await field.press('Enter');
    // The app opens the normalised plate; typed before it has taken the page over, the plain form sends it as typed.
    await expect(page).toHaveURL(/\/all\?registreringsNummer=FP(\+|%20)?60885&parts=?$/);
    await expect(vehicle.heading()).toHaveText(`Parts for ${golf.name}`);
    await expect(vehicle.productCards().first()).toBeVisible();
  });

  test('/products without a search term lists the catalogue, paged like any list', async ({ page }) => {
    const shop = new ShopPage(page);
    const list = new ListPage(page);
    await shop.open('/products', 'en');
    await expect(shop.heading()).toHaveText('All products');
    await expect(list.productCards().first()).toBeVisible();
    await expect(page.getByText('What are you looking for?')).toHaveCount(0);
    await expect(list.sidebar()).toBeVisible();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(list.productCards().first()).toBeVisible();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the plate is one tap away: a plate without a match says so, a known one opens its car's parts", async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    const vehicle = new VehiclePage(page);
    await shop.open('/catalog', 'en');
    // The header's row fits the window: the search box, the plate button and the find-part button side by side.
    const plateButton = await box(page, 'plate-button');
    expect(plateButton.x + plateButton.width).toBeLessThanOrEqual(360);
    const search = await page
      .getByRole('banner')
      .getByRole('combobox')
      .filter({ visible: true })
      .boundingBox();
    expect(search?.width).toBeGreaterThan(140);

    const field = await vehicle.openPlateDialog();
    await expect(vehicle.plateDialog().getByRole('tab')).toHaveCount(0);
    await field.fill('ZZ 99999');
    await expect(vehicle.plateDialog().getByRole('alert')).toContainText('No products found.');
    await field.fill(golf.plate);
    await expect(vehicle.plateDialog().getByText(golf.name)).toBeVisible();
    await vehicle.plateDialog().getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/all\\?motorID=${golf.carId}$`));
    await expect(vehicle.plateDialog()).toHaveCount(0);
    await expect(vehicle.heading()).toHaveText(`Parts for ${golf.name}`);
  });

  test("tapped before the app has arrived, the plate button shows the plate field; a plate opens its car's parts", async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/catalog');
    await new VehiclePage(page).plateButton().click();
    const field = page.getByRole('textbox', { name: 'Registreringsnummer' }).filter({ visible: true });
    await expect(field).toHaveCount(1);
    await field.fill(tesla.plate.replace(' ', ''));
    await field.press('Enter');
    await expect(page).toHaveURL(/\/all\?registreringsNummer=EE77156&parts=$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deler til ${tesla.name}`);
  });
});

// The header with the plate lookup open at 360 px, in both languages (the header at desktop widths, where the plate
// field stands in it from 992 px, is scanned with home in a11y.spec.ts).
test('the header at 360 px and its plate lookup have no serious a11y violations in no and ar', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const shop = new ShopPage(page);
  const vehicle = new VehiclePage(page);
  for (const locale of ['no', 'ar'] as Locale[]) {
    await shop.open('/', locale);
    await vehicle.plateButton().click();
    await expect(vehicle.plateDialog()).toBeVisible();
    expect(await seriousViolations(page), `${locale} at 360 px`).toEqual([]);
  }
});
