// The app's views of what customers and staff typed, carrying the fifty payloads (xss-payloads.ts), drawn in Node as
// a returning device draws them (xss-views.tsx): profile names on the dashboard, in the header and in the profile
// form, saved addresses, the customer's orders (lines, addresses, staff notes) and the page a guest keeps by its
// token, tracking an order, the order desk, its orders and its search, and the contact form. No element or
// attribute may come from a payload, and each shows as text.
import { withoutWindow } from './xss-dom';
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { addressTexts, writeAccounts } from './xss-account-data';
import { startXssApp, type XssApp } from './xss-app';
import type { PayloadArticle } from './xss-catalogue-data';
import { payload, payloads } from './xss-payloads';
import { answerFetchFrom, openView, typeInto, until, visit } from './xss-views';

let shop: XssApp;
let catalogue: PayloadArticle[];
let accounts: Awaited<ReturnType<typeof writeAccounts>>;

beforeAll(async () => {
  shop = await withoutWindow(() => startXssApp());
  catalogue = shop.catalogue;
  accounts = await writeAccounts(shop, catalogue);
  answerFetchFrom(() => shop);
}, 600_000);
afterAll(() => shop?.stop());

const submit = (form: Element | null | undefined) =>
  act(async () => (form as HTMLFormElement | null)?.requestSubmit());

describe('profile names', () => {
  it('the account dashboard and the header show each name', async () => {
    for (const customer of accounts.named) await visit(shop, '/account/dashboard', customer.names, customer);
  }, 300_000);

  it('the profile form holds the names as values, nothing more', async () => {
    const [customer] = accounts.named;
    if (!customer) throw new Error('no customer');
    const view = await openView(shop, '/account/profile', customer);
    try {
      await until(() => expect(view.root.querySelector('input[name=firstName]')).not.toBeNull());
      await view.check([]);
      const field = view.root.querySelector<HTMLInputElement>('input[name=firstName]');
      expect(field?.value).toBe(customer.names[0]);
    } finally {
      await view.close();
    }
  }, 300_000);
});

describe('addresses', () => {
  it('the saved addresses show every payload', async () => {
    await visit(shop, '/account/addresses', accounts.saved.flatMap(addressTexts), accounts.buyer);
  }, 300_000);
});

describe('orders and staff notes', () => {
  it("the customer's order pages and the page a guest keeps by its token show lines, addresses and notes", async () => {
    const numbers = accounts.orders.map((order) => order.number);
    await visit(shop, '/account/orders', numbers, accounts.buyer);
    for (const order of accounts.orders) {
      await visit(shop, `/account/orders/${order.id}`, order.texts, accounts.buyer);
      await visit(shop, `/checkout/${order.token}`, order.texts);
    }
  }, 300_000);

  it('tracking an order by number and email shows its lines and notes', async () => {
    for (const order of accounts.orders) {
      const view = await openView(shop, '/track-order');
      try {
        await until(() => expect(view.root.querySelector('[data-testid=track-order-form]')).not.toBeNull());
        const form = view.root.querySelector('[data-testid=track-order-form]');
        const fields = form?.querySelectorAll('input') ?? [];
        typeInto(fields[0] ?? null, order.number);
        typeInto(fields[1] ?? null, order.email);
        await submit(form);
        await until(() => expect(view.root.querySelector('[data-testid=tracked-order]')).not.toBeNull());
        await view.check([...catalogue.map((article) => article.name), ...order.notes]);
      } finally {
        await view.close();
      }
    }
  }, 300_000);

  it("the order desk lists each order's names, and each order page shows lines, addresses and notes", async () => {
    const names = accounts.orders.flatMap((order) =>
      order.texts.slice(catalogue.length + 5, catalogue.length + 7),
    );
    await visit(shop, '/admin/orders', names, accounts.admin);
    for (const order of accounts.orders) {
      await visit(shop, `/admin/orders/${order.id}`, order.texts, accounts.admin);
    }
  }, 300_000);

  it('each payload typed into the desk search shows as text', async () => {
    const view = await openView(shop, '/admin/orders', accounts.admin);
    try {
      await until(() => expect(view.root.querySelector('[data-testid=desk-search]')).not.toBeNull());
      for (const { text } of payloads) {
        const box = view.root.querySelector<HTMLInputElement>('[data-testid=desk-search]');
        typeInto(box, text);
        const button = view.root.querySelector<HTMLButtonElement>('[data-testid=desk-search-submit]');
        await act(async () => button?.click());
        await until(() => expect(new URLSearchParams(location.search).get('search')).toBe(text.trim()));
        await view.check([]);
        expect(view.root.querySelector<HTMLInputElement>('[data-testid=desk-search]')?.value).toBe(
          text.trim(),
        );
      }
    } finally {
      await view.close();
    }
  }, 300_000);
});

describe('contact messages', () => {
  it('the contact form sends payloads as text', async () => {
    const before = (await shop.db.select().from(contactMessages)).length;
    const view = await openView(shop, '/contact-us');
    try {
      await until(() => expect(view.root.querySelector('[data-testid=contact-form]')).not.toBeNull());
      const form = view.root.querySelector('[data-testid=contact-form]');
      typeInto(form?.querySelector('[name=name]') ?? null, payload(28));
      typeInto(form?.querySelector('[name=email]') ?? null, 'kunde@example.no');
      typeInto(form?.querySelector('[name=subject]') ?? null, payload(33));
      typeInto(form?.querySelector('[name=message]') ?? null, payloads.map((p) => p.text).join('\n'));
      await submit(form);
      await until(() => expect(view.root.querySelector('[role=status]')?.textContent).toMatch(/Takk/));
      await view.check([]);
    } finally {
      await view.close();
    }
    const stored = await shop.db.select().from(contactMessages);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)).toMatchObject({ name: payload(28).trim(), subject: payload(33).trim() });
  }, 300_000);
});
