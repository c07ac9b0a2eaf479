// @engines: pglite postgres (transactions, locks, raw-sql, answer-cache)
// POST /api/order/create-order: the request checked field by field, orders priced by the server (never by the
// client), stock checked and reserved in one transaction, changed totals refused, and one order per Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingFee } from '../../../src/domain/cart';
import { idempotencyKeys, orders } from '../../db/schema';
import {
  anArticle,
  approveForInvoice,
  call,
  createOrder,
  deliveredOrder,
  guestOrder,
  homeAddress,
  orderCount,
  savedAddress,
  setStock,
  stockOf,
} from '../../test/order-kit';
import { anotherProcess, createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A workshop's account the shop approved for invoice: delivered orders are bought on invoice by it. */
let workshop: { id: number; token: string };
/** An account not approved for invoice. */
let unapproved: string;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  const signedIn = await signIn(t.db, t.auth, { email: 'workshop@example.no' });
  await approveForInvoice(t.db, signedIn.user.id);
  workshop = { id: signedIn.user.id, token: signedIn.token };
  unapproved = (await signIn(t.db, t.auth, { email: 'not-approved@example.no' })).token;
});
afterAll(() => t?.close());

const en = { 'Accept-Language': 'en' };
const orderKeys = [
  '_id',
  'id',
  'number',
  'token',
  'created',
  'status',
  'email',
  'items',
  'quantity',
  'subtotal',
  'shippingCharges',
  'tax',
  'totals',
  'total',
  'shippingAddress',
  'billingAddress',
  'pickup',
  'pickupShop',
  'payment',
  'cartId',
  'userId',
  'history',
  'reference',
  'vehicle',
  'business',
].sort();
const oslo = { ...homeAddress, city: 'OSLO' };
const vatOf = (total: number) => Math.round((total - total / 1.25) * 100) / 100;

