// Migrating a database takes seconds and seeding a catalogue more; copying one takes a fraction of that. A test run
// builds a migrated template with the shop's settings once (template-setup.ts) and every test file gets a copy of
// its own, so files still never see each other's rows. A catalogue at a given scale is seeded once too: the first
// file that asks for it keeps its copy as the template of that scale.
//   PGlite: the template is a dump of the data dir (a tar file); a copy is a new in-memory PGlite loaded from it.
//   The dumps are kept in .tmp/templates/<key>/, the key a hash of what they are made of (server/db/: schema,
//   migrations, seed; the installed packages): the security layer copies what the API layer seeded, and a later
//   run on this machine what an earlier one did. A change to any of those makes a new folder.
//   PostgreSQL: the template is a database; a copy is `create database … template …`, dropped after the run.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/client';
import { installation } from '../db/schema';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { seedSettings } from '../db/seed-settings';
import { testDatabaseUrl } from '../env';
import { catalogueDumpIn, keptDumpsDir } from './db-code-key';

/** TEST_DB=postgres: the suite runs on the PostgreSQL server named by TEST_DATABASE_URL, else on in-memory PGlite. */
export const usesPostgres = process.env.TEST_DB === 'postgres';

function postgresAdminUrl() {
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/**
 * Where a run's templates are: a folder of PGlite dumps (`run` names this run's claims to write one), or a template
 * database on a PostgreSQL server.
 */
export type Templates =
  | { kind: 'pglite'; dir: string; run: string }
  | { kind: 'postgres'; adminUrl: string; base: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

const baseDump = (dir: string) => join(dir, 'base.tar');
const adminClient = (url: string) => postgres(url, { max: 1, onnotice: () => {} });
const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The folder of this code's PGlite dumps (db-code-key.ts); folders of other code are removed, so it holds one. */
export function keptTemplatesDir(): string {
  const dir = keptDumpsDir();
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  for (const old of readdirSync(parent)) {
    if (join(parent, old) !== dir) rmSync(join(parent, old), { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Builds the run's migrated template: in `dir` for PGlite unless it is there already, as a database for PostgreSQL.
 * `run` names this run's claims on the dumps it may write (a claim of a run that stopped half way holds no other).
 */
export async function buildTemplates(dir: string, run: string): Promise<Templates> {
  if (!usesPostgres) {
    if (!existsSync(baseDump(dir))) {
      const database = await openDatabase({ testSized: true });
      await seedSettings(database.db);
      writeWhole(baseDump(dir), await dumpOf(database));
      await database.close();
    }
    return { kind: 'pglite', dir, run };
  }
  const adminUrl = postgresAdminUrl();
  const base = `bildeler_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = adminClient(adminUrl);
  try {
    await admin.unsafe(`create database ${base}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, base) });
    await seedSettings(database.db);
    await database.close();
  } finally {
    await admin.end();
  }
  return { kind: 'postgres', adminUrl, base };
}

/** Drops the run's template databases; of the PGlite dumps, which are kept, only this run's claims go. */
export async function dropTemplates(templates: Templates) {
  if (templates.kind === 'pglite') {
    for (const name of readdirSync(templates.dir)) {
      if (name.endsWith(`.${templates.run}.lock`)) rmSync(join(templates.dir, name), { recursive: true });
    }
    return;
  }
  const admin = adminClient(templates.adminUrl);
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${templates.base}%`}`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Data several test files write the same way onto a catalogue (the XSS payloads): `key` names what it is made of (a
 * hash of the writer's source files), so a changed writer never finds an old dump.
 */
export type PreparedData = { key: string; write: (db: Database['db']) => Promise<void> };

/**
 * A database of this test file's own, copied from the run's template, with the catalogue at `scale` if given, and
 * `prepared` written on it. On PGlite the first file to write `prepared` keeps a dump of the result, and later files
 * copy that instead of writing it again.
 */
export async function copyOfTemplate(templates: Templates, scale?: number, prepared?: PreparedData) {
  const copy =
    templates.kind === 'pglite'
      ? await pgliteCopy(templates, scale, prepared)
      : await postgresCopy(templates.adminUrl, templates.base, scale);
  if (templates.kind === 'postgres' && prepared) await prepared.write(copy.database.db);
  await ownInstallation(copy.database);
  return copy;
}

/**
 * A migrated database draws its own installation part (migration 0019): the copy draws one too, or every test file
 * would share the template's, as two shops sharing Vipps references.
 */
async function ownInstallation(database: Database) {
  await database.db
    .update(installation)
    .set({ referencePart: randomUUID().replaceAll('-', '').slice(0, 12) })
    .where(eq(installation.id, 1));
}

async function dumpOf(database: Database): Promise<Uint8Array> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Without a checkpoint every copy replays the seed's write-ahead log when it starts (a third of its start-up).
  await client.exec('checkpoint');
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
}

async function loadPglite(file: string): Promise<Database> {
  // Already migrated in this run, from the same migration files.
  return openDatabase({ loadDataDir: await openAsBlob(file), testSized: true });
}

async function pgliteCopy(
  { dir, run }: { dir: string; run: string },
  scale?: number,
  prepared?: PreparedData,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (prepared) {
    const kept = join(dir, `prepared-${prepared.key}-${scale ?? 0}.tar`);
    if (existsSync(kept)) return { database: await loadPglite(kept), drop: async () => {} };
    const copy = await pgliteCopy({ dir, run }, scale);
    await prepared.write(copy.database.db);
    if (claim(`${kept}.${run}.lock`)) writeWhole(kept, await dumpOf(copy.database));
    return copy;
  }
  const seeded = scale ? catalogueDumpIn(dir, scale) : undefined;
  if (seeded && existsSync(seeded)) return { database: await loadPglite(seeded), drop: async () => {} };
  const database = await loadPglite(baseDump(dir));
  if (seeded && scale) {
    await seedCatalogue(database.db, { scale });
    // The first file of the run to seed this scale leaves its dump for the others; a file that finds another one at
    // it seeds its own rather than wait.
    if (claim(`${seeded}.${run}.lock`)) writeWhole(seeded, await dumpOf(database));
  }
  return { database, drop: async () => {} };
}

/** Lands under its final name whole (rename), never half written: a run that stops leaves no half dump. */
function writeWhole(file: string, bytes: Uint8Array) {
  const part = `${file}.${randomUUID()}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
}

/** True for the one caller that creates `path` (mkdir is atomic across processes). */
function claim(path: string) {
  try {
    mkdirSync(path);
    return true;
  } catch {
    return false;
  }
}

async function postgresCopy(adminUrl: string, base: string, scale?: number) {
  const admin = adminClient(adminUrl);
  const name = `bildeler_test_${randomUUID().replaceAll('-', '')}`;
  const source = scale ? await catalogueTemplate(admin, adminUrl, base, scale) : base;
  await admin.unsafe(`create database ${name} template ${source}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  return {
    database,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The template with the catalogue at `scale`, seeded by the first file that asks for it while the others wait on
 * a PostgreSQL advisory lock. It gets its final name only when seeded, so no file copies a half catalogue.
 */
async function catalogueTemplate(admin: postgres.Sql, adminUrl: string, base: string, scale: number) {
  const name = `${base}_s${String(scale).replace('.', '_')}`;
  await admin`select pg_advisory_lock(hashtext(${name}))`;
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      const building = `${name}_building`;
      await admin.unsafe(`create database ${building} template ${base}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      await seedCatalogue(database.db, { scale });
      await database.close();
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
  }
  return name;
}
