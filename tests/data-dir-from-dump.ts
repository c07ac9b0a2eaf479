// node --import tsx tests/data-dir-from-dump.ts <dump.tar> <data dir>: a PGlite data dir made from a dump the API
// tests kept (server/test/template-db.ts), for tests/seeded-data.ts. Unpacking one takes a few seconds; seeding the
// same catalogue anew (scripts/seed.ts) migrates and seeds for 12–16 s.
import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const [dump, dataDir] = process.argv.slice(2);
if (!dump || !dataDir) throw new Error('usage: data-dir-from-dump.ts <dump.tar> <data dir>');
const database = new PGlite({ dataDir, loadDataDir: await openAsBlob(dump), extensions: { pg_trgm } });
await database.waitReady;
await database.close();