describe('POST /api/order/create-order: the request', () => {
  it('refuses an order without an Idempotency-Key (400 IDEMPOTENCY_KEY_REQUIRED), and a malformed key', async () => {
    const article = await anArticle(t.db, 'in-stock');
    const before = await orderCount(t.db);
    const body = guestOrder([{ articleId: article.articleId, quantity: 1 }]);
    const missing = await createOrder(t.app, body, { key: null, headers: en });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'IDEMPOTENCY_KEY_REQUIRED',
      message: expect.stringContaining('Idempotency-Key'),
    });
    const malformed = await createOrder(t.app, body, { key: 'short' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('BAD_IDEMPOTENCY_KEY');
    expect(await orderCount(t.db)).toBe(before);
  });

  it('answers 401 to an Authorization header that is no valid session (never a guest order)', async () => {
    const article = await anArticle(t.db, 'in-stock');
    const before = await orderCount(t.db);
    const res = await createOrder(t.app, guestOrder([{ articleId: article.articleId, quantity: 1 }]), {
      token: 'not-a-token',
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHORIZED');
    expect(await orderCount(t.db)).toBe(before);
  });

  const line = { articleId: 1, quantity: 1 };
  it.each([
    ['no body fields', {}, { items: 'REQUIRED', paymentMethod: 'REQUIRED' }],
    ['no lines', guestOrder([]), { items: 'REQUIRED' }],
    [
      '101 lines',
      guestOrder(Array.from({ length: 101 }, (_, i) => ({ ...line, articleId: i + 1 }))),
      { items: 'TOO_LONG' },
    ],
    ['a quantity of 0', guestOrder([{ ...line, quantity: 0 }]), { 'items.0.quantity': 'INVALID' }],
    ['a quantity over 999', guestOrder([{ ...line, quantity: 1000 }]), { 'items.0.quantity': 'INVALID' }],
    ['an article id of text', guestOrder([{ ...line, articleId: '1' }]), { 'items.0.articleId': 'INVALID' }],
    [
      'an unknown payment method',
      guestOrder([line], { paymentMethod: 'vipps' }),
      { paymentMethod: 'INVALID' },
    ],
    ['a bad email', guestOrder([line], { email: 'kari' }), { email: 'INVALID_EMAIL' }],
    ['a negative expected total', guestOrder([line], { expectedTotal: -1 }), { expectedTotal: 'INVALID' }],
    ['pickup as text', guestOrder([line], { pickup: 'yes' }), { pickup: 'INVALID' }],
    [
      'a saved address id of 0',
      guestOrder([line], { shippingAddress: { id: 0 } }),
      { 'shippingAddress.id': 'INVALID' },
    ],
    [
      'a shipping address without a name',
      guestOrder([line], { shippingAddress: { ...homeAddress, firstName: ' ' } }),
      { 'shippingAddress.firstName': 'REQUIRED' },
    ],
    [
      'a billing address with a 3-digit postcode',
      guestOrder([line], { billingAddress: { ...homeAddress, postcode: '155' } }),
      { 'billingAddress.postcode': 'INVALID_POSTCODE' },
    ],
  ])('answers 400 VALIDATION_ERROR to %s', async (_label, body, fields) => {
    const before = await orderCount(t.db);
    const res = await createOrder(t.app, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String), fields });
    expect(await orderCount(t.db)).toBe(before);
  });

  it("checks an address like POST /address/add, with each field error in the caller's language", async () => {
    const unknown = guestOrder([line], { shippingAddress: { ...homeAddress, postcode: '9999' } });
    const english = await createOrder(t.app, unknown, { headers: en });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The postcode is not in the Norwegian postcode register.',
      fields: { 'shippingAddress.postcode': 'UNKNOWN_POSTCODE' },
    });
    const norwegian = await createOrder(t.app, unknown);
    expect(norwegian.body.message).toBe('Postnummeret finnes ikke i postnummerregisteret.');
    const mismatch = await createOrder(
      t.app,
      guestOrder([line], { shippingAddress: { ...homeAddress, city: 'Bergen' } }),
      { headers: { 'Accept-Language': 'ar' } },
    );
    expect(mismatch.body).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'المدينة لا تطابق الرمز البريدي. اترك الحقل فارغًا وسنملؤه نحن.',
      fields: { 'shippingAddress.city': 'CITY_MISMATCH' },
    });
  });

  it.each([
    [
      'delivery without a shipping address',
      { ...deliveredOrder([line]), shippingAddress: undefined },
      { shippingAddress: 'REQUIRED' },
      'Please fill in all required fields.',
      'workshop',
    ],
    [
      'pickup without a billing address',
      { ...guestOrder([line]), billingAddress: undefined },
      { billingAddress: 'REQUIRED' },
      'Please fill in all required fields.',
    ],
    [
      'pickup at a shop that does not exist',
      guestOrder([line], { pickup: true, pickupShop: 'bergen', billingAddress: homeAddress }),
      { pickupShop: 'INVALID' },
      'Please choose one of our shops for pickup.',
    ],
    [
      'pay in store with delivery',
      guestOrder([line], { pickup: false, shippingAddress: homeAddress }),
      { paymentMethod: 'INVALID' },
      'Pay in store can only be chosen when you pick the order up in the shop.',
    ],
    [
      'invoice from a guest',
      guestOrder([line], { paymentMethod: 'invoice' }),
      { paymentMethod: 'INVOICE_NEEDS_ACCOUNT' },
      'Invoice is for business customers with an account we have approved. Sign in to your account, or pay with Vipps or in the shop when you pick up.',
    ],
    [
      'invoice from an account the shop has not approved',
      deliveredOrder([line]),
      { paymentMethod: 'INVOICE_NOT_APPROVED' },
      'Your account is not approved for invoice. Pay with Vipps or in the shop, or contact us to apply for invoice.',
      'unapproved',
    ],
  ])('answers 400 with a field error to %s', async (_label, body, fields, message, caller?: string) => {
    const before = await orderCount(t.db);
    const token = caller === 'workshop' ? workshop.token : caller === 'unapproved' ? unapproved : undefined;
    const res = await createOrder(t.app, body, { headers: en, token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION_ERROR', message, fields });
    expect(await orderCount(t.db)).toBe(before);
  });

  it('answers 400 to a body that is no JSON object', async () => {
    for (const body of ['{', 'null', '[]', '"order"']) {
      const res = await createOrder(t.app, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/VALIDATION_ERROR|BAD_REQUEST/);
    }
  });
});

