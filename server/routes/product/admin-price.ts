// PUT /product/admin/price (ADMIN): sets an article's price and sale price. The catalogue's answers show the new
// price at once in this process and in every other (services/catalogue/price.ts, answer-cache.ts).

import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { fieldCodes, maxDbInt } from '../../lib/field-errors';
import { idempotency } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { adminOnly, describe, errors, formInput, idempotent, jsonBody } from '../../lib/openapi/describe';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireAdmin } from '../../middleware/auth';
import { PricedProduct } from './product.answers';

/** Highest price an admin may set: NOK 10 million, far above any part and far inside the column. */
export const maxPrice = 10_000_000;

const kroner = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPrice));

export const PriceInput = v.pipe(
  v.object({
    articleId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxDbInt)),
    price: kroner,
    /** Left out or null: no sale price. */
    discount: v.nullish(kroner, null),
  }),
  v.forward(
    v.partialCheck(
      [['price'], ['discount']],
      (input) => input.discount === null || input.discount < input.price,
      fieldCodes.invalid,
    ),
    ['discount'],
  ),
);

export const adminPriceRoutes = (deps: Deps) =>
  new Hono<AuthEnv>().put(
    '/admin/price',
    describe({
      tag: 'catalogue',
      summary: "Sets an article's price and sale price (ADMIN)",
      session: 'required',
      answers: { 200: PricedProduct },
      errors: errors(adminOnly, idempotent, jsonBody, formInput, { 404: ['NOT_FOUND'] }),
    }),
    requireAdmin(deps),
    limitBody(4 * 1024),
    idempotency(deps, { ownerOf: (c) => `user:${c.get('user').id}` }),
    validate('json', PriceInput, { invalid: 'priceInvalid' }),
    async (c) => {
      const { articleId, price, discount } = c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      const change = await deps.catalogue.setPrice(articleId, price, discount);
      const product = change && (await deps.catalogue.product(articleId, requestLocale(c)));
      return product ? c.json({ product }) : apiError(c, 404, 'NOT_FOUND', 'productNotFound');
    },
  );
