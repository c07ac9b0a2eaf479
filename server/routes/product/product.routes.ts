import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { locales } from '../../../src/domain/locale';
import { ProductDetailAnswer } from '../../../src/domain/product';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { describe, errors, jsonBody, machineInput as machineErrors } from '../../lib/openapi/describe';
import { machineInput, validate } from '../../lib/validate';
import { adminPriceRoutes } from './admin-price';
import { adminStockRoutes } from './admin-stock';
import { byNumbersRoutes } from './by-numbers';
import { validateRoutes } from './validate';

/** A positive whole number given as a JSON number or as digits (query strings are always text). */
const wholeNumber = (message: string) =>
  v.union(
    [
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
      v.pipe(v.string(), v.regex(/^0*[1-9]\d{0,8}$/), v.transform(Number)),
    ],
    message,
  );

const ItemInput = v.object({
  id: wholeNumber('id must be an article id'),
  lang: v.optional(v.picklist(locales, 'lang must be no, en or ar'), 'no'),
  carId: v.optional(wholeNumber('carId must be a vehicle id (a positive whole number)')),
});
type ItemInput = v.InferOutput<typeof ItemInput>;

/** The product with OE numbers, reviews, the vehicles it fits and `fits` for `carId` (null without one). */
async function itemAnswer(c: Context, { catalogue }: Deps, { id, lang, carId }: ItemInput) {
  const [product, fits] = await Promise.all([
    catalogue.detail(id, lang),
    carId === undefined ? null : catalogue.fits(id, carId),
  ]);
  return product
    ? c.json({ product: { ...product, fits } })
    : apiError(c, 404, 'NOT_FOUND', 'productNotFound');
}

/**
 * POST /product/item {id, lang, carId?} and the same as GET /product/item?id&lang&carId, which the
 * service worker can keep for offline product pages (the Cache API stores no POST answers); POST /product/validate
 * (validate.ts), POST /product/by-numbers (by-numbers.ts), the admin's PUT /product/admin/price (admin-price.ts) and GET/PUT /product/admin/stock
 * (admin-stock.ts).
 */
const tag = 'catalogue';
const itemErrors = errors(jsonBody, machineErrors, { 404: ['NOT_FOUND'] });

export const productRoutes = (deps: Deps) =>
  new Hono()
    .post(
      '/item',
      describe({
        tag,
        summary: 'One product with OE numbers, reviews and the vehicles it fits',
        answers: { 200: ProductDetailAnswer },
        errors: itemErrors,
      }),
      validate('json', ItemInput, machineInput),
      (c) => itemAnswer(c, deps, c.req.valid('json')),
    )
    .get(
      '/item',
      describe({
        tag,
        summary: 'One product (the same as POST /product/item)',
        answers: { 200: ProductDetailAnswer },
        errors: itemErrors,
      }),
      validate('query', ItemInput, machineInput),
      (c) => itemAnswer(c, deps, c.req.valid('query')),
    )
    .route('/', validateRoutes(deps))
    .route('/', byNumbersRoutes(deps))
    .route('/', adminPriceRoutes(deps))
    .route('/', adminStockRoutes(deps));