describe('POST /api/order/create-order: placing', () => {
  it('places a delivered order priced by the server (201 {order}) in the shape of OrderDto', async () => {
    const a = await anArticle(t.db, 'in-stock', 3);
    const b = await anArticle(t.db, 'in-stock', 3);
    const res = await createOrder(
      t.app,
      deliveredOrder(
        [
          { articleId: a.articleId, quantity: 2 },
          { articleId: b.articleId, quantity: 1 },
        ],
        { cartId: 'cart-1', email: 'kari@example.no' },
      ),
      { headers: en, token: workshop.token },
    );
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(Object.keys(order).sort()).toEqual(orderKeys);
    const subtotal = Math.round((a.unitPrice * 2 + b.unitPrice) * 100) / 100;
    const total = Math.round((subtotal + shippingFee) * 100) / 100;
    expect(order).toMatchObject({
      _id: order.id,
      number: expect.stringMatching(/^BD-\d{6,}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      status: 'PENDING',
      email: 'kari@example.no',
      quantity: 3,
      subtotal,
      shippingCharges: shippingFee,
      tax: vatOf(total),
      totals: [
        { type: 'shipping', title: 'Shipping', price: shippingFee },
        { type: 'tax', title: 'Of which VAT (25 %)', price: vatOf(total) },
      ],
      total,
      shippingAddress: oslo,
      billingAddress: oslo,
      pickup: false,
      pickupShop: null,
      payment: { method: 'invoice', status: 'PENDING', reference: null },
      cartId: 'cart-1',
      userId: workshop.id,
      history: [{ at: expect.any(String), from: null, to: 'PENDING', actor: 'customer', note: '' }],
    });
    expect(Date.parse(order.created)).toBeGreaterThan(Date.now() - 60_000);
    expect(order.items).toEqual([
      {
        articleId: a.articleId,
        articleNumber: expect.any(String),
        product: expect.objectContaining({ articleId: a.articleId, price: expect.any(Number) }),
        options: {},
        price: a.unitPrice,
        quantity: 2,
        total: Math.round(a.unitPrice * 200) / 100,
      },
      expect.objectContaining({ articleId: b.articleId, price: b.unitPrice, quantity: 1 }),
    ]);
  });

  it('never reads a price the client sent', async () => {
    const a = await anArticle(t.db, 'in-stock', 2);
    const doctored = {
      ...deliveredOrder([
        { articleId: a.articleId, quantity: 2, price: 1, total: 2, product: { price: 1, discount: 1 } },
      ]),
      subtotal: 2,
      total: 2,
      totals: [{ type: 'tax', price: 0 }],
      shippingCharges: 0,
    };
    const res = await createOrder(t.app, doctored, { token: workshop.token });
    expect(res.status).toBe(201);
    expect(res.body.order.items[0]).toMatchObject({ price: a.unitPrice, quantity: 2 });
    expect(res.body.order.subtotal).toBe(Math.round(a.unitPrice * 200) / 100);
    expect(res.body.order.shippingCharges).toBe(shippingFee);
  });

  it('draws increasing, unique numbers and different tokens', async () => {
    const a = await anArticle(t.db, 'on-backorder');
    const placed = [];
    for (let i = 0; i < 3; i++) {
      placed.push(
        (await createOrder(t.app, guestOrder([{ articleId: a.articleId, quantity: 1 }]))).body.order,
      );
    }
    const numbers = placed.map((order) => Number(order.number.slice(3)));
    expect(new Set(numbers).size).toBe(3);
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(new Set(placed.map((order) => order.token)).size).toBe(3);
  });

  it('merges two lines of one article into one', async () => {
    const a = await anArticle(t.db, 'in-stock', 3);
    const res = await createOrder(
      t.app,
      guestOrder([
        { articleId: a.articleId, quantity: 1 },
        { articleId: a.articleId, quantity: 2 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.order.items).toEqual([expect.objectContaining({ articleId: a.articleId, quantity: 3 })]);
    expect((await stockOf(t.db, a.articleId))?.stockCount).toBe(a.stockCount - 3);
  });

  it("places a guest's pickup order paid in store: no shipping, the default shop, no shipping address", async () => {
    const a = await anArticle(t.db, 'in-stock');
    const res = await createOrder(t.app, {
      items: [{ articleId: a.articleId, quantity: 1 }],
      billingAddress: homeAddress,
      pickup: true,
      paymentMethod: 'store',
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      pickup: true,
      pickupShop: 'alnabru',
      shippingCharges: 0,
      total: a.unitPrice,
      shippingAddress: null,
      billingAddress: oslo,
      email: 'kari@example.no',
      payment: { method: 'store', status: 'PENDING', reference: null },
      userId: null,
      history: [expect.objectContaining({ to: 'PENDING', actor: 'customer' })],
    });
    expect(res.body.order.totals[0]).toMatchObject({ type: 'shipping', title: 'Frakt', price: 0 });
  });

  it("takes a guest's email from the billing address when none is given, so /order/track finds the order", async () => {
    const a = await anArticle(t.db, 'on-backorder');
    const res = await createOrder(t.app, {
      items: [{ articleId: a.articleId, quantity: 1 }],
      billingAddress: { ...homeAddress, email: 'Per@Example.NO' },
      pickup: true,
      paymentMethod: 'store',
    });
    expect(res.status).toBe(201);
    expect(res.body.order.email).toBe('per@example.no');
    const tracked = await call(
      t.app,
      '/track',
      jsonPost({ number: res.body.order.number, email: 'per@example.no' }),
    );
    expect(tracked.status).toBe(200);
    expect(tracked.body.order).toMatchObject({ number: res.body.order.number, status: 'PENDING' });
  });

  it("signed in: the user's order, with a saved address and the account's email unless one is given", async () => {
    const { user, token } = await signIn(t.db, t.auth, { email: 'ola@example.no' });
    await approveForInvoice(t.db, user.id);
    const saved = await savedAddress(t.db, user.id, { firstName: 'Ola' });
    const a = await anArticle(t.db, 'in-stock', 2);
    const items = [{ articleId: a.articleId, quantity: 1 }];
    const mine = await createOrder(
      t.app,
      { items, shippingAddress: { id: saved.id }, paymentMethod: 'invoice' },
      { token },
    );
    expect(mine.status).toBe(201);
    expect(mine.body.order).toMatchObject({
      userId: user.id,
      email: 'ola@example.no',
      shippingAddress: { ...oslo, firstName: 'Ola' },
      billingAddress: { ...oslo, firstName: 'Ola' },
    });
    const other = await createOrder(
      t.app,
      { items, email: 'Work@Example.no', shippingAddress: homeAddress, paymentMethod: 'invoice' },
      { token },
    );
    expect(other.body.order).toMatchObject({ userId: user.id, email: 'work@example.no' });
  });

  it("answers 404 ADDRESS_NOT_FOUND for another user's saved address, and for a guest's", async () => {
    const owner = await signIn(t.db, t.auth, { email: 'owner@example.no' });
    const stranger = await signIn(t.db, t.auth, { email: 'stranger@example.no' });
    const saved = await savedAddress(t.db, owner.user.id);
    const a = await anArticle(t.db, 'in-stock');
    const before = await orderCount(t.db);
    const body = guestOrder([{ articleId: a.articleId, quantity: 1 }], {
      shippingAddress: { id: saved.id },
    });
    for (const token of [stranger.token, undefined]) {
      const res = await createOrder(t.app, body, { token, headers: en });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'ADDRESS_NOT_FOUND', message: 'Address not found.' });
    }
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, a.articleId)).toEqual({ stock: 'in-stock', stockCount: a.stockCount });
  });
});

