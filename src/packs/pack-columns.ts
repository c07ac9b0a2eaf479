// A pack's columns: what the offline search and lists read of every part, kept in IndexedDB as one chunk per page
// downloaded (packSearch) and in memory once read. The memory copy is dropped when the pack's record or its index
// stamp changes; a pack that cannot be read counts as none (the device search then shows the products seen).

import type { AppDB } from '../db/schema';
import type { PackRecord, PackSearchChunk } from '../db/types';
import type { PackPart } from '../domain/pack';
import { normalisePartNumber } from '../domain/part-number';

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
    texts: lines(parts, (part) =>
      [part.articleName, part.name, part.alfa, part.mfrName, part.brandSlug, ...part.tags]
        .join(' ')
        .toLocaleLowerCase(),
    ),
    names: lines(parts, (part) => part.articleName),
    brands: lines(parts, (part) => part.brandSlug),
    colors: lines(parts, (part) => part.color ?? ''),
    brandNames,
  };
}

/** A pack's parts as columns, one entry per article (a later chunk's entry replaces an earlier one's). */
export type PackColumns = {
  pack: PackRecord;
  count: number;
  ids: Float64Array;
  reviews: Uint32Array;
  generics: Int32Array;
  prices: Float64Array;
  stars: Uint8Array;
  offers: Uint8Array;
  numbers: string[];
  oeNumbers: string[];
  texts: string[];
  names: string[];
  brands: string[];
  colors: string[];
  brandNames: Map<string, string>;
};

const numberColumns = ['ids', 'reviews', 'generics', 'prices', 'stars', 'offers'] as const;
const textColumns = ['numbers', 'oeNumbers', 'texts', 'names', 'brands', 'colors'] as const;

/** The chunks' columns joined, in chunk order. */
export function columnsOf(pack: PackRecord, chunks: PackSearchChunk[]): PackColumns {
  const size = chunks.reduce((sum, chunk) => sum + chunk.ids.length, 0);
  const numbers = {
    ids: new Float64Array(size),
    reviews: new Uint32Array(size),
    generics: new Int32Array(size),
    prices: new Float64Array(size),
    stars: new Uint8Array(size),
    offers: new Uint8Array(size),
  };
  const texts = Object.fromEntries(textColumns.map((name) => [name, [] as string[]])) as Record<
    (typeof textColumns)[number],
    string[]
  >;
  const brandNames = new Map<string, string>();
  const at = new Map<number, number>();
  let count = 0;
  for (const chunk of chunks) {
    const split = textColumns.map((name) => (typeof chunk[name] === 'string' ? chunk[name].split('\n') : []));
    for (let i = 0; i < chunk.ids.length; i++) {
      const id = chunk.ids[i] as number;
      const to = at.get(id) ?? count++;
      at.set(id, to);
      for (const name of numberColumns) numbers[name][to] = chunk[name][i] ?? 0;
      textColumns.forEach((name, n) => {
        texts[name][to] = split[n]?.[i] ?? '';
      });
    }
    for (const [slug, name] of Object.entries(chunk.brandNames ?? {})) brandNames.set(slug, name);
  }
  return {
    pack,
    count,
    ids: numbers.ids.subarray(0, count),
    reviews: numbers.reviews.subarray(0, count),
    generics: numbers.generics.subarray(0, count),
    prices: numbers.prices.subarray(0, count),
    stars: numbers.stars.subarray(0, count),
    offers: numbers.offers.subarray(0, count),
    ...texts,
    brandNames,
  };
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
        entry = { stamp, columns: columnsOf(pack, chunks) };
        cache.set(pack.carId, entry);
      }
      found.push(entry.columns);
    }
    return found;
  });
}

/** Parts per rebuilt chunk: as a downloaded page. */
const chunkSize = 2000;

/**
 * After a full download or a refresh: the pack's index rebuilt from the parts as stored (a refresh writes changed
 * parts only), then read into memory. A pack changed meanwhile (deleted, restarted) is left to its next finish.
 */
export async function packStored(db: AppDB, carId: number): Promise<void> {
  await db.transaction('rw', [db.packs, db.packParts, db.packSearch, db.meta], async () => {
    const pack = await db.packs.get(carId);
    if (!pack) return;
    const parts = await db.packParts.where('carId').equals(carId).toArray();
    const chunks = [];
    for (let start = 0; start * chunkSize < parts.length; start++) {
      chunks.push(searchChunkOf(carId, start, parts.slice(start * chunkSize, (start + 1) * chunkSize)));
    }
    await db.packSearch.where('carId').equals(carId).delete();
    await db.packSearch.bulkPut(chunks);
    const stamps = ((await db.meta.get(stampKey))?.value ?? {}) as Record<string, number>;
    await db.meta.put({ key: stampKey, value: { ...stamps, [carId]: (stamps[carId] ?? 0) + 1 } });
    if (pack.chunks !== chunks.length) await db.packs.update(carId, { chunks: chunks.length });
  });
  await readPackColumns(db, carId).catch(() => []);
}
