import { Hono } from 'hono';
import * as v from 'valibot';
import { BrandsAnswer } from '../../../src/domain/catalog';
import type { Deps } from '../../deps';
import { describe, machineInput as machineErrors } from '../../lib/openapi/describe';
import { lang, positiveInt } from '../../lib/query';
import { machineInput, validate } from '../../lib/validate';

/** GET /brand/list?lang[&limit] → { data: Brand[] }. */
export const brandRoutes = ({ catalogue }: Deps) =>
  new Hono().get(
    '/list',
    describe({
      tag: 'catalogue',
      summary: 'The brands',
      answers: { 200: BrandsAnswer },
      errors: machineErrors,
    }),
    validate('query', v.object({ lang, limit: v.optional(positiveInt('limit', 100)) }), machineInput),
    async (c) => c.json({ data: await catalogue.brands(c.req.valid('query').limit) }),
  );
