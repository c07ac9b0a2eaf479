// @engines: pglite
// /api/cart: carts priced by the server from its catalogue (never from the client), kept per unguessable id,
// owned by the user who saved them, answered 404 to everyone else; writes replayed by their Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricedCart } from '../../../src/domain/checkout';
import { articles, carts } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Row = { articleId: number; price: number; discount: number | null };
/** Articles without a sale price, and one with. */
let plain: Row[];
let onSale: Row;
const unknownId = 2_000_000_000;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.05 });
  const columns = { articleId: articles.articleId, price: articles.price, discount: articles.discount };
  plain = await t.db
    .select(columns)
    .from(articles)
    .where(isNull(articles.discount))
    .orderBy(articles.articleId)
    .limit(3);
  const [sale] = await t.db.select(columns).from(articles).where(isNotNull(articles.discount)).limit(1);
  if (plain.length < 3 || !sale) throw new Error('the test catalogue lacks plain or discounted articles');
  onSale = sale;
});
afterAll(() => t?.close());

const user = async () =>
  (await signIn(t.db, t.auth, { email: `${randomUUID().slice(0, 8)}@example.no` })).token;
const headers = (token?: string, extra: Record<string, string> = {}) => ({
  ...(token === undefined ? {} : { Authorization: token }),
  ...extra,
});
/** What any cart call may answer (each test reads the part its call has). */
type Body = {
  success: boolean;
  cartId: string;
  cart: PricedCart;
  error: string;
  message: string;
  fields: Record<string, string>;
};
type Answer = { status: number; body: Body; headers: Headers };
const call = async (path: string, init: RequestInit): Promise<Answer> => {
  const res = await t.app.request(`/api/cart${path}`, init);
  return { status: res.status, body: await res.json(), headers: res.headers };
};
const create = (body: unknown, token?: string, extra: Record<string, string> = {}) =>
  call('/create-cart', jsonPost(body, headers(token, extra)));
const update = (body: unknown, token?: string, extra: Record<string, string> = {}) =>
  call('/update-cart', jsonPost(body, headers(token, extra)));
const get = (id: string, token?: string, extra: Record<string, string> = {}) =>
  call(`/${encodeURIComponent(id)}`, { headers: headers(token, extra) });
const mine = (token?: string) => call('/me', { headers: headers(token) });

