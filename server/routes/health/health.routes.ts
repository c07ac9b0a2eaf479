import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { pingDatabase } from '../../lib/database-ping';

export const healthRoutes = ({ db }: Deps) =>
  new Hono().get('/', async (c) => {
    const dbMs = await pingDatabase(db);
    return c.json({ status: 'ok', db: 'ok', dbMs });
  });
