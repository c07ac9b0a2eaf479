import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { pingDatabase } from '../../lib/database-ping';
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
      const dbMs = await pingDatabase(db);
      return c.json({ status: 'ok', db: 'ok', dbMs });
    },
  );
