// Opens the database: PostgreSQL when a URL is given, else embedded PGlite (in DATA_DIR, or in memory).
// Migrations are applied on open, so a process never serves an out-of-date schema.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle `db.transaction(...)` gives its callback: queries on it run inside that transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; kind: Driver['kind']; close: () => Promise<void> };

/** Hears the notifications sent on `channel` (pg_notify) from now on; settles once it listens. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<unknown>;

/**
 * What the server may know of the driver a database was opened on: its kind and, on PGlite, how to listen. PGlite
 * is owned by one process and delivers a notification before the notifying commit's caller resumes, so a
 * notification there is as good as a read (services/catalogue/answer-cache.ts).
 */
export type Driver = { kind: 'pglite'; listen: Listen } | { kind: 'postgres' };

// Written only by openDatabase: the driver is known from how the database was opened, not guessed from the handle.
const drivers = new WeakMap<Db, Driver>();

/** The driver openDatabase opened `db` on; undefined for a handle made elsewhere (then nothing is assumed). */
export const driverOf = (db: Db): Driver | undefined => drivers.get(db);

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The rows of `db.execute(...)`: PGlite answers `{ rows }`, postgres.js the rows themselves. */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

// pg_trgm backs name search (trigram GIN indexes); PostgreSQL ships it in its contrib modules.
const pgliteExtensions = { pg_trgm };

/** The advisory lock the processes on one PostgreSQL migrate under. */
const migrationLock = 7_010_001;

/**
 * Several processes starting on one PostgreSQL (`npm run start:cluster`, an upgrade) migrate one at a time: the
 * others wait for the lock, then find nothing left to do. Without it two made the same table at once and one failed.
 */
async function migrateInTurn(client: postgres.Sql, migrate: () => Promise<void>) {
  const session = await client.reserve();
  try {
    await session`select pg_advisory_lock(${migrationLock})`;
    await migrate();
  } finally {
    await session`select pg_advisory_unlock(${migrationLock})`.catch(() => undefined);
    session.release();
  }
}

/**
 * A test file's in-memory PGlite (server/test/template-db.ts): 8 MB of shared buffers instead of PostgreSQL's 128 MB,
 * and write-ahead log in 1 MB segments instead of 16, of which a checkpoint keeps 2–4 instead of 64 (a dump carries
 * them all). Each file starts a copy, and the start zeroes the buffers and unpacks the dump: 0.35 s instead of 1.3 s;
 * a dump of the smallest catalogue was 137 MB instead of 200 (50 MB since its link floors are scaled down,
 * seed/build-linkage.ts).
 */
const testSized = {
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [
    ...PGlite.defaultStartParams,
    ...['-c', 'shared_buffers=8MB', '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
  ],
};

/**
 * `dataDir` undefined → in-memory PGlite (tests); `loadDataDir` starts that PGlite from a dump of a migrated one (the
 * tests' template database), whose migrations are then already applied. `testSized`: the small buffers above.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  testSized?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    await migrateInTurn(client, () => migratePostgres(db, { migrationsFolder }));
    drivers.set(db as unknown as Db, { kind: 'postgres' });
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
    ...(options.testSized ? testSized : {}),
  });
  const db = drizzlePglite({ client, schema });
  if (!options.loadDataDir) await migratePglite(db, { migrationsFolder });
  drivers.set(db as unknown as Db, {
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
