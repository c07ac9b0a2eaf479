// The stock-hold attack: a script reads POST /product/validate to see how many units each article has, then places
// guest orders for all of them (pickups paid in store, Vipps attempts it never approves), from one address and
// from many, under one email and many, so real customers meet OUT_OF_STOCK; and every order mails whatever
// address the script names. The shop must stop the script at its limits, let unpaid holds run out, give a
// cancelled order's units back, let staff set the stock, and still sell to a real customer afterwards.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../server/db/schema';
import { backgroundWork } from '../../server/lib/background';
import { expireOrdersOnce } from '../../server/services/orders/expire-orders';
import { invoice, payInStore } from '../../server/services/payments/offline-providers';
import { createVippsProvider } from '../../server/services/payments/vipps-provider';
import { freshIp } from '../../server/test/auth-kit';
import {
  anArticle,
  articlesWith,
  type Call,
  call,
  createOrder,
  createPayment,
  homeAddress,
  setStock,
  stockOf,
  type TestArticle,
} from '../../server/test/order-kit';
import { createTestApp, getJson, jsonPost } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';
import { startVippsFake, type VippsFake } from '../../server/test/vipps-fake';

let t: Awaited<ReturnType<typeof createTestApp>>;
let fake: VippsFake;
let admin: string;
let backorder: TestArticle;

const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 24 * 60 * 60_000;
const holds = { vippsHoldMs: minutes(30), pickupHoldMs: days(7) };

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
  admin = (await signIn(t.db, t.auth, { email: 'stock-admin@example.no', role: 'ADMIN' })).token;
  backorder = await anArticle(t.db, 'on-backorder');
  // Seeding the catalogue takes its time on a busy machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The script's counts all fall in one window of each limit: the clock stands still until the test moves it. */
const stillClock = () => vi.useFakeTimers({ toFake: ['Date'] });

let scriptMail = 0;
const scriptEmail = () => `hold-${++scriptMail}@example.net`;

type Line = { articleId: number; quantity: number };
/** What the script sends: a pickup paid in store, billed to a made-up person at `email`. */
const pickup = (items: Line[], email: string) => ({
  items,
  email,
  billingAddress: { ...homeAddress, email },
  pickup: true,
  paymentMethod: 'store',
});
/** A delivered order paid with Vipps, never approved. */
const vippsOrder = (items: Line[], email: string) => ({
  items,
  email,
  shippingAddress: { ...homeAddress, email },
  pickup: false,
  paymentMethod: 'vipps',
});

const from = (ip: string, extra: Record<string, string> = {}) => ({
  headers: { 'X-Forwarded-For': ip, ...extra },
});

async function validate(articleIds: number[]) {
  const res = await t.app.request(
    '/api/product/validate',
    jsonPost({ articleIds, lang: 'no' }, { 'X-Forwarded-For': freshIp() }),
  );
  const body = (await res.json()) as { articles: { articleId: number; available: number | null }[] };
  return new Map(body.articles.map((article) => [article.articleId, article.available]));
}

const move = (id: number, status: string) =>
  call(
    t.app,
    `/payment-staus/${id}`,
    jsonPost({ status }, { Authorization: admin, 'X-Forwarded-For': freshIp() }),
  );
const byToken = async (token: string) => (await call(t.app, `/token/${token}`)).body.order;
const shownStock = async (articleId: number) =>
  (await getJson(t.app, `/api/product/item?id=${articleId}&lang=no`)).body.product.stock as string;
const setStockAsStaff = async (body: unknown, token: string | null = admin) => {
  const res = await t.app.request('/api/product/admin/stock', {
    ...jsonPost(body, { ...(token ? { Authorization: token } : {}), 'X-Forwarded-For': freshIp() }),
    method: 'PUT',
  });
  const raw = await res.text();
  return { status: res.status, body: raw ? JSON.parse(raw) : {} };
};
const expire = (now: Date) =>
  expireOrdersOnce(
    {
      ...t.deps,
      providers: t.deps.payments ?? { store: payInStore, invoice },
      linkBase: 'http://shop.test',
      settings: holds,
    },
    now,
  );

/** Pickups paid in store still waiting (this file's earlier scripts placed many). */
const pendingPickups = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.status, 'PENDING'), eq(orders.paymentMethod, 'store')))
  )[0]?.n ?? 0;

