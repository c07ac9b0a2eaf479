// Invoice credit: whether an account may buy on invoice (approved by staff, under the credit limit they set) and
// what it owes on invoice now. The check that counts runs inside the order's transaction with the account's row
// locked, so two invoice orders of one account queue on that lock and can never pass the limit together.
import { and, eq, sql } from 'drizzle-orm';
import {
  type CreditTerms,
  type InvoiceCode,
  type InvoiceStanding,
  invoiceCodes,
  invoiceRefusal,
  standingOf,
} from '../../../src/domain/invoice';
import type { Db, Tx } from '../../db/client';
import { orders, users } from '../../db/schema';

/** The invoice terms of an account as its row keeps them. */
export type InvoiceTerms = { invoiceApproved: boolean; invoiceLimit: number };

/**
 * Øre the account owes on invoice: its invoice orders staff have not marked paid (PENDING) — a cancelled order
 * owes nothing, a PAID one was paid.
 */
export async function openInvoiceOre(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`coalesce(sum(${orders.total}), 0)::bigint` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, 'invoice'), eq(orders.status, 'PENDING')));
  return Number(row?.open ?? 0);
}

export async function invoiceStanding(
  db: Db | Tx,
  user: InvoiceTerms & { id: number },
): Promise<InvoiceStanding> {
  return standingOf(user.invoiceApproved, user.invoiceLimit, await openInvoiceOre(db, user.id));
}

export type CreditCheck = { ok: true } | { ok: false; code: InvoiceCode; standing: InvoiceStanding | null };

/**
 * Inside the order's transaction, before any article is locked (one lock order: account, then articles): locks
 * the account's row and answers whether `totalOre` more fits its credit now. Approval is read again here, so
 * terms staff changed since the request was checked count.
 */
export async function lockCredit(tx: Tx, userId: number | null): Promise<(totalOre: number) => CreditCheck> {
  if (userId === null) return () => ({ ok: false, code: invoiceCodes.needsAccount, standing: null });
  const [row] = await tx
    .select({ id: users.id, invoiceApproved: users.invoiceApproved, invoiceLimit: users.invoiceLimit })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return () => ({ ok: false, code: invoiceCodes.needsAccount, standing: null });
  const standing = await invoiceStanding(tx, row);
  return (totalOre) => {
    const code = invoiceRefusal(standing, totalOre / 100);
    return code === null ? { ok: true } : { ok: false, code, standing };
  };
}

/** Staff set an account's terms (limit in kroner); the row as it is afterwards, or null when there is none. */
export async function setCreditTerms(db: Db, userId: number, terms: CreditTerms, actor: string) {
  const [row] = await db
    .update(users)
    .set({
      invoiceApproved: terms.approved,
      invoiceLimit: terms.limit * 100,
      invoiceSetBy: actor,
      invoiceSetAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
