// Holding stock without paying by invoice: a script placed 40 guest invoice orders for every unit of 10 articles and
// none was refused. Invoice is for accounts the shop approved, each under a credit limit staff set; the limit holds
// when orders arrive at the same moment; and a real customer within the limit still buys.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesWith, homeAddress, setStock, stockOf } from '../../server/test/order-kit';
import { createTestApp, jsonPost } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  admin = (await signIn(t.db, t.auth, { email: 'invoice-staff@example.no', role: 'ADMIN' })).token;
});
afterAll(() => t?.close());

let lastIp = 0;
/** A public-looking address of its own for every request (TEST-NET-3, 203.0.113.0/24 and on). */
const freshIp = () => {
  lastIp++;
  return `203.0.${113 + Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

type Answer = { status: number; body: Record<string, unknown> & { fields?: Record<string, string> } };

async function send(path: string, init: RequestInit): Promise<Answer> {
  const res = await t.app.request(`/api${path}`, init);
  const raw = await res.text();
  return { status: res.status, body: raw ? JSON.parse(raw) : {} };
}

const headers = (token?: string, lang = 'en') => ({
  'X-Forwarded-For': freshIp(),
  'Accept-Language': lang,
  'Idempotency-Key': randomUUID(),
  ...(token ? { Authorization: token } : {}),
});

/**
 * An order picked up in the shop (no shipping), so its total is the lines' and easy to reason about. No email: an
 * account's order goes to the account's address, a guest's to the billing address's (each test's own counters).
 */
const invoiceOrder = (articleId: number, quantity: number, extra: object = {}) => ({
  items: [{ articleId, quantity }],
  billingAddress: homeAddress,
  pickup: true,
  paymentMethod: 'invoice',
  ...extra,
});

const order = (body: object, token?: string, lang?: string) =>
  send('/order/create-order', jsonPost(body, headers(token, lang)));

const setTerms = (id: number, terms: unknown, token = admin) =>
  send(`/invoice/admin/customers/${id}`, {
    method: 'PUT',
    body: JSON.stringify(terms),
    headers: { 'Content-Type': 'application/json', ...headers(token) },
  });

const standing = async (token: string) =>
  (await send('/invoice/me', { headers: headers(token) })).body.invoice as Record<string, number | boolean>;

let accounts = 0;
/** A customer account approved for invoice with `limit` kroner of credit. */
async function approvedCustomer(limit: number) {
  const { user, token } = await signIn(t.db, t.auth, { email: `workshop-${++accounts}@example.no` });
  const set = await setTerms(user.id, { approved: true, limit });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { user, token };
}

describe('invoice is not for anyone who asks', () => {
  it('40 scripted guest invoice orders for every unit of 10 articles: all refused, no unit held', async () => {
    const targets = await articlesWith(t.db, 'in-stock', 10);
    for (const article of targets) await setStock(t.db, article.articleId, 'in-stock', 4);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const article = targets[i % targets.length];
        return order(invoiceOrder(article?.articleId ?? 0, 1, { email: `script${i}@example.no` }));
      }),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        fields: { paymentMethod: 'INVOICE_NEEDS_ACCOUNT' },
      });
      expect(reply.body.message).toMatch(/sign in/i);
    }
    for (const article of targets) {
      expect(await stockOf(t.db, article.articleId)).toEqual({ stock: 'in-stock', stockCount: 4 });
    }
  });

  it('a guest is told why in Norwegian and Arabic too', async () => {
    const [article] = await articlesWith(t.db, 'in-stock', 1);
    const no = await order(invoiceOrder(article?.articleId ?? 0, 1), undefined, 'no');
    const ar = await order(invoiceOrder(article?.articleId ?? 0, 1), undefined, 'ar');
    expect(no.body.message).toMatch(/logg inn/i);
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a signed-in account the shop has not approved is refused, and holds nothing', async () => {
    const [article] = await articlesWith(t.db, 'in-stock', 1, 2);
    const id = article?.articleId ?? 0;
    const before = await stockOf(t.db, id);
    const { token } = await signIn(t.db, t.auth, { email: 'not-approved@example.no' });
    const reply = await order(invoiceOrder(id, 1), token);
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ paymentMethod: 'INVOICE_NOT_APPROVED' });
    expect(await stockOf(t.db, id)).toEqual(before);
    expect(await standing(token)).toMatchObject({ approved: false, available: 0 });
  });

  it('approval taken back: the same account is refused again', async () => {
    const [article] = await articlesWith(t.db, 'in-stock', 1, 2);
    const { user, token } = await approvedCustomer(50_000);
    expect((await setTerms(user.id, { approved: false, limit: 50_000 })).status).toBe(200);
    const reply = await order(invoiceOrder(article?.articleId ?? 0, 1), token);
    expect(reply.body.fields).toEqual({ paymentMethod: 'INVOICE_NOT_APPROVED' });
  });

  it('an approved account over its limit is refused, told what is left, and holds nothing', async () => {
    const [article] = await articlesWith(t.db, 'in-stock', 1, 3);
    if (!article) throw new Error('no article');
    const price = article.unitPrice;
    // Room for one unit, not for two.
    const limit = Math.ceil(price * 1.5);
    const { token } = await approvedCustomer(limit);
    const two = await order(invoiceOrder(article.articleId, 2), token);
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ fields: { paymentMethod: 'INVOICE_OVER_LIMIT' } });
    expect(String(two.body.message)).toContain(String(limit).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    expect(await stockOf(t.db, article.articleId)).toMatchObject({ stockCount: article.stockCount });

    const one = await order(invoiceOrder(article.articleId, 1), token);
    expect(one.status).toBe(201);
    const again = await order(invoiceOrder(article.articleId, 1), token);
    expect(again.body.fields).toEqual({ paymentMethod: 'INVOICE_OVER_LIMIT' });
    expect(await standing(token)).toMatchObject({ approved: true, limit, open: price });
  });

  it('orders sent at the same moment cannot pass the limit together', async () => {
    const [article] = await articlesWith(t.db, 'on-backorder', 1);
    if (!article) throw new Error('no article');
    const price = article.unitPrice;
    // Room for exactly two orders of one unit.
    const limit = Math.floor(price * 2.5);
    const { token } = await approvedCustomer(limit);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => order(invoiceOrder(article.articleId, 1), token)),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(2);
    const refused = replies.filter((reply) => reply.status === 400);
    expect(refused).toHaveLength(6);
    for (const reply of refused) expect(reply.body.fields).toEqual({ paymentMethod: 'INVOICE_OVER_LIMIT' });
    expect(await standing(token)).toMatchObject({ open: price * 2 });
  });
});

describe('real customers still buy', () => {
  it('a workshop within its limit buys on invoice; paying or cancelling frees the credit again', async () => {
    const [article] = await articlesWith(t.db, 'in-stock', 1, 3);
    if (!article) throw new Error('no article');
    const price = article.unitPrice;
    const { token } = await approvedCustomer(price * 2);
    const first = await order(invoiceOrder(article.articleId, 1), token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const placed = first.body.order as { id: number; payment: { method: string } };
    expect(placed.payment.method).toBe('invoice');
    expect(await standing(token)).toMatchObject({ open: price, available: price });

    // The invoice is paid (staff mark it): the credit is free again.
    const paid = await send(
      `/order/payment-staus/${placed.id}`,
      jsonPost({ status: 'PAID', message: 'faktura betalt' }, headers(admin)),
    );
    expect(paid.status).toBe(200);
    expect(await standing(token)).toMatchObject({ open: 0, available: price * 2 });

    const second = await order(invoiceOrder(article.articleId, 2), token);
    expect(second.status).toBe(201);
    const cancelled = await send(
      `/order/payment-staus/${(second.body.order as { id: number }).id}`,
      jsonPost({ status: 'CANCELLED' }, headers(admin)),
    );
    expect(cancelled.status).toBe(200);
    expect(await standing(token)).toMatchObject({ open: 0 });
  });

  it('a guest still buys with pickup and pay in store', async () => {
    const [article] = await articlesWith(t.db, 'in-stock', 1);
    const reply = await order(invoiceOrder(article?.articleId ?? 0, 1, { paymentMethod: 'store' }));
    expect(reply.status).toBe(201);
  });
});

describe('only staff set credit', () => {
  it('a customer cannot approve itself, a guest cannot either, and nonsense terms are refused', async () => {
    const { user, token } = await signIn(t.db, t.auth, { email: 'self-approver@example.no' });
    expect((await setTerms(user.id, { approved: true, limit: 1_000_000 }, token)).status).toBe(403);
    const guest = await send(`/invoice/admin/customers/${user.id}`, {
      method: 'PUT',
      body: JSON.stringify({ approved: true, limit: 1000 }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
    });
    expect(guest.status).toBe(401);
    expect((await send('/invoice/admin/customers?search=example', { headers: headers(token) })).status).toBe(
      403,
    );
    for (const terms of [
      { approved: true, limit: -1 },
      { approved: true, limit: 1.5 },
      { approved: true, limit: 1e12 },
      { approved: 'yes', limit: 10 },
      { approved: true },
    ]) {
      const reply = await setTerms(user.id, terms);
      expect(reply.status, JSON.stringify(terms)).toBe(400);
      expect(reply.body.error).toBe('VALIDATION_ERROR');
    }
    expect((await setTerms(2_000_000_000, { approved: true, limit: 10 })).status).toBe(404);
    expect(await standing(token)).toMatchObject({ approved: false, limit: 0 });
  });
});
