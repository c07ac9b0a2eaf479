// @engines: pglite postgres (raw-sql)
// COPY's text format: every value the seed writes comes back from the database as it went in (escapes, NULL,
// arrays, JSON with quotes and backslashes) — on PGlite always, on PostgreSQL when the suite runs against it.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '../client';
import { copyField, copyRows, copySink, onPostgres } from './copy';

const nasty = 'tab\there, line\nbreak, cr\r, back\\slash, "quote", {brace}, komma, ÆØÅ قرص';
const row = {
  n: -42,
  t: nasty,
  j: [{ no: nasty, en: '\\u0000 not a NUL', ar: '' }],
  tags: [nasty, '', 'NULL', 'a,b'],
  r: 4.3,
  b: false,
  d: '2024-02-29',
  none: null,
};

describe('copyField', () => {
  it('escapes what COPY reads specially and writes NULL as \\N', () => {
    expect(copyField('text', 'a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(copyField('int', null)).toBe('\\N');
    expect(copyField('text', 'NULL')).toBe('NULL');
    expect(copyField('bool', true)).toBe('t');
    expect(copyField('tags', ['a b', 'c"d'])).toBe('{"a b","c\\\\"d"}');
    expect(copyField('jsonb', [{ no: 'x\\y' }])).toBe('[{"no":"x\\\\\\\\y"}]');
  });
});

async function roundTrip(db: Db) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(
      sql`create temp table copied (n int, t text, j jsonb, tags text[], r real, b boolean, d date, none int) on commit drop`,
    );
    await copyRows(
      copySink(t),
      'copied',
      [row, row],
      [
        ['n', 'int', 'n'],
        ['t', 'text', 't'],
        ['j', 'jsonb', 'j'],
        ['tags', 'tags', 'tags'],
        ['r', 'real', 'r'],
        ['b', 'bool', 'b'],
        ['d', 'date', 'd'],
        ['none', 'int', 'none'],
      ],
      false,
    );
    const result = await t.execute(sql`select n, t, j, tags, r, b, d::text as d, none from copied`);
    return {
      postgres: onPostgres(t),
      rows: [...((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]))],
    };
  });
}

describe('copyRows', () => {
  it('brings every kind of value back unchanged on PGlite', async () => {
    const client = new PGlite();
    try {
      const back = await roundTrip(drizzlePglite({ client }) as unknown as Db);
      expect(back).toEqual({ postgres: false, rows: [row, row] });
    } finally {
      await client.close();
    }
  });

  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  it.runIf(url)('brings every kind of value back unchanged on PostgreSQL', async () => {
    // A temporary table on the admin connection: no database of its own needed.
    const client = postgres(url as string, { max: 1, onnotice: () => {} });
    try {
      const back = await roundTrip(drizzlePostgres({ client }) as unknown as Db);
      expect(back).toEqual({ postgres: true, rows: [row, row] });
    } finally {
      await client.end();
    }
  });
});
