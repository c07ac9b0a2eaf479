// @engines: pglite
// The expiry of unpaid holds against the fake Vipps: only PENDING Vipps orders past their minutes and pickups paid in
// store past their days are cancelled (never invoice orders, never paid ones); a Vipps payment approved at the last
// minute makes the order PAID instead; Vipps down leaves the order for a later pass; the customer is mailed why,
// in the order's language; the settings come from the environment with defaults.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { readEnv } from '../../env';
import { backgroundWork } from '../../lib/background';
import { freshIp } from '../../test/auth-kit';
import {
  anArticle,
  call,
  createOrder,
  createPayment,
  homeAddress,
  setStock,
  stockOf,
  type TestArticle,
} from '../../test/order-kit';
import { createTestApp, getJson } from '../../test/test-app';
import { startVippsFake, type VippsFake } from '../../test/vipps-fake';
import { invoice, payInStore } from '../payments/offline-providers';
import { createVippsProvider } from '../payments/vipps-provider';
import { expireOrdersOnce, holdsFromEnv } from './expire-orders';

let t: Awaited<ReturnType<typeof createTestApp>>;
let fake: VippsFake;
let article: TestArticle;

const holds = holdsFromEnv({ VIPPS_HOLD_MINUTES: 30, PICKUP_HOLD_DAYS: 7 });
const at = (ms: number) => new Date(Date.now() + ms);
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;

beforeAll(async () => {
  fake = await startVippsFake({ webhookTiming: 'none' });
  const vipps = createVippsProvider({
    clientId: 'client',
    clientSecret: 'secret',
    subscriptionKey: 'sub',
    msn: '123456',
    baseUrl: fake.url,
    publicUrl: 'https://shop.test',
    timeoutMs: 1500,
  });
  t = await createTestApp({ catalogueScale: 0.01, payments: { store: payInStore, invoice, vipps } });
  article = await anArticle(t.db, 'in-stock');
  await setStock(t.db, article.articleId, 'in-stock', 500);
  // Seeding the catalogue takes its time on a busy machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const expire = (now: Date) =>
  expireOrdersOnce(
    {
      ...t.deps,
      providers: t.deps.payments ?? { store: payInStore, invoice },
      linkBase: 'https://shop.test',
      settings: holds,
    },
    now,
  );

let n = 0;
async function place(paymentMethod: 'vipps' | 'store', lang = 'no') {
  const email = `expire-${++n}@example.no`;
  const pickup = paymentMethod === 'store';
  const res = await createOrder(
    t.app,
    {
      items: [{ articleId: article.articleId, quantity: 2 }],
      email,
      billingAddress: { ...homeAddress, email },
      shippingAddress: pickup ? null : homeAddress,
      pickup,
      paymentMethod,
      lang,
    },
    { headers: { 'X-Forwarded-For': freshIp() } },
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}
const statusOf = async (id: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const units = async () => (await stockOf(t.db, article.articleId))?.stockCount ?? 0;

describe('expireOrdersOnce', () => {
  it('cancels what ran out and nothing else: invoice orders, paid orders and young holds stay', async () => {
    const vipps = await place('vipps');
    const store = await place('store');
    // Who may buy on invoice is not this test's concern: an order made one in the database.
    const invoiced = await place('store');
    await t.db.update(orders).set({ paymentMethod: 'invoice' }).where(eq(orders.id, invoiced.id));
    const paidPickup = await place('store');
    await t.db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, paidPickup.id));
    const before = await units();

    expect(await expire(at(minutes(29)))).toBe(0);
    // A Vipps order without an attempt holds as long as one with.
    expect(await expire(at(minutes(31)))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(vipps.id)).toBe('CANCELLED');
    expect(await statusOf(store.id)).toBe('PENDING');
    expect(await units()).toBe(before + 2);

    expect(await expire(at(days(6)))).toBe(0);
    expect(await expire(at(days(7) + minutes(1)))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(store.id)).toBe('CANCELLED');
    expect(await statusOf(invoiced.id)).toBe('PENDING');
    expect(await statusOf(paidPickup.id)).toBe('PAID');
    expect(await units()).toBe(before + 4);
    expect(await expire(at(days(60)))).toBe(0);
  });

  it('makes a Vipps order approved at the last minute PAID instead of cancelling it', async () => {
    const order = await place('vipps');
    const reference = (await createPayment(t.app, { id: order.id, token: order.token })).body.payment
      .reference;
    await fake.approve(reference ?? '');
    const before = await units();
    await expire(at(minutes(31)));
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await units()).toBe(before);
  });

  it('leaves the order while Vipps does not answer, and cancels it (closing the attempt) once it does', async () => {
    const order = await place('vipps');
    const reference = (await createPayment(t.app, { id: order.id, token: order.token })).body.payment
      .reference;
    fake.state.down = true;
    try {
      await expire(at(minutes(31)));
      expect(await statusOf(order.id)).toBe('PENDING');
    } finally {
      fake.state.down = false;
    }
    await expire(at(minutes(32)));
    expect(await statusOf(order.id)).toBe('CANCELLED');
    expect(fake.payments.get(reference ?? '')?.state).toBe('TERMINATED');
  });

  it('records why, as the system, and mails the customer in the order’s language', async () => {
    const order = await place('store', 'ar');
    await expire(at(days(8)));
    const read = (await call(t.app, `/token/${order.token}`)).body.order;
    const event = read.history?.at(-1);
    expect(event).toMatchObject({ from: 'PENDING', to: 'CANCELLED', actor: 'system' });
    expect(event?.note).toMatch(/[\u0600-\u06ff]/);
    expect(event?.note).toContain('7');
    await backgroundWork();
    const mails = (await getJson(t.app, `/api/dev/mailbox?to=${encodeURIComponent(order.email)}`)).body.mails;
    expect(mails.map((mail: { text: string }) => mail.text).join('\n')).toContain(event?.note ?? 'no note');
  });
});

describe('the hold settings', () => {
  it('default to 30 minutes for Vipps and 7 days for pickups, and refuse nonsense', () => {
    expect(holdsFromEnv(readEnv({}))).toEqual({ vippsHoldMs: minutes(30), pickupHoldMs: days(7) });
    expect(holdsFromEnv(readEnv({ VIPPS_HOLD_MINUTES: '45', PICKUP_HOLD_DAYS: '3' }))).toEqual({
      vippsHoldMs: minutes(45),
      pickupHoldMs: days(3),
    });
    for (const bad of [
      { VIPPS_HOLD_MINUTES: '0' },
      { PICKUP_HOLD_DAYS: 'week' },
      { PICKUP_HOLD_DAYS: '1.5' },
    ]) {
      expect(() => readEnv(bad)).toThrow(/HOLD/);
    }
  });
});
