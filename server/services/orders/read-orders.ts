// Reading placed orders: one by id (the route decides who may), one by its token, and a user's orders a page at a
// time (the catalogue's Paging result), searched by number, reference or vehicle. Reads only.
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { OrderDto, OrderPage } from '../../../src/domain/checkout';
import { orderSearch } from '../../../src/domain/order-job';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { paging } from '../catalogue/products';
import type { OrderRow } from './order-dto';
import { orderAnswers } from './order-history';

/** GET /order/me's sorts: `default` is newest first. */
export const orderSorts = ['default', 'date_desc', 'date_asc'] as const;
export type OrderSort = (typeof orderSorts)[number];

export async function findOrder(db: Db, id: number): Promise<OrderRow | null> {
  return (await db.select().from(orders).where(eq(orders.id, id)))[0] ?? null;
}

/** The order whose payment has this provider reference (a Vipps webhook's), or null for another's payment. */
export async function orderIdOfPayment(db: Db, reference: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.payment}->>'reference' = ${reference}`);
  return row?.id ?? null;
}

export async function findOrderByToken(db: Db, token: string): Promise<OrderRow | null> {
  return (await db.select().from(orders).where(eq(orders.token, token)))[0] ?? null;
}

/** A LIKE pattern's own characters taken literally (backslash is LIKE's escape in PostgreSQL and PGlite). */
export const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Orders whose job `search` names (src/domain/order-job.ts orderSearch, any case): its text within the reference
 * or the vehicle's name, or its plate spelling within the registration number. Undefined: no search.
 */
export function jobSearch(search: string | undefined): SQL | undefined {
  const found = orderSearch(search);
  if (!found) return undefined;
  const within = `%${literal(found.text)}%`;
  return or(
    sql`lower(${orders.reference}) like ${within}`,
    sql`lower(${orders.vehicle}->>'label') like ${within}`,
    found.plate === '' ? undefined : sql`${orders.vehicle}->>'plate' like ${`%${literal(found.plate)}%`}`,
  );
}

export async function pageOfOrders(
  db: Db,
  userId: number,
  query: { page: number; limit: number; sort: OrderSort; search?: string },
): Promise<OrderPage> {
  const found = orderSearch(query.search);
  const search = found
    ? or(sql`lower(${orders.number}) like ${`%${literal(found.text)}%`}`, jobSearch(query.search))
    : undefined;
  const where = and(eq(orders.userId, userId), search);
  const order =
    query.sort === 'date_asc'
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.createdAt), desc(orders.id)];
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const items: OrderDto[] = await orderAnswers(db, rows);
  return paging(items, counted[0]?.total ?? 0, query.page, query.limit);
}
