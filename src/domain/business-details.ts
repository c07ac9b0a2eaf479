// What a business account's details are on the wire: on the account (user.business) and copied onto its orders
// (order.business). The rules that check them live in business.ts; this file imports nothing of the domain, so the
// checkout's types can name it.
import * as v from 'valibot';

/** Where the business's invoices go. */
export type InvoiceAddress = { address1: string; address2: string; postcode: string; city: string };
/** A business account's details: on the account (GET /api/user/me → user.business) and copied onto its orders. */
export type Business = { companyName: string; orgNumber: string; invoiceAddress: InvoiceAddress };

export const InvoiceAddressSchema = v.object({
  address1: v.string(),
  address2: v.optional(v.string(), ''),
  postcode: v.string(),
  city: v.string(),
});
export const BusinessSchema = v.object({
  companyName: v.string(),
  orgNumber: v.string(),
  invoiceAddress: InvoiceAddressSchema,
});
