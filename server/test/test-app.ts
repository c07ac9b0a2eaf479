// A fresh app per test file: in-memory PGlite, or a throw-away database on the PostgreSQL server
// named by TEST_DATABASE_URL when the suite runs with TEST_DB=postgres.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createApp } from '../app';
import { openDatabase } from '../db/client';
import { seedSettings } from '../db/seed-settings';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';

export const usesPostgres = process.env.TEST_DB === 'postgres';

async function freshDatabase() {
  if (!usesPostgres) return { database: await openDatabase({}), drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bildeler_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp() {
  const { database, drop } = await freshDatabase();
  await seedSettings(database.db);
  const logger = createLogger('silent');
  const app = createApp({
    db: database.db,
    logger,
    mailer: createMailer({ db: database.db, from: 'Bildeler <test@bildeler.no>' }),
    localesDir: fileURLToPath(new URL('../../src/locales', import.meta.url)),
  });
  return {
    app,
    db: database.db,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
