import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { describe } from '../../lib/openapi/describe';

const Health = v.object({ status: v.literal('ok'), db: v.literal('ok'), dbMs: v.number() });

export const healthRoutes = ({ db }: Deps) =>
  new Hono().get(
    '/',
    describe({
      tag: 'health',
      summary: 'Whether the server and its database answer',
      answers: { 200: Health },
    }),
    async (c) => {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'ok', dbMs: Math.round(performance.now() - started) });
    },
  );
