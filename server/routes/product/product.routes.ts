import { Hono } from 'hono';
import * as v from 'valibot';
import { locales } from '../../../src/domain/locale';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { validateInput } from '../../lib/validate';

const ItemBody = v.object({
  id: v.union(
    [
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
      v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
    ],
    'id must be an article id',
  ),
  lang: v.optional(v.picklist(locales, 'lang must be no, en or ar'), 'no'),
});

/** POST /product/item {id, lang} → { product } with OE numbers, reviews and fitting vehicles. */
export const productRoutes = ({ catalogue }: Deps) =>
  new Hono().post('/item', validateInput('json', ItemBody), async (c) => {
    const { id, lang } = c.req.valid('json');
    const product = await catalogue.detail(id, lang);
    return product ? c.json({ product }) : apiError(c, 404, 'NOT_FOUND', 'productNotFound');
  });
