// The staff's order desk (GET /api/order/admin): every order, newest first, a page at a time (the shop's Paging
// result), filtered by status and searched by number (prefix, BD- optional), email (substring), or the customer's
// reference or vehicle (read-orders.ts jobSearch), all case-insensitive. Reads only; staff move an order through POST /order/payment-staus/{id} (order-status.ts).
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AddressFields, Payment, PaymentMethod } from '../../../src/domain/checkout';
import type { OrderStatus } from '../../../src/domain/order';
import { type DeskOrderPage, type DeskOrderRow, deskSearch } from '../../../src/domain/order-desk';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { paging } from '../catalogue/products';
import { toKroner } from '../pricing/pricing';
import { pendingPayment } from './order-dto';
import { jobSearch, literal } from './read-orders';

export type DeskQuery = { page: number; limit: number; status?: OrderStatus; search?: string };

function whereOf(query: DeskQuery): SQL | undefined {
  const found = deskSearch(query.search);
  const search =
    found &&
    or(
      sql`${orders.number} like ${`${literal(found.numberPrefix)}%`}`,
      sql`lower(${orders.email}) like ${`%${literal(found.emailPart)}%`}`,
      jobSearch(query.search),
    );
  return and(query.status ? eq(orders.status, query.status) : undefined, search ?? undefined);
}

/** The name on the order: billing, else delivery address; empty for orders placed before addresses were kept. */
function customerName(billing: unknown, shipping: unknown): string {
  for (const address of [billing, shipping]) {
    if (address && typeof address === 'object') {
      const { firstName, lastName } = address as Partial<AddressFields>;
      const name = [firstName, lastName].filter((part) => typeof part === 'string' && part).join(' ');
      if (name) return name;
    }
  }
  return '';
}

export async function deskOrders(db: Db, query: DeskQuery): Promise<DeskOrderPage> {
  const where = whereOf(query);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        email: orders.email,
        billingAddress: orders.billingAddress,
        shippingAddress: orders.shippingAddress,
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        payment: orders.payment,
        reference: orders.reference,
        vehicle: orders.vehicle,
        lines: sql<number>`jsonb_array_length(${orders.items})::int`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const items = rows.map((row): DeskOrderRow => {
    const payment = (row.payment as Payment | null) ?? pendingPayment(row.paymentMethod as PaymentMethod);
    return {
      id: row.id,
      number: row.number,
      created: row.createdAt.toISOString(),
      status: row.status as OrderStatus,
      email: row.email,
      customerName: customerName(row.billingAddress, row.shippingAddress),
      total: toKroner(row.total),
      payment: { method: payment.method, status: payment.status, problem: payment.problem?.code ?? null },
      lines: Number(row.lines),
      reference: row.reference,
      vehicle: row.vehicle,
    };
  });
  return paging(items, Number(counted[0]?.total ?? 0), query.page, query.limit);
}
