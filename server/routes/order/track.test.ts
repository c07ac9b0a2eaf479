// @engines: pglite
// POST /api/order/track: an order by its number and email, for anyone holding both (no account needed). Only two
// answers are possible — the order (status, history, lines, totals; nothing personal) or one 404 that is the same
// for an unknown number and a wrong email — and each address may ask 10 times in 10 minutes.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '../../../src/domain/track-order';
import { trackLimit } from '../../../src/domain/track-order';
import { orders } from '../../db/schema';
import { freshIp } from '../../test/auth-kit';
import { anArticle, type Call, call, createOrder, guestOrder, homeAddress } from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let placed: Call['body']['order'];
const email = 'track-kari@example.no';

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  admin = (await signIn(t.db, t.auth, { email: 'track-admin@example.no', role: 'ADMIN' })).token;
  const [a, b] = [await anArticle(t.db, 'on-backorder'), await anArticle(t.db, 'on-backorder')];
  const res = await createOrder(
    t.app,
    guestOrder(
      [
        { articleId: a.articleId, quantity: 2 },
        { articleId: b.articleId, quantity: 1 },
      ],
      { email, billingAddress: { ...homeAddress, email } },
    ),
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  placed = res.body.order;
  // An order written by an older version: no lines, no addresses, no history.
  await t.db.insert(orders).values({ number: 'BD-100234', email: 'kari@example.no', status: 'SHIPPED' });
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

/** POST /track, each call from a fresh address unless `ip` is given (the limit is not what most tests are about). */
const track = (body: unknown, options: { ip?: string; lang?: string } = {}) =>
  call(
    t.app,
    '/track',
    jsonPost(body, {
      'X-Forwarded-For': options.ip ?? freshIp(),
      ...(options.lang ? { 'Accept-Language': options.lang } : {}),
    }),
  );

const trackedOf = (res: Call) => (res.body as unknown as { order: TrackedOrder }).order;

describe('POST /api/order/track: the right number and email', () => {
  it('answers the status, the history, the lines and the totals, whatever the case and spacing', async () => {
    const res = await track({ number: ` ${placed.number.toLowerCase()} `, email: ' Track-KARI@Example.NO' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const order = trackedOf(res);
    expect(order).toMatchObject({
      number: placed.number,
      status: 'PENDING',
      created: placed.created,
      updated: expect.any(String),
      quantity: 3,
      subtotal: placed.subtotal,
      shippingCharges: placed.shippingCharges,
      tax: placed.tax,
      total: placed.total,
      totals: placed.totals,
      pickup: true,
      pickupShop: 'alnabru',
      payment: { method: 'store', status: placed.payment.status },
      history: [{ at: expect.any(String), from: null, to: 'PENDING', actor: 'customer', note: '' }],
    });
    expect(order.items).toEqual(placed.items);
    for (const line of order.items) {
      expect(line).toMatchObject({ articleNumber: expect.any(String), quantity: expect.any(Number) });
      expect(line.product.name).not.toBe('');
      expect(line.total).toBeCloseTo(line.price * line.quantity, 2);
    }
  });

  it('tells nothing personal but the customer’s own reference and vehicle: no names, address, email, phone, token, ids or payment reference', async () => {
    const res = await track({ number: placed.number, email });
    expect(Object.keys(trackedOf(res)).sort()).toEqual(
      [
        'number',
        'created',
        'updated',
        'status',
        'items',
        'quantity',
        'subtotal',
        'shippingCharges',
        'tax',
        'totals',
        'total',
        'pickup',
        'pickupShop',
        'reference',
        'vehicle',
        'payment',
        'history',
        'company',
      ].sort(),
    );
    expect(Object.keys(trackedOf(res).payment).sort()).toEqual(['method', 'status']);
    expect(trackedOf(res).company).toBeNull();
    for (const personal of [email, placed.token, homeAddress.address1, homeAddress.lastName, '912 34 567']) {
      expect(res.raw).not.toContain(personal);
    }
  });

  it("shows a staff member's change as the shop's, with its note and without who it was", async () => {
    const other = await createOrder(
      t.app,
      guestOrder([{ articleId: placed.items[0]?.articleId, quantity: 1 }], {
        email: 'track-moved@example.no',
      }),
    );
    const moved = await call(
      t.app,
      `/payment-staus/${other.body.order.id}`,
      jsonPost({ status: 'CANCELLED', message: 'Sold out at the supplier' }, { Authorization: admin }),
    );
    expect(moved.status).toBe(200);
    const res = await track({ number: other.body.order.number, email: 'track-moved@example.no' });
    expect(trackedOf(res).status).toBe('CANCELLED');
    expect(trackedOf(res).history).toEqual([
      expect.objectContaining({ from: null, to: 'PENDING', actor: 'customer' }),
      expect.objectContaining({
        from: 'PENDING',
        to: 'CANCELLED',
        actor: 'staff',
        note: 'Sold out at the supplier',
      }),
    ]);
    expect(res.raw).not.toContain('track-admin');
  });

  it('answers an order from before the checkout with empty lines and history', async () => {
    const res = await track({ number: 'bd-100234', email: 'Kari@Example.no' });
    expect(res.status).toBe(200);
    expect(trackedOf(res)).toMatchObject({ number: 'BD-100234', status: 'SHIPPED', items: [], history: [] });
  });
});

describe('POST /api/order/track: anything else', () => {
  it.each(['no', 'en', 'ar'])(
    'answers one and the same 404 for an unknown number and a wrong email (%s)',
    async (lang) => {
      const answers = await Promise.all(
        [
          { number: 'BD-999999', email },
          { number: placed.number, email: 'ola@example.no' },
          { number: placed.number, email: `${email}.com` },
          { number: `${placed.number}0`, email },
        ].map((body) => track(body, { lang })),
      );
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.raw).toBe(answers[0]?.raw);
        expect(res.body).toEqual({ error: 'ORDER_NOT_FOUND', message: expect.any(String) });
      }
      if (lang === 'en') expect(answers[0]?.body.message).toMatch(/no order/);
    },
  );

  it.each([
    {},
    { number: '', email: 'kari@example.no' },
    { number: 'BD-1', email: 'x' },
    { number: 'x'.repeat(41), email: 'a@b.no' },
  ])('rejects %o with 400 and the fields', async (body) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: expect.any(Object) });
  });
});

describe('POST /api/order/track: the limit per address', () => {
  it(`takes ${trackLimit.limit} requests in 10 minutes from one address, right or wrong, then 429 in the caller's language`, async () => {
    // At the start of a window, so all the requests fall into one and Retry-After is known.
    const windowStart = Math.ceil(Date.now() / trackLimit.windowMs) * trackLimit.windowMs;
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 1000 });
    const ip = freshIp();
    const bodies = [{ number: placed.number, email }, { number: 'BD-999999', email }, { number: '' }];
    for (let i = 0; i < trackLimit.limit; i++) {
      expect((await track(bodies[i % bodies.length], { ip })).status).not.toBe(429);
    }
    const refused = await track({ number: placed.number, email }, { ip, lang: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Too many/) });
    expect(refused.headers.get('Retry-After')).toBe(String(trackLimit.windowMs / 1000 - 1));
    const norsk = await track({ number: placed.number, email }, { ip, lang: 'no' });
    expect(norsk.body.message).toMatch(/For mange/);
    // Another address is not held up; the same one is let in again in the next window.
    expect((await track({ number: placed.number, email })).status).toBe(200);
    vi.setSystemTime(windowStart + trackLimit.windowMs + 1000);
    expect((await track({ number: placed.number, email }, { ip })).status).toBe(200);
  });
});
