// A pack's columns: what the offline search and lists read of every part, kept in IndexedDB as one chunk per page
// downloaded (packSearch) and in memory once read. The memory copy is dropped when the pack's record or its index
// stamp changes; a pack that cannot be read counts as none (the device search then shows the products seen).

import type { PackPart } from '../domain/pack';
import { normalisePartNumber } from '../domain/part-number';
import { joinLines, type Lines, pickLines } from './pack-lines';
import type { AppDB } from './schema';
import type { PackRecord, PackSearchChunk } from './types';

/** The rating rounded as PostgreSQL's round(real) does: halves to the even neighbour. */
export function starsOf(rating: number): number {
  const floor = Math.floor(rating);
  const rest = rating - floor;
  if (rest !== 0.5) return Math.round(rating);
  return floor % 2 === 0 ? floor : floor + 1;
}

const line = (text: string) => text.replace(/\n/g, ' ');
const lines = (parts: PackPart[], of: (part: PackPart) => string) =>
  parts.map((part) => line(of(part))).join('\n');

/**
 * A part's searchable text: name, brand and tags, lowercased, each word once (a name repeats its brand and number;
 * a search looks for each of its words on its own, so nothing is lost).
 */
const textOf = (part: PackPart) =>
  [
    ...new Set(
      [part.articleName, part.name, part.alfa, part.mfrName, part.brandSlug, ...part.tags]
        .join(' ')
        .toLocaleLowerCase()
        .split(/\s+/)
        .filter(Boolean),
    ),
  ].join(' ');

/** The index chunk of one downloaded page of parts (written in the same transaction as the parts). */
export function searchChunkOf(carId: number, chunk: number, parts: PackPart[]): PackSearchChunk {
  const brandNames: Record<string, string> = {};
  for (const part of parts) if (part.brandSlug && part.mfrName) brandNames[part.brandSlug] = part.mfrName;
  return {
    carId,
    chunk,
    ids: Float64Array.from(parts, (part) => part.articleId),
    reviews: Uint32Array.from(parts, (part) => Math.max(0, part.reviews)),
    generics: Int32Array.from(parts, (part) => part.genericArticleId),
    prices: Float64Array.from(parts, (part) => part.discount ?? part.price),
    stars: Uint8Array.from(parts, (part) => starsOf(part.rating)),
    offers: Uint8Array.from(parts, (part) => (part.discount === null ? 0 : 1)),
    numbers: lines(parts, (part) => normalisePartNumber(part.articleNumber)),
    oeNumbers: lines(parts, (part) => part.oeNumbers.map((oe) => normalisePartNumber(oe.oeNumber)).join(' ')),
    texts: lines(parts, textOf),
    names: lines(parts, (part) => part.articleName),
    brands: lines(parts, (part) => part.brandSlug),
    colors: lines(parts, (part) => part.color ?? ''),
    brandNames,
  };
}

/** A pack's parts as columns, one entry per article (a later chunk's entry replaces an earlier one's). */
export type PackColumns = {
  pack: PackRecord;
  /** The pack's stamp when read (readPackColumns). */
  stamp?: string;
  count: number;
  ids: Float64Array;
  reviews: Uint32Array;
  generics: Int32Array;
  prices: Float64Array;
  stars: Uint8Array;
  offers: Uint8Array;
  numbers: Lines;
  oeNumbers: Lines;
  texts: Lines;
  names: Lines;
  brands: Lines;
  colors: Lines;
  brandNames: Map<string, string>;
};

const numberColumns = ['ids', 'reviews', 'generics', 'prices', 'stars', 'offers'] as const;
const textColumns = ['numbers', 'oeNumbers', 'texts', 'names', 'brands', 'colors'] as const;
type TextColumn = (typeof textColumns)[number];

/**
 * The rows to keep when an article is in more than one chunk: its last (a later page is newer); null when every
 * article is in one row, as after an ordinary download (told by a sorted copy, faster than a Set of 20,000).
 */
function lastOfEach(ids: Float64Array): number[] | null {
  const sorted = ids.slice().sort();
  let twice = false;
  for (let i = 1; i < sorted.length && !twice; i++) twice = sorted[i] === sorted[i - 1];
  if (!twice) return null;
  const seen = new Set<number>();
  const rows: number[] = [];
  for (let row = ids.length - 1; row >= 0; row--) {
    const id = ids[row] as number;
    if (!seen.has(id)) rows.push(row);
    seen.add(id);
  }
  return rows.reverse();
}

