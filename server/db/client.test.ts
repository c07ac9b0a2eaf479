// @engines: pglite postgres (migrations, races)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client';

const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe('openDatabase on PostgreSQL', () => {
  it.runIf(adminUrl)(
    'migrates an empty database once when several processes start on it at the same time',
    async () => {
      const name = `bildeler_start_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      try {
        // Three servers of a cluster started together (npm run start:cluster, an upgrade).
        const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
        try {
          const journal = JSON.parse(
            readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
          );
          const [first] = opened;
          const applied = rowsOf<{ count: number }>(
            await first?.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
          );
          // Each migration once: none failed half-way, none applied twice.
          expect(applied[0]?.count).toBe(journal.entries.length);
        } finally {
          await Promise.all(opened.map((database) => database.close()));
        }
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
