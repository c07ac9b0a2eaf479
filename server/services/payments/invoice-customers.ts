// The staff's view of invoice accounts: accounts found by a part of their email, each with its terms and what it
// owes on invoice now. Read only; the terms change through setCreditTerms (invoice-credit.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { customerSearchLimit, type InvoiceCustomer, standingOf } from '../../../src/domain/invoice';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import type { UserRow } from '../auth/users';

/** `text` for a LIKE pattern, its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function invoiceCustomer(row: UserRow, openOre: number): InvoiceCustomer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    ...standingOf(row.invoiceApproved, row.invoiceLimit, openOre),
    setBy: row.invoiceSetBy,
    setAt: row.invoiceSetAt?.toISOString() ?? null,
  };
}

/** Øre owed on invoice per account of `ids` (accounts that owe nothing are left out). */
async function openByUser(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, open: sql<number>`sum(${orders.total})::bigint` })
    .from(orders)
    .where(
      and(inArray(orders.userId, ids), eq(orders.paymentMethod, 'invoice'), eq(orders.status, 'PENDING')),
    )
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId ?? 0, Number(row.open)]));
}

/** Accounts whose email holds `search` (any case), by email, at most customerSearchLimit. */
export async function findInvoiceCustomers(db: Db, search: string): Promise<InvoiceCustomer[]> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`${users.email} like ${`%${literal(search.trim().toLowerCase())}%`}`)
    .orderBy(asc(users.email))
    .limit(customerSearchLimit);
  const open = await openByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => invoiceCustomer(row, open.get(row.id) ?? 0));
}

/** One account by id, or null. */
export async function invoiceCustomerById(db: Db, id: number): Promise<InvoiceCustomer | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  const open = await openByUser(db, [row.id]);
  return invoiceCustomer(row, open.get(row.id) ?? 0);
}
