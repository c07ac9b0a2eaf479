// /api/invoice: the signed-in account's invoice standing (GET /me: approved, limit, open, available — what the
// checkout shows before the customer tries), and for staff (ADMIN only) the accounts whose email holds a text, each
// with its terms and open invoices (GET /admin/customers?search=), and an account's terms set (PUT
// /admin/customers/{id}: approval and credit limit in whole kroner). Never cached: each answer is one account's.

import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CreditTermsSchema,
  customerSearchMax,
  customerSearchMin,
  InvoiceCustomerAnswer,
  InvoiceCustomersAnswer,
  InvoiceStandingAnswer,
} from '../../../src/domain/invoice';
import { controlCharacter } from '../../../src/domain/validation';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import type { TextKey } from '../../lib/messages';
import {
  adminOnly,
  describe,
  errors,
  formInput,
  idempotent,
  jsonBody,
  signedIn,
} from '../../lib/openapi/describe';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireAdmin, requireUser } from '../../middleware/auth';
import { invoiceStanding, setCreditTerms } from '../../services/payments/invoice-credit';
import { findInvoiceCustomers, invoiceCustomerById } from '../../services/payments/invoice-customers';

const maxTermsBytes = 1024;
const maxId = 2_147_483_647;

const SearchQuery = v.object({
  search: v.pipe(
    v.string('REQUIRED'),
    v.trim(),
    v.minLength(customerSearchMin, 'INVALID'),
    v.maxLength(customerSearchMax, 'INVALID'),
    v.check((search) => !controlCharacter.test(search), 'INVALID'),
  ),
});

/** 400 VALIDATION_ERROR naming each wrong field (INVALID or REQUIRED), with `key`'s text in the caller's language. */
const checked = <T extends 'json' | 'query', S extends v.GenericSchema>(target: T, schema: S, key: TextKey) =>
  validate(target, schema, { message: key });

const idOf = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= maxId ? id : null;
};

const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

const tag = 'invoice';
const session = 'required';

export const invoiceRoutes = (deps: Deps) => {
  const { db } = deps;
  return new Hono<AuthEnv>()
    .get(
      '/me',
      describe({
        tag,
        summary: "The user's invoice standing: approved, limit, open, available",
        session,
        answers: { 200: InvoiceStandingAnswer },
        errors: signedIn,
      }),
      requireUser(deps),
      async (c) => {
        noStore(c);
        return c.json({ invoice: await invoiceStanding(db, c.var.user) });
      },
    )
    .get(
      '/admin/customers',
      describe({
        tag,
        summary: 'Accounts whose email holds a text, with their terms and open invoices (ADMIN)',
        session,
        answers: { 200: InvoiceCustomersAnswer },
        errors: errors(adminOnly, formInput),
      }),
      requireAdmin(deps),
      checked('query', SearchQuery, 'customerSearchInvalid'),
      async (c) => {
        noStore(c);
        return c.json({ customers: await findInvoiceCustomers(db, c.req.valid('query').search) });
      },
    )
    .put(
      '/admin/customers/:id',
      describe({
        tag,
        summary: "Sets an account's invoice approval and credit limit (ADMIN)",
        session,
        answers: { 200: InvoiceCustomerAnswer },
        errors: errors(adminOnly, idempotent, jsonBody, formInput, { 404: ['CUSTOMER_NOT_FOUND'] }),
      }),
      requireAdmin(deps),
      limitBody(maxTermsBytes),
      idempotency(deps, { ownerOf: (c) => `user:${(c as Context<AuthEnv>).var.user.id}` }),
      checked('json', CreditTermsSchema, 'creditTermsInvalid'),
      async (c) => {
        noStore(c);
        const id = idOf(c.req.param('id'));
        const terms = c.req.valid('json');
        const actor = `admin:${c.var.user.id}`;
        const row = id === null ? null : await setCreditTerms(db, id, terms, actor);
        if (!row) return apiError(c, 404, 'CUSTOMER_NOT_FOUND', 'customerNotFound');
        // Who gave whom how much credit: the log keeps it besides the row's last setter.
        deps.logger.info({ userId: row.id, ...terms, by: actor }, 'invoice terms set');
        return c.json({ customer: await invoiceCustomerById(db, row.id) });
      },
    );
};
