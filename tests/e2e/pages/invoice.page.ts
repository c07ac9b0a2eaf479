// Invoice credit in the e2e tests: an account's invoice terms set by staff through the API (the staff's session is
// the run's shared one, staff-session.ts), and the staff's page for it, /admin/customers (English texts).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Account } from './account-pages.page';
import { adminToken } from './staff-session';

/** The account's id, as the staff's credit calls name it. */
async function accountId(request: APIRequestContext, account: Pick<Account, 'token'>): Promise<number> {
  const res = await request.get('/api/user/me', { headers: { Authorization: account.token } });
  expect(res.ok()).toBe(true);
  return Number((await res.json()).user._id);
}

/** Staff approve `account` for invoice with `limit` kroner of credit (plenty unless told), or take it back. */
export async function setInvoiceTerms(
  request: APIRequestContext,
  headers: Record<string, string>,
  account: Pick<Account, 'token'>,
  terms: { approved: boolean; limit: number } = { approved: true, limit: 100_000 },
) {
  const admin = await adminToken(request, headers);
  const res = await request.put(`/api/invoice/admin/customers/${await accountId(request, account)}`, {
    headers: { ...headers, Authorization: admin, 'Idempotency-Key': crypto.randomUUID() },
    data: terms,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Page object for /admin/customers: find an account by email, see and set its invoice terms. */
export class InvoiceCustomersPage {
  constructor(readonly page: Page) {}

  async find(text: string) {
    await this.page.getByLabel('Email address, or a part of it').fill(text);
    await this.page.getByTestId('credit-search-submit').click();
  }

  customer(email: string) {
    return this.page.locator(`[data-testid="credit-customer"][data-email="${email}"]`);
  }

  async setTerms(email: string, approved: boolean, limit: string) {
    const row = this.customer(email);
    await row.getByTestId('credit-approve').setChecked(approved);
    await row.getByLabel('Credit limit (kr)').fill(limit);
    await row.getByTestId('credit-save').click();
  }
}