/** The chunks' columns joined, in chunk order. */
export function columnsOf(pack: PackRecord, chunks: PackSearchChunk[]): PackColumns {
  const count = chunks.reduce((sum, chunk) => sum + chunk.ids.length, 0);
  const joined = <T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(
    into: T,
    of: (chunk: PackSearchChunk) => ArrayLike<number>,
  ): T => {
    let at = 0;
    for (const chunk of chunks) {
      into.set(of(chunk), at);
      at += chunk.ids.length;
    }
    return into;
  };
  const texts = (name: TextColumn) =>
    joinLines(chunks.map((chunk) => ({ text: chunk[name], count: chunk.ids.length })));
  const columns: PackColumns = {
    pack,
    count,
    ids: joined(new Float64Array(count), (chunk) => chunk.ids),
    reviews: joined(new Uint32Array(count), (chunk) => chunk.reviews),
    generics: joined(new Int32Array(count), (chunk) => chunk.generics),
    prices: joined(new Float64Array(count), (chunk) => chunk.prices),
    stars: joined(new Uint8Array(count), (chunk) => chunk.stars),
    offers: joined(new Uint8Array(count), (chunk) => chunk.offers),
    numbers: texts('numbers'),
    oeNumbers: texts('oeNumbers'),
    texts: texts('texts'),
    names: texts('names'),
    brands: texts('brands'),
    colors: texts('colors'),
    brandNames: new Map(chunks.flatMap((chunk) => Object.entries(chunk.brandNames ?? {}))),
  };
  const rows = lastOfEach(columns.ids);
  return rows ? pick(columns, rows) : columns;
}

/** Only `rows` of the columns. */
function pick(columns: PackColumns, rows: number[]): PackColumns {
  const picked = { ...columns, count: rows.length };
  for (const name of numberColumns) {
    const from = columns[name];
    const into = new (from.constructor as Float64ArrayConstructor)(rows.length);
    rows.forEach((row, i) => {
      into[i] = from[row] as number;
    });
    (picked as Record<string, unknown>)[name] = into;
  }
  for (const name of textColumns) picked[name] = pickLines(columns[name], rows);
  return picked;
}

const stampKey = 'packIndex';

/** What a pack's memory copy is valid for: its record's counts and version, and the index's rebuild stamp. */
const stampOf = (pack: PackRecord, rebuilt: unknown) =>
  `${pack.stored}|${pack.chunks}|${pack.version}|${pack.savedAt}|${pack.lang}|${rebuilt ?? 0}`;

const kept = new WeakMap<AppDB, Map<number, { stamp: string; columns: PackColumns }>>();

/** The columns of every pack holding parts, read from IndexedDB only when its record changed since last read. */
export function readPackColumns(db: AppDB, only?: number): Promise<PackColumns[]> {
  return db.transaction('r', [db.packs, db.meta, db.packSearch], async () => {
    const packs = only === undefined ? await db.packs.toArray() : [await db.packs.get(only)];
    const stamps = ((await db.meta.get(stampKey))?.value ?? {}) as Record<string, number>;
    const cache = kept.get(db) ?? new Map();
    kept.set(db, cache);
    const found: PackColumns[] = [];
    for (const pack of packs) {
      if (!pack || pack.chunks === 0) continue;
      const stamp = stampOf(pack, stamps[pack.carId]);
      let entry = cache.get(pack.carId);
      if (entry?.stamp !== stamp) {
        const chunks = await db.packSearch
          .where('[carId+chunk]')
          .between([pack.carId, -Infinity], [pack.carId, Infinity])
          .toArray();
        entry = { stamp, columns: { ...columnsOf(pack, chunks), stamp } };
        cache.set(pack.carId, entry);
      }
      found.push(entry.columns);
    }
    return found;
  });
}

/** Moves the pack's stamp on: every context's memory copy of it is read again (packStored). */
export function bumpPackStamp(db: AppDB, carId: number): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    const stamps = ((await db.meta.get(stampKey))?.value ?? {}) as Record<string, number>;
    await db.meta.put({ key: stampKey, value: { ...stamps, [carId]: (stamps[carId] ?? 0) + 1 } });
  });
}

/** The pack's record and its current stamp (to check a copy kept elsewhere is current), or null. */
export async function packStamp(
  db: AppDB,
  carId: number,
): Promise<{ pack: PackRecord; stamp: string } | null> {
  return db.transaction('r', [db.packs, db.meta], async () => {
    const pack = await db.packs.get(carId);
    const stamps = ((await db.meta.get(stampKey))?.value ?? {}) as Record<string, number>;
    return pack ? { pack, stamp: stampOf(pack, stamps[carId]) } : null;
  });
}
