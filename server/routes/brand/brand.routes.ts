import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { lang, positiveInt } from '../../lib/query';
import { validateInput } from '../../lib/validate';

/** GET /brand/list?lang[&limit] → { data: Brand[] } (spec §7). */
export const brandRoutes = ({ catalogue }: Deps) =>
  new Hono().get(
    '/list',
    validateInput('query', v.object({ lang, limit: v.optional(positiveInt('limit', 100)) })),
    async (c) => c.json({ data: await catalogue.brands(c.req.valid('query').limit) }),
  );