const line = (row: Row, quantity = 1, options: Record<string, string> = {}) => ({
  articleId: row.articleId,
  quantity,
  options,
});
const state = (items: unknown[], more: Record<string, unknown> = {}) => ({ newState: { items, ...more } });
/** Creates a cart; its id. */
const created = async (body: unknown, token?: string): Promise<string> => {
  const res = await create(body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.cartId;
};
const storedRow = async (id: string) => (await t.db.select().from(carts).where(eq(carts.id, id)))[0];

/** The catalogue's charge for a line, in øre, worked out here rather than by the server's code. */
const chargeOre = (row: Row, quantity: number) =>
  (row.discount !== null && row.discount < row.price ? row.discount : row.price) * 100 * quantity;

describe('POST /api/cart/create-cart', () => {
  it('saves a guest cart (201) and prices it from the catalogue: lines, subtotal, 129 shipping, MVA, total', async () => {
    const [a, b] = plain as [Row, Row];
    const res = await create(state([line(a, 2), line(onSale, 1, { side: 'left' }), line(b, 3)]));
    expect(res.status).toBe(201);
    const { cart } = res.body;
    expect(res.body).toMatchObject({ success: true, cartId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(cart.cartId).toBe(res.body.cartId);
    expect(cart.items.map((l) => [l.articleId, l.quantity, l.price, l.total])).toEqual([
      [a.articleId, 2, a.price, (a.price * 2 * 100) / 100],
      [onSale.articleId, 1, onSale.discount, onSale.discount],
      [b.articleId, 3, b.price, b.price * 3],
    ]);
    expect(cart.items[1]?.options).toEqual({ side: 'left' });
    expect(cart.items[0]?.product).toMatchObject({ articleId: a.articleId, price: a.price });
    const subtotal = chargeOre(a, 2) + chargeOre(onSale, 1) + chargeOre(b, 3);
    const total = subtotal + 12_900;
    const tax = (total - Math.round(total / 1.25)) / 100;
    expect(cart).toMatchObject({
      unknown: [],
      quantity: 6,
      pickup: false,
      pickupShop: null,
      subtotal: subtotal / 100,
      shipping: 129,
      tax,
      total: total / 100,
      totals: [
        { type: 'shipping', title: 'Frakt', price: 129 },
        { type: 'tax', title: expect.any(String), price: tax },
      ],
    });
  });

  it('ignores every price, total and product a client sends, and stores only articles, quantities and options', async () => {
    const a = plain[0] as Row;
    const doctored = {
      cartId: 'mine',
      items: [
        {
          ...line(a, 2),
          price: 1,
          total: 2,
          product: { articleId: a.articleId, price: 1, discount: 0 },
          articleNumber: 'X',
        },
      ],
      quantity: 1000,
      subtotal: 1,
      shipping: 0,
      tax: 0,
      totals: [{ type: 'shipping', title: 'Free', price: 0 }],
      total: 1,
    };
    const res = await create({ newState: doctored });
    expect(res.status).toBe(201);
    expect(res.body.cart).toMatchObject({
      items: [{ articleId: a.articleId, price: a.price, total: a.price * 2, quantity: 2 }],
      quantity: 2,
      subtotal: a.price * 2,
      shipping: 129,
      total: a.price * 2 + 129,
    });
    expect(res.body.cartId).not.toBe('mine');
    const row = await storedRow(res.body.cartId);
    expect(row?.items).toEqual([{ articleId: a.articleId, quantity: 2, options: {} }]);
    expect(row?.userId).toBeNull();
  });

  it('reports articles the catalogue does not have and keeps none of them', async () => {
    const a = plain[0] as Row;
    const res = await create(
      state([line(a), { articleId: unknownId, quantity: 4 }, { articleId: 1, quantity: 1 }]),
    );
    expect(res.status).toBe(201);
    expect(res.body.cart.unknown).toEqual([unknownId, 1]);
    expect(res.body.cart.items.map((l) => l.articleId)).toEqual([a.articleId]);
    expect(res.body.cart.quantity).toBe(1);
    expect((await storedRow(res.body.cartId))?.items.map((l) => l.articleId)).toEqual([a.articleId]);
    expect((await get(res.body.cartId)).body.cart.unknown).toEqual([]);
  });

  it('merges lines of the same article (quantities added, capped at 999)', async () => {
    const a = plain[0] as Row;
    const res = await create(state([line(a, 2), line(plain[1] as Row), line(a, 3)]));
    expect(res.body.cart.items.map((l) => [l.articleId, l.quantity])).toEqual([
      [a.articleId, 5],
      [(plain[1] as Row).articleId, 1],
    ]);
    const capped = await create(state([line(a, 998), line(a, 5)]));
    expect(capped.body.cart.items[0]?.quantity).toBe(999);
  });

  it('with pickup: shipping 0 and a known shop (the default one when none or an unknown one is named)', async () => {
    const a = plain[0] as Row;
    for (const pickupShop of [undefined, null, 'alnabru', 'nowhere']) {
      const res = await create(state([line(a)], { pickup: true, pickupShop }));
      expect(res.body.cart).toMatchObject({
        pickup: true,
        pickupShop: 'alnabru',
        shipping: 0,
        total: a.price,
      });
      expect(res.body.cart.totals[0]).toEqual({ type: 'shipping', title: 'Frakt', price: 0 });
      expect(await storedRow(res.body.cartId)).toMatchObject({ pickup: true, pickupShop: 'alnabru' });
    }
    const off = await create(state([line(a)], { pickup: false, pickupShop: 'alnabru' }));
    expect(off.body.cart).toMatchObject({ pickup: false, pickupShop: null, shipping: 129 });
  });

  it('takes an empty cart: no shipping (null), nothing to pay', async () => {
    const res = await create(state([]));
    expect(res.status).toBe(201);
    expect(res.body.cart).toMatchObject({
      items: [],
      unknown: [],
      quantity: 0,
      subtotal: 0,
      shipping: null,
      tax: 0,
      total: 0,
      totals: [{ type: 'tax', price: 0 }],
    });
    const onlyUnknown = await create(state([{ articleId: unknownId, quantity: 1 }], { pickup: true }));
    expect(onlyUnknown.body.cart).toMatchObject({ items: [], unknown: [unknownId], shipping: null });
  });

  it('names products and totals in the caller’s language', async () => {
    const res = await create(state([line(plain[0] as Row)]), undefined, { 'Accept-Language': 'en' });
    expect(res.body.cart.totals[0]?.title).toBe('Shipping');
    const [row] = await t.db
      .select({ nameEn: articles.nameEn })
      .from(articles)
      .where(eq(articles.articleId, (plain[0] as Row).articleId));
    expect(res.body.cart.items[0]?.product.articleName).toBe(row?.nameEn);
  });

  it('links the cart to a signed-in caller', async () => {
    const token = await user();
    const id = await created(state([line(plain[0] as Row)]), token);
    expect((await storedRow(id))?.userId).toEqual(expect.any(Number));
    expect((await get(id, token)).status).toBe(200);
  });
});

describe('bad input', () => {
  const a = () => plain[0] as Row;
  it.each([
    [{}, 'newState'],
    [{ newState: null }, 'newState'],
    [{ newState: {} }, 'newState.items'],
    [{ newState: { items: 'all' } }, 'newState.items'],
    [state([{ articleId: 'x', quantity: 1 }]), 'newState.items.0.articleId'],
    [state([{ articleId: 0, quantity: 1 }]), 'newState.items.0.articleId'],
    [state([{ articleId: 1.5, quantity: 1 }]), 'newState.items.0.articleId'],
    [state([{ articleId: 2 ** 31, quantity: 1 }]), 'newState.items.0.articleId'],
    [state([{ articleId: 7 }]), 'newState.items.0.quantity'],
    [state([{ articleId: 7, quantity: 0 }]), 'newState.items.0.quantity'],
    [state([{ articleId: 7, quantity: 1000 }]), 'newState.items.0.quantity'],
    [state([{ articleId: 7, quantity: 1, options: { size: 5 } }]), 'newState.items.0.options.size'],
    [state([], { pickup: 'yes' }), 'newState.pickup'],
    [state([], { pickupShop: 'x'.repeat(41) }), 'newState.pickupShop'],
  ])('create-cart %j → 400 naming %s', async (body, field) => {
    const res = await create(body, undefined, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('refuses more than 100 lines, a body that is no JSON, and one over the size limit', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ articleId: i + 1, quantity: 1 }));
    expect((await create(state(many))).body.fields).toHaveProperty(['newState.items']);
    const broken = await create('{"newState":');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toEqual(expect.any(String));
    const huge = await create(state([{ ...line(a()), product: 'x'.repeat(600 * 1024) }]));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('update-cart needs a cart id as text and a newState', async () => {
    const id = await created(state([line(a())]));
    for (const [body, field] of [
      [{ newState: { items: [] } }, 'cartId'],
      [{ cartId: 42, newState: { items: [] } }, 'cartId'],
      [{ cartId: '', newState: { items: [] } }, 'cartId'],
      [{ cartId: id }, 'newState'],
    ] as const) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect((await get(id)).body.cart.quantity).toBe(1);
  });

  it('answers 401 to an Authorization header that is no valid session, never treating it as a guest', async () => {
    const id = await created(state([line(a())]));
    for (const token of ['not-a-token', 'Bearer x.y.z', '']) {
      expect((await create(state([line(a())]), token)).status).toBe(401);
      expect((await update({ cartId: id, newState: { items: [] } }, token)).status).toBe(401);
      expect((await get(id, token)).status).toBe(401);
    }
    expect((await get(id)).body.cart.quantity).toBe(1);
  });
});

describe('POST /api/cart/update-cart and GET /api/cart/{cartId}', () => {
  it('replaces the cart’s state and answers it priced; GET answers the same cart', async () => {
    const [a, b] = plain as [Row, Row];
    const id = await created(state([line(a, 2)]));
    const res = await update({
      cartId: id,
      newState: { items: [line(b, 1), { articleId: unknownId, quantity: 1 }], pickup: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.cart).toMatchObject({
      cartId: id,
      items: [{ articleId: b.articleId, quantity: 1, price: b.price }],
      unknown: [unknownId],
      pickup: true,
      pickupShop: 'alnabru',
      shipping: 0,
      total: b.price,
    });
    const read = await get(id);
    expect(read.status).toBe(200);
    expect(read.headers.get('Cache-Control')).toBe('no-store');
    expect(read.body.cart).toEqual({ ...res.body.cart, unknown: [] });
  });

  it('takes an emptied cart', async () => {
    const id = await created(state([line(plain[0] as Row)]));
    const res = await update({ cartId: id, newState: { items: [] } });
    expect(res.body.cart).toMatchObject({ items: [], shipping: null, total: 0 });
    expect((await storedRow(id))?.items).toEqual([]);
  });

  it('prices a saved cart as the catalogue is now', async () => {
    const a = plain[2] as Row;
    const id = await created(state([line(a, 2)]));
    await t.db
      .update(articles)
      .set({ price: a.price + 100 })
      .where(eq(articles.articleId, a.articleId));
    try {
      expect((await get(id)).body.cart).toMatchObject({ subtotal: (a.price + 100) * 2 });
    } finally {
      await t.db.update(articles).set({ price: a.price }).where(eq(articles.articleId, a.articleId));
    }
  });

  it('answers 404 CART_NOT_FOUND for an id that does not exist, however it looks', async () => {
    for (const id of ['x'.repeat(43), 'me2', 'short', '%00', 'a'.repeat(200)]) {
      const read = await get(id);
      expect(read.status, id).toBe(404);
      expect(read.body).toEqual({ error: 'CART_NOT_FOUND', message: expect.any(String) });
      const written = await update({ cartId: id, newState: { items: [] } });
      expect(written.status).toBe(404);
      expect(written.body.error).toBe('CART_NOT_FOUND');
    }
  });
});

describe('ownership', () => {
  it('a user’s cart answers only to that user: another user and a guest get the 404 of a missing cart', async () => {
    const owner = await user();
    const other = await user();
    const id = await created(state([line(plain[0] as Row, 2)]), owner);
    const missing = await get('y'.repeat(43), other);
    for (const token of [other, undefined]) {
      const read = await get(id, token);
      expect(read.status).toBe(404);
      expect(read.body).toEqual(missing.body);
      const written = await update({ cartId: id, newState: { items: [] } }, token);
      expect(written.status).toBe(404);
      expect(written.body).toEqual(missing.body);
    }
    const mineNow = await get(id, owner);
    expect(mineNow.status).toBe(200);
    expect(mineNow.body.cart.quantity).toBe(2);
    expect((await update({ cartId: id, newState: { items: [line(plain[1] as Row)] } }, owner)).status).toBe(
      200,
    );
  });

  it('a guest cart answers to whoever holds its id, until a signed-in update makes it that user’s', async () => {
    const id = await created(state([line(plain[0] as Row)]));
    expect((await get(id)).status).toBe(200);
    const someone = await user();
    expect((await get(id, someone)).status).toBe(200);
    expect((await storedRow(id))?.userId).toBeNull();

    const owner = await user();
    const linked = await update({ cartId: id, newState: { items: [line(plain[1] as Row)] } }, owner);
    expect(linked.status).toBe(200);
    expect((await storedRow(id))?.userId).toEqual(expect.any(Number));
    expect((await get(id, owner)).body.cart.items[0]?.articleId).toBe((plain[1] as Row).articleId);
    expect((await get(id)).status).toBe(404);
    expect((await get(id, someone)).status).toBe(404);
    expect((await update({ cartId: id, newState: { items: [] } }, someone)).status).toBe(404);
    expect((await mine(owner)).body.cart.cartId).toBe(id);
  });
});

describe('GET /api/cart/me', () => {
  it('needs a session', async () => {
    expect((await mine()).status).toBe(401);
    expect((await mine('nope')).status).toBe(401);
  });

  it('answers null before the user has a cart, then the most recently updated one, priced', async () => {
    const token = await user();
    expect((await mine(token)).body).toEqual({ cart: null });
    const first = await created(state([line(plain[0] as Row)]), token);
    const second = await created(state([line(plain[1] as Row)]), token);
    await created(state([line(plain[2] as Row)]), await user());
    await created(state([line(plain[2] as Row)]));
    const latest = await mine(token);
    expect(latest.headers.get('Cache-Control')).toBe('no-store');
    expect(latest.body.cart).toMatchObject({
      cartId: second,
      items: [{ articleId: (plain[1] as Row).articleId }],
    });
    await update({ cartId: first, newState: { items: [line(plain[0] as Row, 4)], pickup: true } }, token);
    expect((await mine(token)).body.cart).toMatchObject({ cartId: first, quantity: 4, shipping: 0 });
  });
});

describe('Idempotency-Key', () => {
  it('a create-cart replayed with its key answers the first answer and makes no second cart', async () => {
    const key = randomUUID();
    const body = state([line(plain[0] as Row)]);
    const first = await create(body, undefined, { 'Idempotency-Key': key });
    const again = await create(body, undefined, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await create(state([line(plain[1] as Row)]), undefined, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('an update-cart replayed after a later change answers (and changes) as the first time', async () => {
    const token = await user();
    const id = await created(state([line(plain[0] as Row)]), token);
    const key = randomUUID();
    const body = { cartId: id, newState: { items: [line(plain[0] as Row, 3)] } };
    const first = await update(body, token, { 'Idempotency-Key': key });
    await update({ cartId: id, newState: { items: [line(plain[1] as Row)] } }, token);
    const again = await update(body, token, { 'Idempotency-Key': key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await get(id, token)).body.cart.items[0]?.articleId).toBe((plain[1] as Row).articleId);
  });

  it('keys are the caller’s: another user’s same key is a request of its own', async () => {
    const key = randomUUID();
    const body = state([line(plain[0] as Row)]);
    const a = await create(body, await user(), { 'Idempotency-Key': key });
    const b = await create(body, await user(), { 'Idempotency-Key': key });
    const guest = await create(body, undefined, { 'Idempotency-Key': key });
    expect(new Set([a.body.cartId, b.body.cartId, guest.body.cartId]).size).toBe(3);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('refuses a malformed key', async () => {
    const res = await create(state([]), undefined, { 'Idempotency-Key': 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_IDEMPOTENCY_KEY');
  });
});