describe('POST /api/order/create-order: stock and prices', () => {
  it('answers 422 UNKNOWN_ARTICLES naming the articles the catalogue lacks; nothing is created', async () => {
    const a = await anArticle(t.db, 'in-stock');
    const before = await orderCount(t.db);
    const res = await createOrder(
      t.app,
      guestOrder([
        { articleId: a.articleId, quantity: 1 },
        { articleId: 999_999_999, quantity: 1 },
      ]),
      { headers: en },
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'UNKNOWN_ARTICLES',
      message: expect.stringContaining('no longer in the catalogue'),
      articleIds: [999_999_999],
    });
    expect(await orderCount(t.db)).toBe(before);
    expect((await stockOf(t.db, a.articleId))?.stockCount).toBe(a.stockCount);
  });

  it('answers 409 OUT_OF_STOCK listing each short line; nothing is created or reserved', async () => {
    const gone = await anArticle(t.db, 'out-of-stock');
    const few = await anArticle(t.db, 'in-stock');
    const plenty = await anArticle(t.db, 'in-stock');
    await setStock(t.db, few.articleId, 'in-stock', 2);
    await setStock(t.db, plenty.articleId, 'in-stock', 10);
    const before = await orderCount(t.db);
    const res = await createOrder(
      t.app,
      guestOrder([
        { articleId: plenty.articleId, quantity: 1 },
        { articleId: few.articleId, quantity: 3 },
        { articleId: gone.articleId, quantity: 1 },
      ]),
      { headers: en },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'OUT_OF_STOCK',
      message: expect.stringContaining('Nothing was ordered'),
      lines: [
        { articleId: few.articleId, requested: 3, available: 2 },
        { articleId: gone.articleId, requested: 1, available: 0 },
      ],
    });
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, plenty.articleId)).toEqual({ stock: 'in-stock', stockCount: 10 });
    expect(await stockOf(t.db, few.articleId)).toEqual({ stock: 'in-stock', stockCount: 2 });
  });

  it('reserves on-shelf units; the last unit turns the article out of stock; backorder is ordered as it is', async () => {
    const last = await anArticle(t.db, 'in-stock');
    const backorder = await anArticle(t.db, 'on-backorder');
    await setStock(t.db, last.articleId, 'in-stock', 2);
    const res = await createOrder(
      t.app,
      guestOrder([
        { articleId: last.articleId, quantity: 2 },
        { articleId: backorder.articleId, quantity: 50 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(await stockOf(t.db, last.articleId)).toEqual({ stock: 'out-of-stock', stockCount: 0 });
    expect(await stockOf(t.db, backorder.articleId)).toEqual({
      stock: 'on-backorder',
      stockCount: backorder.stockCount,
    });
  });

  it('answers 409 PRICE_CHANGED with the new prices when the confirmed total differs; nothing is created', async () => {
    const a = await anArticle(t.db, 'in-stock', 2);
    const items = [{ articleId: a.articleId, quantity: 1 }];
    const total = Math.round((a.unitPrice + shippingFee) * 100) / 100;
    const before = await orderCount(t.db);
    const res = await createOrder(
      t.app,
      deliveredOrder(items, { expectedTotal: total - 10, cartId: 'c-7' }),
      {
        headers: en,
        token: workshop.token,
      },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'PRICE_CHANGED',
      message: expect.stringContaining('prices have changed'),
      cart: {
        cartId: 'c-7',
        items: [expect.objectContaining({ articleId: a.articleId, price: a.unitPrice, quantity: 1 })],
        unknown: [],
        quantity: 1,
        pickup: false,
        pickupShop: null,
        subtotal: a.unitPrice,
        shipping: shippingFee,
        tax: vatOf(total),
        totals: [
          { type: 'shipping', title: 'Shipping', price: shippingFee },
          { type: 'tax', title: 'Of which VAT (25 %)', price: vatOf(total) },
        ],
        total,
      },
    });
    expect(await orderCount(t.db)).toBe(before);
    expect((await stockOf(t.db, a.articleId))?.stockCount).toBe(a.stockCount);
    const confirmed = await createOrder(t.app, deliveredOrder(items, { expectedTotal: total }), {
      token: workshop.token,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.order.total).toBe(total);
  });

  it("shows an order's stock change in the catalogue's answers at once, here and in another process", async () => {
    const a = await anArticle(t.db, 'in-stock');
    await setStock(t.db, a.articleId, 'in-stock', 1);
    // Another process: its own catalogue answer cache on the same database.
    const elsewhere = anotherProcess(t);
    const stockIn = async (app: Pick<typeof t.app, 'request'>) =>
      (await (await app.request(`/api/product/item?id=${a.articleId}&lang=no`)).json()).product.stock;
    expect(await stockIn(t.app)).toBe('in-stock');
    expect(await stockIn(elsewhere)).toBe('in-stock');

    const res = await createOrder(t.app, guestOrder([{ articleId: a.articleId, quantity: 1 }]));
    expect(res.status).toBe(201);
    expect(await stockIn(t.app)).toBe('out-of-stock');
    expect(await stockIn(elsewhere)).toBe('out-of-stock');
  });
});

describe('POST /api/order/create-order: exactly once', () => {
  it('answers a repeated key with the first answer and places one order; another body with that key is 422', async () => {
    const a = await anArticle(t.db, 'in-stock', 2);
    const key = randomUUID();
    const body = guestOrder([{ articleId: a.articleId, quantity: 1 }]);
    const first = await createOrder(t.app, body, { key });
    const again = await createOrder(t.app, body, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.raw).toBe(first.raw);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const placed = await t.db
      .select()
      .from(orders)
      .where(eq(orders.requestKey, `guest/${key}`));
    expect(placed).toHaveLength(1);
    const other = await createOrder(t.app, { ...body, cartId: 'other' }, { key });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await stockOf(t.db, a.articleId))?.stockCount).toBe(a.stockCount - 1);
  });

  it("keeps keys per caller: a user's key is not a guest's", async () => {
    const { token } = await signIn(t.db, t.auth, { email: 'keys@example.no' });
    const a = await anArticle(t.db, 'on-backorder');
    const key = randomUUID();
    const body = guestOrder([{ articleId: a.articleId, quantity: 1 }]);
    const guest = await createOrder(t.app, body, { key });
    const user = await createOrder(t.app, body, { key, token });
    expect(guest.status).toBe(201);
    expect(user.status).toBe(201);
    expect(user.body.order.id).not.toBe(guest.body.order.id);
  });

  it('answers the order already placed when the idempotency claim was lost (the unique request key)', async () => {
    const a = await anArticle(t.db, 'in-stock', 2);
    const key = randomUUID();
    const body = guestOrder([{ articleId: a.articleId, quantity: 1 }]);
    const first = await createOrder(t.app, body, { key });
    expect(first.status).toBe(201);
    // As if the process had crashed before storing the answer and the claim had been taken over.
    await t.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, `guest/${key}`));
    const before = await orderCount(t.db);
    const retry = await createOrder(t.app, body, { key });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await orderCount(t.db)).toBe(before);
    expect((await stockOf(t.db, a.articleId))?.stockCount).toBe(a.stockCount - 1);
  });
});
