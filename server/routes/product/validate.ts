// POST /product/validate: the price, discount and stock of articles as they are this
// moment (services/catalogue/validate-articles.ts), which the checkout shows against what the device last saw
// before an order is placed.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ValidateInput } from '../../../src/domain/checkout';
import { ValidateAnswerSchema } from '../../../src/domain/checkout-schemas';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { fieldCodes } from '../../lib/field-errors';
import { describe, errors, formInput, jsonBody } from '../../lib/openapi/describe';
import { validate } from '../../lib/validate';
import { validateArticles } from '../../services/catalogue/validate-articles';

/** At least one article, by id or by number. */
const ValidateBody = v.pipe(
  ValidateInput,
  v.forward(
    v.check((input) => input.articleIds.length + input.articleNumbers.length > 0, fieldCodes.required),
    ['articleIds'],
  ),
);

/** 100 ids and 100 numbers of 60 characters are under 10 KB. */
const maxBodyBytes = 32 * 1024;

export const validateRoutes = ({ db }: Deps) =>
  new Hono().post(
    '/validate',
    describe({
      tag: 'catalogue',
      summary: 'Price, discount and stock of articles as they are now',
      answers: { 200: ValidateAnswerSchema },
      errors: errors(jsonBody, formInput),
    }),
    limitBody(maxBodyBytes),
    validate('json', ValidateBody, { invalid: 'validateInvalid' }),
    async (c) => {
      const { articleIds, articleNumbers, lang } = c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      return c.json(await validateArticles(db, articleIds, articleNumbers, lang));
    },
  );
