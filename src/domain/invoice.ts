// Invoice ("faktura, 14 dager") is for accounts the shop approved, each under a credit limit staff set: an order on
// invoice is accepted only while the account's open invoice orders plus this one stay within the limit. The rule
// the server enforces and the checkout shows beforehand, one copy. Amounts in kroner incl. MVA.
import * as v from 'valibot';

/** The highest credit limit staff can give one account (kroner). */
export const maxCreditLimit = 1_000_000;

/** GET /invoice/me → invoice: the signed-in account's standing. */
export const InvoiceStandingSchema = v.object({
  approved: v.boolean(),
  /** Kroner of credit; 0 = none. */
  limit: v.number(),
  /** The total of the account's invoice orders not paid and not cancelled. */
  open: v.number(),
  /** What is left of the limit now: limit − open, never below 0 (0 when not approved). */
  available: v.number(),
});
export type InvoiceStanding = v.InferOutput<typeof InvoiceStandingSchema>;

/** Why an order may not be bought on invoice: the field code of `paymentMethod` in create-order's answer. */
export const invoiceCodes = {
  needsAccount: 'INVOICE_NEEDS_ACCOUNT',
  notApproved: 'INVOICE_NOT_APPROVED',
  overLimit: 'INVOICE_OVER_LIMIT',
} as const;
export type InvoiceCode = (typeof invoiceCodes)[keyof typeof invoiceCodes];

const ore = (kroner: number) => Math.round(kroner * 100);

/** The standing of an account from its terms and open orders (øre, as the database keeps them). */
export function standingOf(approved: boolean, limitOre: number, openOre: number): InvoiceStanding {
  return {
    approved,
    limit: limitOre / 100,
    open: openOre / 100,
    available: approved ? Math.max(0, limitOre - openOre) / 100 : 0,
  };
}

/**
 * Whether an order of `total` kroner may be bought on invoice by an account of that standing (null: a guest):
 * null when it may, else why not. Compared in øre, so no rounding lets an order past the limit.
 */
export function invoiceRefusal(standing: InvoiceStanding | null, total: number): InvoiceCode | null {
  if (!standing) return invoiceCodes.needsAccount;
  if (!standing.approved) return invoiceCodes.notApproved;
  return ore(standing.open) + ore(total) > ore(standing.limit) ? invoiceCodes.overLimit : null;
}

/** PUT /invoice/admin/customers/{id}: the terms staff set. A limit in whole kroner, 0 to maxCreditLimit. */
export const CreditTermsSchema = v.object({
  approved: v.boolean('INVALID'),
  limit: v.pipe(
    v.number('INVALID'),
    v.integer('INVALID'),
    v.minValue(0, 'INVALID'),
    v.maxValue(maxCreditLimit, 'INVALID'),
  ),
});
export type CreditTerms = v.InferOutput<typeof CreditTermsSchema>;

/** An account as the staff's credit page shows it: who it is, its terms and what it owes on invoice now. */
export const InvoiceCustomerSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.string(),
  ...InvoiceStandingSchema.entries,
  /** Who last set the terms (`admin:<id>`) and when (ISO); null when never set. */
  setBy: v.nullable(v.string()),
  setAt: v.nullable(v.string()),
});
export type InvoiceCustomer = v.InferOutput<typeof InvoiceCustomerSchema>;

/** The staff's search: a part of the email, 3–100 characters. */
export const customerSearchMin = 3;
export const customerSearchMax = 100;
/** At most this many accounts are answered for one search. */
export const customerSearchLimit = 20;

/** GET /api/invoice/me: the signed-in account's standing. */
export const InvoiceStandingAnswer = v.object({ invoice: InvoiceStandingSchema });
/** GET /api/invoice/admin/customers (ADMIN): the accounts found, with their terms. */
export const InvoiceCustomersAnswer = v.object({ customers: v.array(InvoiceCustomerSchema) });
/** PUT /api/invoice/admin/customers/{id} (ADMIN): the account as it now is. */
export const InvoiceCustomerAnswer = v.object({ customer: InvoiceCustomerSchema });
