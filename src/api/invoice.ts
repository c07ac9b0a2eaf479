// Invoice credit: the signed-in account's standing (GET /invoice/me: may it buy on invoice, and how much is left),
// read by the checkout when online; and the staff's calls (ADMIN): accounts found by a part of their email and
// their terms set. All carry the token, so the service worker neither keeps nor answers them; offline they fail
// with ApiError NETWORK.
import {
  type CreditTerms,
  type InvoiceCustomer,
  InvoiceCustomerAnswer,
  InvoiceCustomersAnswer,
  type InvoiceStanding,
  InvoiceStandingAnswer,
} from '../domain/invoice';
import { request } from './client';

/** GET /invoice/me → the account's standing. */
export async function fetchInvoiceStanding(): Promise<InvoiceStanding> {
  return (await request(InvoiceStandingAnswer, '/invoice/me', { auth: true })).invoice;
}

/** GET /invoice/admin/customers?search= (ADMIN): accounts whose email holds `search`, with their terms. */
export async function findInvoiceCustomers(search: string): Promise<InvoiceCustomer[]> {
  const params = new URLSearchParams({ search: search.trim() });
  const answer = await request(InvoiceCustomersAnswer, `/invoice/admin/customers?${params}`, { auth: true });
  return answer.customers;
}

/** PUT /invoice/admin/customers/{id} (ADMIN) → the account as it now is. The same key for a retry of one save. */
export async function saveCreditTerms(
  id: number,
  terms: CreditTerms,
  idempotencyKey: string,
): Promise<InvoiceCustomer> {
  const answer = await request(InvoiceCustomerAnswer, `/invoice/admin/customers/${id}`, {
    method: 'PUT',
    body: terms,
    auth: true,
    idempotencyKey,
  });
  return answer.customer;
}
