// Loads the seed's big tables with COPY inside the seed's transaction (a failure rolls the whole catalogue back).
// PostgreSQL: COPY FROM STDIN through postgres.js, rows encoded chunk by chunk and written with back-pressure, so
// memory stays bounded however many rows there are. PGlite: COPY FROM '/dev/blob', the rows handed over at once.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Db } from '../client';
import type { Links } from './build-linkage';

/** The postgres.js transaction behind a drizzle transaction (a tagged-template function with `unsafe`). */
export type CopySql = { unsafe: (query: string) => { writable: () => Promise<Writable> } };
/** PGlite's transaction: COPY reads a blob given with the query as the file /dev/blob. */
type PgliteTx = { query: (query: string, params: unknown[], options: { blob: Blob }) => Promise<unknown> };

/** Runs `copy <target> from stdin|'/dev/blob' with (<options>)`, the data given as chunks. */
export type CopySink = (target: string, options: string, chunks: Iterable<Buffer | string>) => Promise<void>;

// drizzle keeps the driver's transaction as its session's client.
const clientOf = (tx: Db) => (tx as unknown as { session?: { client?: unknown } }).session?.client;

/** Whether a drizzle transaction runs on PostgreSQL through postgres.js (else on PGlite). */
export function onPostgres(tx: Db): boolean {
  const client = clientOf(tx);
  return typeof client === 'function' && 'unsafe' in client;
}

export function copySink(tx: Db): CopySink {
  const client = clientOf(tx);
  if (onPostgres(tx)) {
    const sql = client as unknown as CopySql;
    return (target, options, chunks) =>
      copyStream(sql, `copy ${target} from stdin with (${options})`, chunks);
  }
  const pglite = client as PgliteTx;
  return async (target, options, chunks) => {
    // PGlite reads the whole blob at once; the seed's tables at PGlite's sizes fit in memory.
    const blob = new Blob(
      [...chunks].map((chunk) => (typeof chunk === 'string' ? chunk : new Uint8Array(chunk))),
    );
    await pglite.query(`copy ${target} from '/dev/blob' with (${options})`, [], { blob });
  };
}

const chunkBytes = 1 << 20;

async function copyStream(sql: CopySql, statement: string, chunks: Iterable<Buffer | string>) {
  const stream = await sql.unsafe(statement).writable();
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  for (const chunk of chunks) {
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), finished]);
  }
  stream.end();
  await finished;
}

/** How a column's values are written: everything but `tags` (text[]) and `jsonb` as the column type reads it. */
export type Kind = 'int' | 'text' | 'real' | 'bool' | 'date' | 'jsonb' | 'tags';

const escapeText = (value: string) => value.replace(/[\\\t\n\r]/g, (c) => copyEscapes[c] ?? c);
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One field in COPY's text format; `\N` is NULL. */
export function copyField(kind: Kind, value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (kind === 'int' || kind === 'real') return String(value);
  if (kind === 'bool') return value ? 't' : 'f';
  if (kind === 'jsonb') return escapeText(JSON.stringify(value));
  if (kind === 'tags') {
    const items = (value as string[]).map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`);
    return escapeText(`{${items.join(',')}}`);
  }
  return escapeText(String(value));
}

/** COPY's text format, rows → `columns` (table column, kind, row field). FREEZE when the table was truncated. */
export function copyRows<R>(
  sink: CopySink,
  table: string,
  rows: readonly R[],
  columns: readonly [name: string, kind: Kind, field: keyof R][],
  freeze: boolean,
) {
  function* lines() {
    let chunk = '';
    for (const row of rows) {
      chunk += `${columns.map(([, kind, field]) => copyField(kind, row[field])).join('\t')}\n`;
      if (chunk.length >= chunkBytes) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  return sink(`"${table}" (${names})`, freeze ? 'freeze' : 'format text', lines());
}

/**
 * The links in COPY's binary format: three int4 per row (article, car, the article's review count), no number formatting or parsing (they are most of the catalogue).
 */
export function copyLinks(
  sink: CopySink,
  /** The table and its three columns, quoted: `"article_vehicles" ("article_id", "car_id", "review_count")`. */
  target: string,
  links: Links,
  reviewCounts: ArrayLike<number>,
  freeze: boolean,
) {
  const rowBytes = 2 + 3 * (4 + 4);
  const perChunk = Math.floor(chunkBytes / rowBytes);
  function* chunks() {
    const header = Buffer.alloc(19); // signature, then flags and header extension length 0
    header.write('PGCOPY\n\xff\r\n\0', 'latin1');
    yield header;
    let buffer = Buffer.allocUnsafe(perChunk * rowBytes);
    let at = 0;
    for (let i = 0; i < links.articleIds.length; i++) {
      const articleId = links.articleIds[i] ?? 0;
      const reviewCount = reviewCounts[i] ?? 0;
      for (const carId of links.carsOf(i)) {
        at = buffer.writeInt16BE(3, at);
        at = buffer.writeInt32BE(4, at);
        at = buffer.writeInt32BE(articleId, at);
        at = buffer.writeInt32BE(4, at);
        at = buffer.writeInt32BE(carId, at);
        at = buffer.writeInt32BE(4, at);
        at = buffer.writeInt32BE(reviewCount, at);
        if (at === buffer.length) {
          yield buffer;
          buffer = Buffer.allocUnsafe(perChunk * rowBytes);
          at = 0;
        }
      }
    }
    const trailer = Buffer.alloc(2);
    trailer.writeInt16BE(-1);
    yield Buffer.concat([buffer.subarray(0, at), trailer]);
  }
  const options = freeze ? 'format binary, freeze' : 'format binary';
  return sink(target, options, chunks());
}
