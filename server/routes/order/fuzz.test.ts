// @engines: pglite
// Property: whatever a guest or a signed-in user sends to the order calls, the answer is never a 5xx, errors are
// JSON { error, message }, and no article's shelf units ever go below zero.

import { lt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { freshIp } from '../../test/auth-kit';
import { anyText, expectClientAnswer, rawBody } from '../../test/fuzz';
import { anArticle, approveForInvoice, homeAddress, orderCount, setStock } from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let known: number[];
/** In stock and on backorder: orders of these are placed until the shelf runs out. */
let orderable: number[];
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  const buyer = await signIn(t.db, t.auth, { email: 'fuzz-order@example.no' });
  token = buyer.token;
  // Invoice allowed for the account, so most of its mostly-right orders are placed before its hourly limit.
  await approveForInvoice(t.db, buyer.user.id);
  known = [
    (await anArticle(t.db, 'in-stock')).articleId,
    (await anArticle(t.db, 'in-stock')).articleId,
    (await anArticle(t.db, 'on-backorder')).articleId,
    (await anArticle(t.db, 'out-of-stock')).articleId,
  ];
  orderable = known.slice(0, 3);
  // Enough units for many orders; the shelf may still run out late in the run (then 409 OUT_OF_STOCK).
  for (const id of known.slice(0, 2)) await setStock(t.db, id, 'in-stock', 300);
});
afterAll(() => t?.close());

const articleId = () => fc.oneof(fc.constantFrom(...known), fc.integer(), anyText);
const line = () =>
  fc.record(
    {
      articleId: articleId(),
      quantity: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer(), anyText),
      options: fc.oneof(fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })), anyText),
      price: fc.oneof(fc.double(), anyText),
    },
    { requiredKeys: [] },
  );
const address = fc.oneof(
  fc.constant(homeAddress),
  fc.record({ id: fc.oneof(fc.integer(), anyText) }),
  fc.record(
    {
      firstName: fc.oneof(fc.constant('Kari'), anyText),
      lastName: anyText,
      address1: anyText,
      postcode: fc.oneof(fc.constantFrom('0155', '9999', '155'), anyText),
      city: anyText,
      email: fc.oneof(fc.constant('kari@example.no'), anyText),
      phone: anyText,
    },
    { requiredKeys: [] },
  ),
  anyText,
);
// Mostly-right orders, so the placing transaction runs often too.
const valid = () =>
  fc.record({
    items: fc.array(
      fc.record({ articleId: fc.constantFrom(...orderable), quantity: fc.integer({ min: 1, max: 4 }) }),
      { minLength: 1, maxLength: 4 },
    ),
    email: fc.constant('kari@example.no'),
    shippingAddress: fc.constant(homeAddress),
    pickup: fc.boolean(),
    billingAddress: fc.constant(homeAddress),
    paymentMethod: fc.constantFrom('invoice', 'invoice', 'store'),
    // Mostly left out: a total given is almost never the server's (then 409 PRICE_CHANGED).
    expectedTotal: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 4 },
      { arbitrary: fc.double({ min: 0, max: 10_000, noNaN: true }), weight: 1 },
    ),
  });
const order = () =>
  fc.record(
    {
      items: fc.oneof(fc.array(line(), { maxLength: 6 }), anyText),
      email: anyText,
      shippingAddress: address,
      billingAddress: address,
      pickup: fc.oneof(fc.boolean(), anyText),
      pickupShop: fc.oneof(fc.constantFrom('alnabru', 'bergen'), anyText),
      paymentMethod: fc.oneof(fc.constantFrom('invoice', 'store', 'vipps'), anyText),
      cartId: anyText,
      expectedTotal: fc.oneof(fc.double(), anyText),
      lang: fc.oneof(fc.constantFrom('no', 'en', 'ar', 'de'), anyText),
    },
    { requiredKeys: [] },
  );
const body = () =>
  fc.oneof(
    { arbitrary: valid(), weight: 3 },
    { arbitrary: order(), weight: 2 },
    { arbitrary: fc.json(), weight: 1 },
    { arbitrary: fc.jsonValue(), weight: 1 },
  );
const segment = fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.nat(40).map(String));
const as = (signedIn: boolean): Record<string, string> => (signedIn ? { Authorization: token } : {});

async function expectShelvesNotNegative() {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(lt(articles.stockCount, 0));
  expect(row?.n).toBe(0);
}

describe('order calls under random input', () => {
  it('POST /api/order/create-order never answers 5xx', async () => {
    await fc.assert(
      // Each from its own address: the limit per address (30 an hour) would otherwise refuse all but the first few,
      // and then whether any order is placed would hang on the random draw.
      fc.asyncProperty(body(), fc.boolean(), fc.uuid(), async (b, signedIn, key) => {
        await expectClientAnswer(
          await t.app.request(
            '/api/order/create-order',
            jsonPost(rawBody(b), { 'Idempotency-Key': key, 'X-Forwarded-For': freshIp(), ...as(signedIn) }),
          ),
        );
      }),
      { numRuns: 300 },
    );
    // The mostly-right bodies (3 in 7) placed orders too, so the placing transaction ran under random input.
    expect(await orderCount(t.db)).toBeGreaterThan(0);
    await expectShelvesNotNegative();
  });

  it('POST /api/order/create-payments never answers 5xx', async () => {
    const payment = fc.oneof(
      fc.record(
        { id: fc.oneof(fc.nat(40), fc.integer(), anyText), token: fc.oneof(fc.string(), anyText) },
        { requiredKeys: [] },
      ),
      fc.json(),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(payment, fc.boolean(), async (b, signedIn) => {
        await expectClientAnswer(
          await t.app.request('/api/order/create-payments', jsonPost(rawBody(b), as(signedIn))),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('GET /api/order/me, /{id} and /token/{token} never answer 5xx', async () => {
    const query = fc.record(
      {
        page: fc.oneof(fc.nat(5).map(String), anyText),
        limit: fc.oneof(fc.nat(120).map(String), anyText),
        sort: fc.oneof(fc.constantFrom('default', 'date_asc', 'date_desc'), anyText),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, segment, fc.boolean(), async (q, id, signedIn) => {
        const search = new URLSearchParams(
          Object.entries(q).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : JSON.stringify(value),
          ]),
        );
        const headers = as(signedIn);
        await expectClientAnswer(await t.app.request(`/api/order/me?${search}`, { headers }));
        await expectClientAnswer(await t.app.request(`/api/order/${encodeURIComponent(id)}`, { headers }));
        await expectClientAnswer(
          await t.app.request(`/api/order/token/${encodeURIComponent(id)}`, { headers }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('POST /api/order/track never answers 5xx', async () => {
    const track = fc.oneof(
      fc.record({ number: anyText, email: anyText }, { requiredKeys: [] }),
      // Well-formed, so the lookup by number and the email comparison run too.
      fc.record({ number: fc.stringMatching(/^[A-Za-z]{2}-\d{1,8}$/), email: fc.emailAddress() }),
      fc.json(),
      fc.jsonValue(),
    );
    await fc.assert(
      // Each from its own address: the limit per address would otherwise answer most of them with 429.
      fc.asyncProperty(track, async (b) => {
        await expectClientAnswer(
          await t.app.request('/api/order/track', jsonPost(rawBody(b), { 'X-Forwarded-For': freshIp() })),
        );
      }),
      { numRuns: 150 },
    );
  });
});
