// Whether the database answers, and how fast: what GET /api/health reports.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Milliseconds a trivial query took; throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round(performance.now() - started);
}
