import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CartPage } from './cart.page';
import { ShopPage } from './shop.page';

export type AddressInput = {
  firstName: string;
  lastName: string;
  address1: string;
  postcode: string;
  phone: string;
  email?: string;
};

export const osloAddress: AddressInput = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address1: 'Storgata 1',
  postcode: '0155',
  phone: '41234567',
};

/** Page object for /checkout and /checkout/{token} (English texts). */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  step(name: 'contact' | 'delivery' | 'billing' | 'payment' | 'review') {
    return this.page.getByTestId(`step-${name}`);
  }

  async expectCurrent(name: 'contact' | 'delivery' | 'billing' | 'payment' | 'review') {
    await expect(this.step(name)).toHaveAttribute('data-state', 'current');
  }

  continueButton(name: 'contact' | 'delivery' | 'billing' | 'payment') {
    return this.step(name).getByRole('button', { name: 'Continue' });
  }

  async contact(email: string) {
    await this.expectCurrent('contact');
    await this.step('contact').getByLabel('Email address').fill(email);
    await this.continueButton('contact').click();
  }

  /** Types a new delivery address (the city comes from the postcode) and continues. */
  async deliverTo(address: AddressInput) {
    await this.expectCurrent('delivery');
    const step = this.step('delivery');
    const newAddress = step.getByRole('radio', { name: 'A new address' });
    if (await newAddress.count()) await newAddress.check();
    await step.locator('#delivery-firstName').fill(address.firstName);
    await step.locator('#delivery-lastName').fill(address.lastName);
    await step.locator('#delivery-address1').fill(address.address1);
    await step.locator('#delivery-postcode').fill(address.postcode);
    await expect(step.locator('#delivery-city')).not.toHaveValue('');
    if (address.email) await step.locator('#delivery-email').fill(address.email);
    await step.locator('#delivery-phone').fill(address.phone);
    await this.continueButton('delivery').click();
  }

  async pickUp() {
    await this.expectCurrent('delivery');
    await this.step('delivery')
      .getByRole('radio', { name: /Pick up in store/ })
      .check();
    await this.continueButton('delivery').click();
  }

  async billingSame() {
    await this.expectCurrent('billing');
    await this.continueButton('billing').click();
  }

  /** Types a new billing address (pickup: there is no delivery address to bill to) and continues. */
  async billTo(address: AddressInput) {
    await this.expectCurrent('billing');
    const step = this.step('billing');
    const newAddress = step.getByRole('radio', { name: 'A new address' });
    if (await newAddress.count()) await newAddress.check();
    await step.locator('#billing-firstName').fill(address.firstName);
    await step.locator('#billing-lastName').fill(address.lastName);
    await step.locator('#billing-address1').fill(address.address1);
    await step.locator('#billing-postcode').fill(address.postcode);
    await expect(step.locator('#billing-city')).not.toHaveValue('');
    if (address.email) await step.locator('#billing-email').fill(address.email);
    await step.locator('#billing-phone').fill(address.phone);
    await this.continueButton('billing').click();
  }

  /** On a page of the app whose products are kept: `count` of them into the device cart, then the checkout. */
  async openWithProducts(count = 1) {
    await new CartPage(this.page).seed('cart', count);
    await this.page.goto('/checkout');
    await new ShopPage(this.page).ready();
  }

  /**
   * A guest with `count` products of the brake pad list in the cart, in English, through contact, delivery to Oslo
   * (or pickup in store, billed to Oslo) and billing: on the payment step.
   */
  async guestToPayment(email: string, count = 1, delivery: 'home' | 'pickup' = 'home') {
    const shop = new ShopPage(this.page);
    const cart = new CartPage(this.page);
    await shop.open('/cart', 'en');
    await cart.seeProducts();
    await this.openWithProducts(count);
    await this.contact(email);
    if (delivery === 'pickup') {
      await this.pickUp();
      await this.billTo(osloAddress);
    } else {
      await this.deliverTo(osloAddress);
      await this.billingSame();
    }
  }

  async pay(method: 'Invoice' | 'Pay in store' | 'Vipps') {
    await this.expectCurrent('payment');
    await this.step('payment')
      .getByRole('radio', { name: new RegExp(`^${method}`) })
      .check();
    await this.continueButton('payment').click();
  }

  placeButton() {
    return this.page.getByTestId('place-order');
  }

  /** On /checkout/{token} with the placed order: answers its token and number. */
  async placedOrder(): Promise<{ token: string; number: string }> {
    await expect(this.page.getByTestId('order-placed')).toBeVisible({ timeout: 20_000 });
    const token = new URL(this.page.url()).pathname.split('/').pop() ?? '';
    const number = (await this.page.getByTestId('order-number').textContent()) ?? '';
    return { token, number };
  }
}

/** The order with `token` as the server has it (404 → null). */
export async function serverOrderByToken(request: APIRequestContext, token: string) {
  const res = await request.get(`/api/order/token/${token}`);
  if (res.status() === 404) return null;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).order as {
    number: string;
    status: string;
    total: number;
    items: { articleId: number; price: number }[];
    pickup: boolean;
    payment: { method: string; status: string };
  };
}

/** The signed-in user's orders on the server (all of them, newest first). */
export async function serverOrders(request: APIRequestContext, token: string) {
  const res = await request.get('/api/order/me?limit=50', { headers: { Authorization: token } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { total: number; items: { number: string; token: string; total: number }[] };
}

/** Saves an address on the account through the API (as if from the address pages). */
export async function saveAddress(
  request: APIRequestContext,
  token: string,
  headers: Record<string, string>,
) {
  const res = await request.post('/api/address/add', {
    headers: { ...headers, Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    data: { ...osloAddress, company: '', address2: '', city: '', email: 'kari@example.no', default: true },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

export { adminToken } from './staff-session';

/** Sets an article's price on the server (ADMIN). */
export async function setPrice(
  request: APIRequestContext,
  token: string,
  articleId: number,
  price: number,
  discount: number | null = null,
) {
  const res = await request.put('/api/product/admin/price', {
    headers: { Authorization: token },
    data: { articleId, price, discount },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}
