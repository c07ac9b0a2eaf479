import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Deps } from '../../deps';

export const healthRoutes = ({ db }: Deps) =>
  new Hono().get('/', async (c) => {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', db: 'ok', dbMs: Math.round(performance.now() - started) });
  });
