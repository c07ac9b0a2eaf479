// The payloads as customers and staff would enter them: profile names, saved addresses (through the API), orders
// whose lines are the payload articles and whose addresses are payloads, and staff notes on status moves — two
// through the API as an ADMIN (which also mails the customer), the rest written as order events.
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/client';
import { orderEvents, orders, users } from '../../server/db/schema';
import { pickupShops } from '../../src/domain/cart';
import type { XssApp as Shop } from './xss-app';
import type { PayloadArticle } from './xss-catalogue-data';
import { payload, payloads } from './xss-payloads';

/** The five free-text fields of an address, filled from payload `from` on. */
export const payloadAddress = (from: number) => ({
  firstName: payload(from),
  lastName: payload(from + 1),
  company: payload(from + 2),
  address1: payload(from + 3),
  address2: payload(from + 4),
  postcode: '0150',
  city: '',
  email: 'kunde@example.no',
  phone: '22 12 34 56',
});

export const addressTexts = (address: ReturnType<typeof payloadAddress>) => [
  address.firstName,
  address.lastName,
  address.company,
  address.address1,
  address.address2,
];

export type PayloadOrder = {
  id: number;
  number: string;
  token: string;
  email: string;
  /** What its pages show: every line's name, both addresses and every staff note. */
  texts: string[];
  notes: string[];
};

export async function writeAccounts(shop: Shop, catalogue: readonly PayloadArticle[]) {
  // Twenty-five customers named by two payloads each.
  const named = [];
  for (let n = 1; n <= payloads.length; n += 2) {
    const customer = await shop.session(`named-${n}@example.no`);
    await shop.db
      .update(users)
      .set({ firstName: payload(n), lastName: payload(n + 1) })
      .where(eq(users.id, customer.id));
    named.push({ ...customer, user: await shop.me(customer.token), names: [payload(n), payload(n + 1)] });
  }

  // One buyer with ten saved addresses holding every payload.
  const buyer = await shop.session('buyer@example.no');
  const saved = Array.from({ length: payloads.length / 5 }, (_, k) => payloadAddress(5 * k + 1));
  for (const address of saved) await shop.api('POST', '/address/add', address, buyer.token);

  const admin = await shop.session('staff@example.no', 'ADMIN');
  const placed = (await shop.api(
    'POST',
    '/order/create-order',
    {
      items: catalogue.map((article) => ({ articleId: article.articleId, quantity: 1 })),
      pickup: true,
      pickupShop: pickupShops[0]?.id,
      billingAddress: payloadAddress(1),
      paymentMethod: 'store',
    },
    buyer.token,
  )) as { order: { id: number } };
  const firstId = placed.order.id;
  // Staff move it twice with a note each; the customer is mailed each time.
  await shop.api(
    'POST',
    `/order/payment-staus/${firstId}`,
    { status: 'PAID', message: payload(1) },
    admin.token,
  );
  await shop.api(
    'POST',
    `/order/payment-staus/${firstId}`,
    { status: 'SHIPPED', message: payload(2) },
    admin.token,
  );

  // Four more like it, copied in the database; each order then gets addresses and notes of its own.
  const ids = [firstId];
  for (let k = 1; k < 5; k++) {
    const [copy] = rowsOf<{ id: number }>(
      await shop.db.execute(sql`insert into orders (number, email, status, user_id, items, quantity, subtotal,
        shipping, tax, total, payment_method, payment, lang)
        select ${`BD-9${String(k).padStart(5, '0')}`}, email, status, user_id, items, quantity, subtotal, shipping,
        tax, total, payment_method, payment, lang from orders where id = ${firstId} returning id`),
    );
    if (!copy) throw new Error('order not copied');
    ids.push(copy.id);
  }
  const written: PayloadOrder[] = [];
  for (const [k, id] of ids.entries()) {
    const shipping = payloadAddress(10 * k + 1);
    const billing = payloadAddress(10 * k + 6);
    await shop.db
      .update(orders)
      .set({ pickup: false, pickupShop: null, shippingAddress: shipping, billingAddress: billing })
      .where(eq(orders.id, id));
    const notes = Array.from({ length: 10 }, (_, i) => payload(10 * k + 1 + i));
    const toWrite = k === 0 ? notes.slice(2) : notes;
    for (const note of toWrite) {
      await shop.db.insert(orderEvents).values({
        orderId: id,
        fromStatus: 'SHIPPED',
        toStatus: 'SHIPPED',
        actor: `admin:${admin.id}`,
        note,
      });
    }
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`order ${id} is gone`);
    written.push({
      id,
      number: row.number,
      token: row.token,
      email: row.email,
      notes,
      texts: [
        ...catalogue.map((article) => article.name),
        ...addressTexts(shipping),
        ...addressTexts(billing),
        ...notes,
      ],
    });
  }
  return { named, buyer, saved, admin, orders: written };
}
