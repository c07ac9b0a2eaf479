// GET and PUT /product/admin/stock (ADMIN): an article's units on the shelf, its status, the units waiting orders
// hold and the last changes staff made; PUT sets the units (a whole number, 0 or more). The catalogue's answers show
// the new stock at once here and in every other process (services/catalogue/stock.ts); each change is kept with
// who made it and written to the log.

import { Hono } from 'hono';
import * as v from 'valibot';
import { ArticleStockAnswer } from '../../../src/domain/article-stock';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { fieldCodes, maxDbInt } from '../../lib/field-errors';
import { idempotency } from '../../lib/idempotency';
import {
  adminOnly,
  describe,
  errors,
  formInput,
  idempotent,
  jsonBody,
  machineInput as machineErrors,
} from '../../lib/openapi/describe';
import { machineInput, validate } from '../../lib/validate';
import { type AuthEnv, requireAdmin } from '../../middleware/auth';
import { setArticleStock, stockView } from '../../services/catalogue/stock';

/** More units than any shop keeps of one part, far inside the column. */
export const maxStock = 1_000_000;

const articleId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxDbInt));

export const StockInput = v.object({
  articleId,
  stockCount: v.pipe(
    v.number(fieldCodes.invalid),
    v.integer(fieldCodes.invalid),
    v.minValue(0, fieldCodes.invalid),
    v.maxValue(maxStock, fieldCodes.invalid),
  ),
});

const StockQuery = v.object({
  articleId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), articleId),
});

export const adminStockRoutes = (deps: Deps) =>
  new Hono<AuthEnv>()
    .get(
      '/admin/stock',
      describe({
        tag: 'catalogue',
        summary: "An article's shelf, what orders hold and its changes (ADMIN)",
        session: 'required',
        answers: { 200: ArticleStockAnswer },
        errors: errors(adminOnly, machineErrors, { 404: ['NOT_FOUND'] }),
      }),
      requireAdmin(deps),
      validate('query', StockQuery, machineInput),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const stock = await stockView(deps.db, c.req.valid('query').articleId);
        return stock ? c.json({ stock }) : apiError(c, 404, 'NOT_FOUND', 'productNotFound');
      },
    )
    .put(
      '/admin/stock',
      describe({
        tag: 'catalogue',
        summary: "Sets an article's units on the shelf (ADMIN)",
        session: 'required',
        answers: { 200: ArticleStockAnswer },
        errors: errors(adminOnly, idempotent, jsonBody, formInput, { 404: ['NOT_FOUND'] }),
      }),
      requireAdmin(deps),
      limitBody(4 * 1024),
      idempotency(deps, { ownerOf: (c) => `user:${c.get('user').id}` }),
      validate('json', StockInput, { invalid: 'stockInvalid' }),
      async (c) => {
        const { articleId, stockCount } = c.req.valid('json');
        const admin = c.get('user');
        c.header('Cache-Control', 'no-store');
        const set = await setArticleStock(deps.db, articleId, stockCount, admin.id);
        if (!set) return apiError(c, 404, 'NOT_FOUND', 'productNotFound');
        if (set.change) {
          deps.catalogue.changed(set.change.version, set.change.tags);
          deps.logger.info(
            { articleId, adminId: admin.id, from: set.from, to: set.to },
            'stock set by staff',
          );
        }
        const stock = await stockView(deps.db, articleId);
        return stock ? c.json({ stock }) : apiError(c, 404, 'NOT_FOUND', 'productNotFound');
      },
    );
