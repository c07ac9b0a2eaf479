// Display currencies: GET /setting/currencies (public, ETag) and, for admins,
// GET and PUT /setting/admin/currencies (the same list with who set each rate).

import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { CurrenciesSchema, currencyCodesOf, RatesInput } from '../../../src/domain/currency';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { idempotency } from '../../lib/idempotency';
import { currencyTexts } from '../../lib/messages-currency';
import { adminOnly, describe, errors, formInput, idempotent, jsonBody } from '../../lib/openapi/describe';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireAdmin } from '../../middleware/auth';
import { listCurrencies, setRates } from '../../services/currency/currency';

/**
 * 400 VALIDATION_ERROR: `fields` maps `rates.0.rate`… to UNKNOWN_CURRENCY, INVALID_RATE, DUPLICATE_CURRENCY,
 * REQUIRED or INVALID; the message is the first one's text in the caller's language.
 */
const validateRates = validate('json', RatesInput, {
  texts: {
    [currencyCodesOf.unknown]: currencyTexts.currencyUnknown,
    [currencyCodesOf.rate]: currencyTexts.currencyRateInvalid,
    [currencyCodesOf.duplicate]: currencyTexts.currencyDuplicate,
  },
});

/** The public list as JSON with a strong ETag of its text; 304 when the caller has it already. */
function withEtag(c: Context, body: object) {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}

export const currencyRoutes = (deps: Deps) =>
  new Hono<AuthEnv>()
    .get(
      '/currencies',
      describe({
        tag: 'setting',
        summary: 'Display currencies and their rates (ETag)',
        answers: { 200: CurrenciesSchema, 304: null },
      }),
      async (c) => withEtag(c, { currencies: await listCurrencies(deps.db) }),
    )
    .get(
      '/admin/currencies',
      describe({
        tag: 'setting',
        summary: 'The currencies with who set each rate (ADMIN)',
        session: 'required',
        answers: { 200: CurrenciesSchema },
        errors: adminOnly,
      }),
      requireAdmin(deps),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ currencies: await listCurrencies(deps.db, { withSetBy: true }) });
      },
    )
    .put(
      '/admin/currencies',
      describe({
        tag: 'setting',
        summary: 'Sets the rates (ADMIN)',
        session: 'required',
        answers: { 200: CurrenciesSchema },
        errors: errors(adminOnly, idempotent, jsonBody, formInput),
      }),
      requireAdmin(deps),
      limitBody(4 * 1024),
      idempotency(deps, { ownerOf: (c) => `user:${c.get('user').id}` }),
      validateRates,
      async (c) => {
        await setRates(deps.db, c.req.valid('json').rates, c.get('user').email);
        c.header('Cache-Control', 'no-store');
        return c.json({ currencies: await listCurrencies(deps.db, { withSetBy: true }) });
      },
    );
