// A set of rows as one value, for tests that check a table or a query holds exactly what it held (or what another
// gives): its row count and the sum of a 64-bit hash of each row. Any changed, added or removed row changes it; unlike
// an md5 of the rows in order it needs no sort, which took most of such a test's time on 600,000 vehicle links.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';

export type RowsDigest = { total: number; digest: string };

/** The digest of the rows `rows` selects: equal for the same rows in any order. */
export async function rowsDigest(db: Pick<Db, 'execute'>, rows: SQL): Promise<RowsDigest> {
  const [row] = rowsOf<{ total: number; sum: string }>(
    await db.execute(
      sql`select count(*)::int as total, coalesce(sum(hashtextextended(r::text, 0)), 0)::text as sum from (${rows}) r`,
    ),
  );
  const total = row?.total ?? 0;
  return { total, digest: `${total}:${row?.sum ?? '0'}` };
}