/** A real customer: signed in, on an address of their own. */
async function realCustomer(name: string) {
  const { token } = await signIn(t.db, t.auth, { email: `${name}@example.no` });
  const ip = freshIp();
  return (items: Line[]) =>
    createOrder(t.app, pickup(items, `${name}@example.no`), { token, headers: { 'X-Forwarded-For': ip } });
}

/** Places `count` orders made by `make(i)`; answers every answer, in order. */
async function script(count: number, make: (i: number) => Promise<Call>): Promise<Call[]> {
  const answers: Call[] = [];
  for (let i = 0; i < count; i++) answers.push(await make(i));
  return answers;
}

function expectStoppedByLimit(answers: Call[]) {
  const first = answers.findIndex((answer) => answer.status === 429);
  expect(first, `a 429 among ${answers.map((a) => a.status).join(',')}`).toBeGreaterThan(0);
  // Once stopped, it stays stopped for the rest of the window.
  expect(answers.slice(first).every((answer) => answer.status === 429)).toBe(true);
  const refused = answers[first];
  expect(refused?.body).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
  return first;
}

describe('a script holding the stock without paying', () => {
  it('from one address, with a fresh email for every order, is stopped with 429 and Retry-After', async () => {
    stillClock();
    const ip = freshIp();
    const answers = await script(60, () =>
      createOrder(t.app, pickup([{ articleId: backorder.articleId, quantity: 1 }], scriptEmail()), from(ip)),
    );
    const placed = expectStoppedByLimit(answers);
    expect(placed).toBeLessThanOrEqual(30);
    // The caller's language.
    const en = await createOrder(
      t.app,
      pickup([{ articleId: backorder.articleId, quantity: 1 }], scriptEmail()),
      from(ip, { 'Accept-Language': 'en' }),
    );
    const ar = await createOrder(
      t.app,
      pickup([{ articleId: backorder.articleId, quantity: 1 }], scriptEmail()),
      from(ip, { 'Accept-Language': 'ar' }),
    );
    expect(en.status).toBe(429);
    expect(en.body.message).toMatch(/[a-z]/i);
    expect(ar.body.message).toMatch(/[\u0600-\u06ff]/);
  });

  it('from many addresses under one email is stopped per email', async () => {
    stillClock();
    const email = scriptEmail();
    const answers = await script(30, () =>
      createOrder(t.app, pickup([{ articleId: backorder.articleId, quantity: 1 }], email), from(freshIp())),
    );
    expect(expectStoppedByLimit(answers)).toBeLessThanOrEqual(10);
  });

  it('from many addresses as one account is stopped per account', async () => {
    stillClock();
    const { token } = await signIn(t.db, t.auth, { email: 'script-account@example.net' });
    const answers = await script(60, () =>
      createOrder(
        t.app,
        pickup([{ articleId: backorder.articleId, quantity: 1 }], 'script-account@example.net'),
        {
          token,
          headers: { 'X-Forwarded-For': freshIp() },
        },
      ),
    );
    expect(expectStoppedByLimit(answers)).toBeLessThanOrEqual(30);
  });

  it('from one address cannot hold hundreds of articles a day with a few long orders', async () => {
    stillClock();
    const many = await articlesWith(t.db, 'in-stock', 100);
    const ip = freshIp();
    const answers = await script(12, () =>
      createOrder(
        t.app,
        pickup(
          many.map((article) => ({ articleId: article.articleId, quantity: 1 })),
          scriptEmail(),
        ),
        from(ip),
      ),
    );
    expect(expectStoppedByLimit(answers)).toBeLessThanOrEqual(5);
  });

  it('cannot read from POST /product/validate how deep a well-stocked shelf is, but a customer still sees "only 3 left"', async () => {
    const [deep, shallow] = await articlesWith(t.db, 'in-stock', 2);
    if (!deep || !shallow) throw new Error('no articles');
    await setStock(t.db, deep.articleId, 'in-stock', 500);
    await setStock(t.db, shallow.articleId, 'in-stock', 3);
    const available = await validate([deep.articleId, shallow.articleId]);
    expect(available.get(deep.articleId)).toBeGreaterThanOrEqual(10);
    expect(available.get(deep.articleId)).toBeLessThan(500);
    expect(available.get(shallow.articleId)).toBe(3);
  });

  it('from many addresses and emails: the holds run out (Vipps in 30 minutes, pickups in 7 days), the units come back, a real customer buys', async () => {
    const [a, b, c] = await articlesWith(t.db, 'in-stock', 3);
    if (!a || !b || !c) throw new Error('no articles');
    for (const article of [a, b, c]) await setStock(t.db, article.articleId, 'in-stock', 5);
    const backorderUnits = (await stockOf(t.db, backorder.articleId))?.stockCount;

    // The script finds the stock, then takes all of it: pickups paid in store and a Vipps attempt.
    const shelf = await validate([a.articleId, b.articleId, c.articleId]);
    const take = (article: TestArticle) => ({
      articleId: article.articleId,
      quantity: shelf.get(article.articleId) ?? 0,
    });
    const held = [
      await createOrder(
        t.app,
        pickup([take(a), { articleId: backorder.articleId, quantity: 2 }], scriptEmail()),
        from(freshIp()),
      ),
      await createOrder(t.app, pickup([take(b)], scriptEmail()), from(freshIp())),
      await createOrder(t.app, vippsOrder([take(c)], scriptEmail()), from(freshIp())),
    ];
    expect(held.map((res) => res.status)).toEqual([201, 201, 201]);
    const [pickupA, pickupB, vipps] = held.map((res) => res.body.order);
    if (!pickupA || !pickupB || !vipps) throw new Error('orders not placed');
    const attempt = await createPayment(t.app, { id: vipps.id, token: vipps.token });
    const reference = attempt.body.payment.reference ?? '';
    expect(fake.payments.get(reference)?.state).toBe('CREATED');

    const customer = await realCustomer('real-buyer');
    expect((await customer([{ articleId: a.articleId, quantity: 1 }])).body.error).toBe('OUT_OF_STOCK');
    expect(await shownStock(c.articleId)).toBe('out-of-stock');

    // 10 minutes on, nothing has run out.
    const placedAt = Date.now();
    expect(await expire(new Date(placedAt + minutes(10)))).toBe(0);
    expect((await stockOf(t.db, c.articleId))?.stockCount).toBe(0);

    // 31 minutes on, the unapproved Vipps order is cancelled by the system, its attempt closed at Vipps.
    expect(await expire(new Date(placedAt + minutes(31)))).toBe(1);
    const cancelled = await byToken(vipps.token);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.history?.at(-1)).toMatchObject({ from: 'PENDING', to: 'CANCELLED', actor: 'system' });
    expect(fake.payments.get(reference)?.state).toBe('TERMINATED');
    expect(await stockOf(t.db, c.articleId)).toEqual({ stock: 'in-stock', stockCount: 5 });
    expect(await shownStock(c.articleId)).toBe('in-stock');
    expect((await byToken(pickupA.token)).status).toBe('PENDING');

    // 8 days on, the pickups nobody collected: two processes run the job at once; each order is cancelled once.
    const eightDays = new Date(placedAt + days(8));
    const waitingPickups = await pendingPickups();
    const [one, two] = await Promise.all([expire(eightDays), expire(eightDays)]);
    expect((one ?? 0) + (two ?? 0)).toBe(waitingPickups);
    expect(await pendingPickups()).toBe(0);
    for (const order of [pickupA, pickupB]) {
      const after = await byToken(order.token);
      expect(after.status).toBe('CANCELLED');
      expect(after.history?.filter((event: { to: string }) => event.to === 'CANCELLED')).toHaveLength(1);
    }
    expect(await stockOf(t.db, a.articleId)).toEqual({ stock: 'in-stock', stockCount: 5 });
    expect(await stockOf(t.db, b.articleId)).toEqual({ stock: 'in-stock', stockCount: 5 });
    // The backorder line reserved nothing, so nothing came back.
    expect((await stockOf(t.db, backorder.articleId))?.stockCount).toBe(backorderUnits);
    expect(await expire(new Date(placedAt + days(9)))).toBe(0);

    const bought = await customer([
      { articleId: a.articleId, quantity: 2 },
      { articleId: c.articleId, quantity: 5 },
    ]);
    expect(bought.status).toBe(201);
  });

  it('a cancelled order gives its units back once, and the article is in stock again', async () => {
    const article = await anArticle(t.db, 'in-stock');
    await setStock(t.db, article.articleId, 'in-stock', 4);
    const placed = await createOrder(
      t.app,
      pickup(
        [
          { articleId: article.articleId, quantity: 4 },
          { articleId: backorder.articleId, quantity: 1 },
        ],
        scriptEmail(),
      ),
      from(freshIp()),
    );
    expect(placed.status).toBe(201);
    expect(await shownStock(article.articleId)).toBe('out-of-stock');
    const backorderUnits = (await stockOf(t.db, backorder.articleId))?.stockCount;

    expect((await move(placed.body.order.id, 'CANCELLED')).status).toBe(200);
    expect(await stockOf(t.db, article.articleId)).toEqual({ stock: 'in-stock', stockCount: 4 });
    expect(await shownStock(article.articleId)).toBe('in-stock');
    expect((await stockOf(t.db, backorder.articleId))?.stockCount).toBe(backorderUnits);
    // A second cancel is refused and gives nothing more.
    expect((await move(placed.body.order.id, 'CANCELLED')).status).toBe(409);
    expect((await stockOf(t.db, article.articleId))?.stockCount).toBe(4);
  });

  it('staff can see and set an article’s stock; a customer or a guest cannot; a real customer buys what staff set', async () => {
    const article = await anArticle(t.db, 'in-stock');
    await setStock(t.db, article.articleId, 'out-of-stock', 0);
    const { token: customerToken } = await signIn(t.db, t.auth, { email: 'not-staff@example.no' });
    expect((await setStockAsStaff({ articleId: article.articleId, stockCount: 999 }, null)).status).toBe(401);
    expect(
      (await setStockAsStaff({ articleId: article.articleId, stockCount: 999 }, customerToken)).status,
    ).toBe(403);
    expect((await stockOf(t.db, article.articleId))?.stockCount).toBe(0);

    const set = await setStockAsStaff({ articleId: article.articleId, stockCount: 3 });
    expect(set.status).toBe(200);
    expect(set.body.stock).toMatchObject({ articleId: article.articleId, stock: 'in-stock', stockCount: 3 });
    expect(await shownStock(article.articleId)).toBe('in-stock');
    const customer = await realCustomer('buys-restocked');
    expect((await customer([{ articleId: article.articleId, quantity: 3 }])).status).toBe(201);
    expect((await customer([{ articleId: article.articleId, quantity: 1 }])).body.error).toBe('OUT_OF_STOCK');
  });

  it('cannot make the shop mail an address it chooses over and over', async () => {
    stillClock();
    const victim = 'someone-else@example.org';
    for (let i = 0; i < 15; i++) {
      const { token } = await signIn(t.db, t.auth, { email: `mailer-${i}@example.net` });
      const res = await createOrder(
        t.app,
        pickup([{ articleId: backorder.articleId, quantity: 1 }], victim),
        {
          token,
          headers: { 'X-Forwarded-For': freshIp() },
        },
      );
      expect(res.status).toBe(201);
    }
    await backgroundWork();
    const mails = (await getJson(t.app, `/api/dev/mailbox?to=${encodeURIComponent(victim)}`)).body.mails;
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(10);
  });

  it('an order sent again with the same key after a 429 is placed once the window has passed; a replay is never refused', async () => {
    stillClock();
    const ip = freshIp();
    const first = pickup([{ articleId: backorder.articleId, quantity: 1 }], scriptEmail());
    const firstKey = randomUUID();
    expect((await createOrder(t.app, first, { key: firstKey, ...from(ip) })).status).toBe(201);
    const answers = await script(60, () =>
      createOrder(t.app, pickup([{ articleId: backorder.articleId, quantity: 1 }], scriptEmail()), from(ip)),
    );
    expectStoppedByLimit(answers);

    // The device sends its placed order again (it never saw the answer): the same order, not a 429.
    const replay = await createOrder(t.app, first, { key: firstKey, ...from(ip) });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');

    // A waiting order meets the limit, then is sent again with its key when the window has passed.
    const waiting = pickup([{ articleId: backorder.articleId, quantity: 1 }], scriptEmail());
    const key = randomUUID();
    const refused = await createOrder(t.app, waiting, { key, ...from(ip) });
    expect(refused.status).toBe(429);
    vi.setSystemTime(Date.now() + Number(refused.headers.get('Retry-After')) * 1000);
    const later = await createOrder(t.app, waiting, { key, ...from(ip) });
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
