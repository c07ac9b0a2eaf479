// @engines: pglite postgres (races, transactions, answer-cache)
// A cancelled order gives back the units it took, once: placing notes what each line took off the shelf (in-stock
// lines only), and every cancel — a PENDING order, a PAID one refunded, two at once — puts exactly that back in
// the transaction that cancels, with the article in stock again and the catalogue's answers in every process
// showing it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReservations } from '../../db/schema';
import { freshIp } from '../../test/auth-kit';
import {
  anArticle,
  call,
  createOrder,
  homeAddress,
  setStock,
  stockOf,
  type TestArticle,
} from '../../test/order-kit';
import { anotherProcess, createTestApp, getJson, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let backorder: TestArticle;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  admin = (await signIn(t.db, t.auth, { email: 'cancel-admin@example.no', role: 'ADMIN' })).token;
  backorder = await anArticle(t.db, 'on-backorder');
}, 180_000);
afterAll(() => t?.close());

let n = 0;
async function pickupOrder(items: { articleId: number; quantity: number }[]) {
  const email = `cancel-${++n}@example.no`;
  const res = await createOrder(
    t.app,
    { items, email, billingAddress: { ...homeAddress, email }, pickup: true, paymentMethod: 'store' },
    { headers: { 'X-Forwarded-For': freshIp() } },
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}
const move = (id: number, status: string) =>
  call(t.app, `/payment-staus/${id}`, jsonPost({ status }, { Authorization: admin }));
const reservationsOf = (orderId: number) =>
  t.db
    .select({ articleId: orderReservations.articleId, units: orderReservations.units })
    .from(orderReservations)
    .where(eq(orderReservations.orderId, orderId));
type App = { request: (path: string) => Response | Promise<Response> };
const shown = async (app: App, articleId: number) =>
  (await getJson(app, `/api/product/item?id=${articleId}&lang=no`)).body.product.stock;

describe('a cancelled order gives its units back', () => {
  it('notes only what in-stock lines took; a backorder line takes and gives back nothing', async () => {
    const article = await anArticle(t.db, 'in-stock');
    await setStock(t.db, article.articleId, 'in-stock', 6);
    const backorderUnits = (await stockOf(t.db, backorder.articleId))?.stockCount;
    const order = await pickupOrder([
      { articleId: article.articleId, quantity: 2 },
      { articleId: backorder.articleId, quantity: 3 },
      { articleId: article.articleId, quantity: 1 },
    ]);
    expect(await reservationsOf(order.id)).toEqual([{ articleId: article.articleId, units: 3 }]);
    expect((await stockOf(t.db, article.articleId))?.stockCount).toBe(3);
    expect((await move(order.id, 'CANCELLED')).status).toBe(200);
    expect(await stockOf(t.db, article.articleId)).toEqual({ stock: 'in-stock', stockCount: 6 });
    expect((await stockOf(t.db, backorder.articleId))?.stockCount).toBe(backorderUnits);
  });

  it('turns a sold-out article back in stock, in this process and another one', async () => {
    const article = await anArticle(t.db, 'in-stock');
    await setStock(t.db, article.articleId, 'in-stock', 2);
    const other = anotherProcess(t);
    const order = await pickupOrder([{ articleId: article.articleId, quantity: 2 }]);
    expect(await shown(t.app, article.articleId)).toBe('out-of-stock');
    expect(await shown(other, article.articleId)).toBe('out-of-stock');
    expect((await move(order.id, 'CANCELLED')).status).toBe(200);
    expect(await shown(t.app, article.articleId)).toBe('in-stock');
    expect(await shown(other, article.articleId)).toBe('in-stock');
  });

  it('gives back a PAID order’s units when it is cancelled (refunded)', async () => {
    const article = await anArticle(t.db, 'in-stock');
    await setStock(t.db, article.articleId, 'in-stock', 4);
    const order = await pickupOrder([{ articleId: article.articleId, quantity: 4 }]);
    expect((await move(order.id, 'PAID')).status).toBe(200);
    expect((await stockOf(t.db, article.articleId))?.stockCount).toBe(0);
    expect((await move(order.id, 'CANCELLED')).status).toBe(200);
    expect(await stockOf(t.db, article.articleId)).toEqual({ stock: 'in-stock', stockCount: 4 });
  });

  it('gives back once when two cancels race, and a shipped order keeps its units', async () => {
    const article = await anArticle(t.db, 'in-stock');
    await setStock(t.db, article.articleId, 'in-stock', 5);
    const order = await pickupOrder([{ articleId: article.articleId, quantity: 5 }]);
    const answers = await Promise.all([move(order.id, 'CANCELLED'), move(order.id, 'CANCELLED')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await stockOf(t.db, article.articleId))?.stockCount).toBe(5);

    const shipped = await pickupOrder([{ articleId: article.articleId, quantity: 2 }]);
    expect((await move(shipped.id, 'PAID')).status).toBe(200);
    expect((await move(shipped.id, 'SHIPPED')).status).toBe(200);
    expect((await move(shipped.id, 'CANCELLED')).status).toBe(409);
    expect((await stockOf(t.db, article.articleId))?.stockCount).toBe(3);
  });

  it('adds the units to what staff set meanwhile, and keeps a backorder article on backorder', async () => {
    const article = await anArticle(t.db, 'in-stock');
    await setStock(t.db, article.articleId, 'in-stock', 2);
    const order = await pickupOrder([{ articleId: article.articleId, quantity: 2 }]);
    await setStock(t.db, article.articleId, 'on-backorder', 0);
    expect((await move(order.id, 'CANCELLED')).status).toBe(200);
    expect(await stockOf(t.db, article.articleId)).toEqual({ stock: 'on-backorder', stockCount: 2 });
  });
});
