// Profile names, saved addresses, orders (their lines, addresses and staff notes on status moves), the order desk
// and its search, tracking, and the contact form, carrying the fifty payloads (xss-payloads.ts), in Chromium:
// every page that shows them, for the customer and for staff. Nothing may run and each payload must show as text.

import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, devMailbox, orders } from '../../server/db/schema';
import { confirmationMail, statusMail } from '../../server/services/orders/order-emails';
import { orderAnswer } from '../../server/services/orders/order-history';
import { addressTexts, writeAccounts } from './xss-account-data';
import { expectClean, expectTexts, launchBrowser, shopContext } from './xss-browser';
import { type PayloadArticle, writeCatalogue } from './xss-catalogue-data';
import { payload, payloads } from './xss-payloads';
import { type Shop, startShop } from './xss-shop';
import { inParallel, visitor } from './xss-visit';

let shop: Shop;
let browser: Browser;
let catalogue: PayloadArticle[];
let accounts: Awaited<ReturnType<typeof writeAccounts>>;
const { browse, visit } = visitor(
  () => browser,
  () => shop,
);

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  catalogue = await writeCatalogue(shop.db);
  accounts = await writeAccounts(shop, catalogue);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const as = (who: { token: string; user: unknown }) => ({ session: { token: who.token, user: who.user } });

describe('profile names', () => {
  it('the account dashboard and the header show each name', async () => {
    await inParallel(accounts.named, 2, async (customer) => {
      await visit('/account/dashboard', customer.names, as(customer));
    });
  }, 300_000);

  it('the profile form holds the names as values, nothing more', async () => {
    const [customer] = accounts.named;
    if (!customer) throw new Error('no customer');
    await browse('/account/profile', as(customer), async (page, check) => {
      await page.locator('input[name=firstName]').waitFor();
      await check([]);
      expect(await page.locator('input[name=firstName]').inputValue()).toBe(customer.names[0]);
    });
  }, 60_000);
});

describe('addresses', () => {
  it('the saved addresses show every payload', async () => {
    await visit('/account/addresses', accounts.saved.flatMap(addressTexts), as(accounts.buyer));
  }, 60_000);
});

describe('orders and staff notes', () => {
  it("the customer's order pages show lines, addresses and notes", async () => {
    await visit(
      '/account/orders',
      accounts.orders.map((order) => order.number),
      as(accounts.buyer),
    );
    await inParallel(accounts.orders, 2, async (order) => {
      await visit(`/account/orders/${order.id}`, order.texts, as(accounts.buyer));
      // The page a guest keeps after paying: the order by its token.
      await visit(`/checkout/${order.token}`, order.texts);
    });
  }, 300_000);

  it('tracking an order by number and email shows its lines and notes', async () => {
    for (const order of accounts.orders) {
      await browse('/track-order', {}, async (page, check) => {
        const form = page.getByTestId('track-order-form');
        await form.locator('input').nth(0).fill(order.number);
        await form.locator('input').nth(1).fill(order.email);
        await form.locator('button[type=submit]').click();
        await page.getByTestId('tracked-order').waitFor();
        await check([...catalogue.map((article) => article.name), ...order.notes]);
      });
    }
  }, 300_000);

  it("the order desk lists each order's names, and each order page shows lines, addresses and notes", async () => {
    const names = accounts.orders.flatMap((order) =>
      order.texts.slice(catalogue.length + 5, catalogue.length + 7),
    );
    await visit('/admin/orders', names, as(accounts.admin));
    await inParallel(accounts.orders, 2, async (order) => {
      await visit(`/admin/orders/${order.id}`, order.texts, as(accounts.admin));
    });
  }, 300_000);

  it('each payload typed into the desk search shows as text', async () => {
    await browse('/admin/orders', as(accounts.admin), async (page, check) => {
      const box = page.getByTestId('desk-search');
      for (const { text } of payloads) {
        await box.fill(text);
        await page.getByTestId('desk-search-submit').click();
        await page.waitForURL((url) => url.searchParams.get('search') === text.trim());
        await check([]);
        expect(await box.inputValue()).toBe(text.trim());
      }
    });
  }, 300_000);
});

describe('contact messages', () => {
  it('the contact form takes payloads as text, and the shop is mailed plain text only', async () => {
    const before = (await shop.db.select().from(contactMessages)).length;
    await browse('/contact-us', {}, async (page, check) => {
      const form = page.getByTestId('contact-form');
      await form.locator('[name=name]').fill(payload(28));
      await form.locator('[name=email]').fill('kunde@example.no');
      await form.locator('[name=subject]').fill(payload(33));
      await form.locator('[name=message]').fill(payloads.map((p) => p.text).join('\n'));
      await form.locator('button[type=submit]').click();
      await page.getByRole('status').filter({ hasText: /Takk/ }).first().waitFor();
      await check([]);
    });
    const stored = await shop.db.select().from(contactMessages);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)).toMatchObject({ name: payload(28).trim(), subject: payload(33).trim() });
    const mail = (await shop.db.select().from(devMailbox)).find((row) =>
      row.subject.includes(payload(33).trim()),
    );
    expect(mail?.html ?? null).toBeNull();
    for (const { text } of payloads) expect(mail?.text).toContain(text.trim());
  }, 120_000);
});

describe('order mails', () => {
  /** A mail's HTML opened as a page (a mail client would show it so, with scripts off). */
  async function openMail(html: string, texts: readonly string[]) {
    const device = await shopContext(browser, { baseURL: shop.baseURL });
    try {
      const page = await device.context.newPage();
      await page.setContent(html);
      await expectTexts(page, texts);
      await expectClean(page, device.ran);
    } finally {
      await device.context.close();
    }
  }

  it('the confirmation and the status mail of each order show names, addresses and the note as text', async () => {
    const names = catalogue.map((article) => article.name);
    for (const order of accounts.orders) {
      const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
      if (!row) throw new Error(`order ${order.id} is gone`);
      const dto = await orderAnswer(shop.db, row);
      const addresses = order.texts.slice(names.length, names.length + 10);
      for (const lang of ['no', 'en', 'ar'] as const) {
        await openMail(confirmationMail(dto, lang, shop.baseURL).html ?? '', [...names, ...addresses]);
        const note = order.notes[0] ?? '';
        const moved = statusMail(dto, lang, shop.baseURL, note);
        expect(moved, `a mail for ${dto.status}`).not.toBeNull();
        await openMail(moved?.html ?? '', [note]);
      }
    }
  }, 300_000);

  it('the mails the shop sent for the order placed and moved through the API are clean', async () => {
    const sent = (await shop.db.select().from(devMailbox)).filter((mail) => mail.html !== null);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const mail of sent) await openMail(mail.html ?? '', []);
    const shipped = sent.find((mail) => mail.text.includes(payload(2).trim()));
    expect(shipped, 'the mail of the move with a note').toBeDefined();
    await openMail(shipped?.html ?? '', [payload(2)]);
  }, 120_000);
});
