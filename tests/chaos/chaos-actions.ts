// What a user does in the chaos test (tests/chaos/chaos.spec.ts), one write at a time, through the shop's pages as a
// user would, whatever the network does meanwhile. An action answers true once the page showed its write done (on
// the device: the outbox takes it from there), false when the page could not do it now (the user moves on).
import { expect, type Page } from '@playwright/test';
import { AddressPages, kari } from '../e2e/pages/addresses.page';
import { CheckoutPage } from '../e2e/pages/checkout.page';
import { ShopPage } from '../e2e/pages/shop.page';
import { VehiclePage, v70 } from '../e2e/pages/vehicle.page';

const list = '/catalog/bremseklosser';
/** How long one step may take before the user gives up on it (a busy 2-core machine, a restarting server). */
const patience = { timeout: 20_000 };

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function open(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return;
  await page.goto(path);
  await new ShopPage(page).ready();
}

/** The first cards of the brake pad list: few articles, so lines grow and the server's carts stay small. */
export async function addToCart(page: Page): Promise<boolean> {
  await open(page, list);
  const buttons = page.locator('[data-testid=product-card] [data-testid=add-to-cart]:not([disabled])');
  await expect(buttons.first()).toBeVisible(patience);
  // The header's count of units, once the app has taken the drawn page over (data-app): the add is on the device
  // once it shows one more.
  await expect(page.locator('html[data-app]')).toHaveCount(1, patience);
  const count = page.getByTestId('cart-count').first();
  const before = Number((await count.textContent()) || 0);
  await buttons.nth(Math.floor(Math.random() * Math.min(6, await buttons.count()))).click();
  await expect(count).toHaveText(String(before + 1), patience);
  return true;
}

/** One more, or one less, of a line on /cart. */
export async function changeQuantity(page: Page): Promise<boolean> {
  await open(page, '/cart');
  const lines = page.getByTestId('cart-line');
  if ((await lines.count()) === 0) return false;
  const line = lines.nth(Math.floor(Math.random() * (await lines.count())));
  const field = line.getByRole('textbox');
  const quantity = Number(await field.inputValue());
  const less = quantity > 1 && Math.random() < 0.4;
  await line.getByRole('button', { name: less ? 'Decrease' : 'Increase' }).click();
  await expect(field).toHaveValue(String(quantity + (less ? -1 : 1)), patience);
  return true;
}

const volvo = /VOLVO V70 III/;

/** The V70 into the garage through the vehicle picker, or out of it when it is there. */
export async function toggleVehicle(page: Page): Promise<boolean> {
  await open(page, '/');
  await page.getByTestId('vehicle-button').click();
  const picker = page.getByTestId('vehicle-picker');
  await expect(picker).toBeVisible(patience);
  const saved = picker.getByRole('radio', { name: volvo });
  // The picker reads the garage as it opens: a list (with "All vehicles") or, when empty, the form to add one.
  const year = picker.getByLabel('Year', { exact: true });
  await expect(picker.getByRole('radio', { name: 'All vehicles' }).or(year).first()).toBeVisible(patience);
  if (await saved.count()) {
    await picker.getByRole('button', { name: /^Remove VOLVO V70 III/ }).click();
    await expect(saved).toHaveCount(0, patience);
  } else {
    const another = picker.getByRole('button', { name: 'Add a vehicle' });
    if (await another.count()) await another.click();
    await new VehiclePage(page).chooseInSelector(v70);
    await picker.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(saved).toHaveCount(1, patience);
  }
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0, patience);
  return true;
}

/** The name a chaos address is known by, and its second line after `revision` edits. */
export const chaosAddress = (n: number, revision: number) => ({
  ...kari,
  firstName: `Chaos${n}`,
  address1: `Chaosveien ${n}`,
  address2: `Revision ${revision}`,
});

/**
 * Address `n` saved with its second line at `revision`: new from /account/addresses/new (revision 0), else edited
 * from the list. Saving needs the network: the user waits for it, and presses Save again after a failure (the page
 * keeps the save's Idempotency-Key) until the list shows again. A save is not given up: each address must end on the
 * server once, with its last revision.
 */
export async function saveAddress(page: Page, n: number, revision: number): Promise<boolean> {
  const addresses = new AddressPages(page);
  const values = chaosAddress(n, revision);
  if (revision === 0) {
    await page.goto('/account/addresses/new');
    await new ShopPage(page).ready();
    await addresses.fill(values);
  } else {
    await open(page, '/account/addresses');
    await page
      .getByRole('link', { name: `Edit the address of ${values.firstName} ${values.lastName}` })
      .click();
    await expect(addresses.field('address1')).toHaveValue(values.address1, patience);
    await addresses.fill({ address2: values.address2 });
  }
  await expect(addresses.field('city')).not.toHaveValue('', patience);
  for (;;) {
    const save = page.getByTestId('save-address');
    await expect(save).toBeEnabled({ timeout: 120_000 });
    await save.click();
    const listed = page.getByTestId('address-list');
    await expect(listed.or(page.getByRole('alert')).first()).toBeVisible({ timeout: 60_000 });
    if (/\/account\/addresses$/.test(new URL(page.url()).pathname)) return true;
  }
}

/** The cart checked out to the saved address, paid by invoice; true once the page shows the order placed or waiting. */
export async function placeOrder(page: Page): Promise<boolean> {
  const checkout = new CheckoutPage(page);
  await page.goto('/checkout');
  await new ShopPage(page).ready();
  await checkout.expectCurrent('delivery');
  await checkout
    .step('delivery')
    .getByRole('radio', { name: /Storgata 1/ })
    .check();
  await checkout.continueButton('delivery').click();
  await checkout.billingSame();
  await checkout.pay('Invoice');
  await expect(page.getByTestId('review-checked').or(page.getByTestId('review-offline')).first()).toBeVisible(
    patience,
  );
  await checkout.placeButton().click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/, patience);
  await expect(page.getByTestId('order-placed').or(page.getByTestId('order-waiting')).first()).toBeVisible(
    patience,
  );
  return true;
}

export const actions = { addToCart, changeQuantity, toggleVehicle, saveAddress, placeOrder, pick };
