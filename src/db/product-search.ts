// Search over the products kept on this device — the offline parts packs first (pack-search.ts), then the
// last 500 seen (db/catalog.ts) — for when the server cannot be reached. Numbers compare as the server compares
// them (normalisePartNumber); names, brand and tags by case-insensitive substring; every word must match. Reads
// never throw: a damaged store searches as empty.
import * as v from 'valibot';
import { normalisePartNumber } from '../domain/part-number';
import type { ProductSummary } from '../domain/product';
import { defaultPerPage } from '../domain/product-list';
import { productsKept } from './catalog';
import { readPackColumns } from './pack-columns';
import { type PackHit, readPackHits, searchPacks } from './pack-search';
import type { AppDB } from './schema';
import { type ProductRecord, ProductRecordSchema } from './types';

const lower = (text: string) => text.toLocaleLowerCase();

/** A search word, lowercased and normalised once per search. */
type PreparedWord = { text: string; number: string };

/** A product with its searchable text and normalised number, worked out once per search. */
type PreparedProduct = { product: ProductRecord; text: string; number: string };

function prepareProduct(product: ProductRecord): PreparedProduct {
  const text = lower(
    [
      product.articleName,
      product.name,
      product.alfa,
      product.mfrName,
      product.brandSlug,
      ...product.tags,
    ].join(' '),
  );
  return { product, text, number: normalisePartNumber(product.articleNumber) };
}

function wordMatches(prepared: PreparedProduct, word: PreparedWord): boolean {
  if (prepared.text.includes(word.text)) return true;
  return word.number.length > 0 && prepared.number.includes(word.number);
}

/** 0 exact number, 1 number prefix, 2 number inside, 3 by words. */
function numberRank(own: string, number: string): number {
  if (number.length < 2) return 3;
  if (own === number) return 0;
  if (own.startsWith(number)) return 1;
  return own.includes(number) ? 2 : 3;
}

/**
 * The products among `products` that match `text`, best first: the exact article number, then numbers starting
 * with it, numbers holding it, then word matches; the most recently seen first within each.
 */
export function matchProducts(products: readonly ProductRecord[], text: string): ProductRecord[] {
  const words: PreparedWord[] = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((word) => ({ text: lower(word), number: normalisePartNumber(word) }));
  if (words.length === 0) return [];
  // "W 10 000" typed with spaces is one number, though as words "10" and "000" would each match elsewhere.
  const whole = normalisePartNumber(text);
  const ranked = products.map(prepareProduct).flatMap((prepared) => {
    const rank = numberRank(prepared.number, whole);
    const byWords = words.every((word) => wordMatches(prepared, word));
    return rank < 3 || byWords ? [{ product: prepared.product, rank }] : [];
  });
  return ranked.sort((a, b) => a.rank - b.rank || b.product.seenAt - a.product.seenAt).map((r) => r.product);
}

/** A product found on the device; `pack` names the offline pack it comes from and its date (null: seen before). */
export type DeviceProduct = ProductSummary & { pack: { carId: number; version: number } | null };

export type DeviceSearchPage = {
  total: number;
  page: number;
  pages: number;
  from: number;
  to: number;
  items: DeviceProduct[];
};

const isSearchable = (record: unknown): record is ProductRecord =>
  typeof record === 'object' &&
  record !== null &&
  typeof (record as ProductRecord).articleId === 'number' &&
  typeof (record as ProductRecord).articleNumber === 'string' &&
  Array.isArray((record as ProductRecord).tags);

const seenKept = new WeakMap<AppDB, { stamp: string; products: Promise<ProductRecord[]> }>();

/**
 * The products seen, read again only when they changed (a search runs on every key typed): each write of
 * rememberProducts sets a newer `seenAt` or changes the count.
 */
async function seenProducts(db: AppDB): Promise<ProductRecord[]> {
  const [count, newest] = await Promise.all([
    db.products.count(),
    db.products.orderBy('seenAt').reverse().limit(1).keys(),
  ]);
  const stamp = `${count}|${newest[0]}`;
  const kept = seenKept.get(db);
  if (kept?.stamp === stamp) return kept.products;
  // Read as stored and checked only for what the search reads: parsing 500 records would double the first search's
  // time. The page's items are parsed (pageOfSeen).
  const products = db.products
    .orderBy('seenAt')
    .reverse()
    .limit(productsKept)
    .toArray()
    .then((records) => records.filter(isSearchable));
  seenKept.set(db, { stamp, products });
  products.catch(() => seenKept.delete(db));
  return products;
}

/**
 * Reads what the device search reads (the packs' columns, the products seen) into memory ahead of the first search,
 * e.g. when a search page opens offline. Never throws.
 */
export async function warmDeviceSearch(db: AppDB): Promise<void> {
  await Promise.all([readPackColumns(db).catch(() => []), seenProducts(db).catch(() => [])]);
}

/**
 * A 1-based page of the products kept on the device that match `text`, shaped like the server's paging: the packs'
 * matches first, then the products seen before; each article once. Only the page's parts are read whole.
 */
export async function searchSeenProducts(
  db: AppDB,
  text: string,
  page = 1,
  perPage = defaultPerPage,
): Promise<DeviceSearchPage> {
  const [hits, seen] = await Promise.all([
    searchPacks(db, text).catch((): PackHit[] => []),
    seenProducts(db).catch(() => []),
  ]);
  const inPacks = new Set(hits.map((hit) => hit.articleId));
  const others = matchProducts(
    seen.filter((product) => !inPacks.has(product.articleId)),
    text,
  );
  const total = hits.length + others.length;
  const pages = Math.ceil(total / perPage);
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const start = (current - 1) * perPage;
  const end = start + perPage;
  const fromPacks = await readPackHits(db, hits.slice(start, end)).catch(() => []);
  const fromSeen = others
    .slice(Math.max(0, start - hits.length), Math.max(0, end - hits.length))
    .flatMap((record): DeviceProduct[] => {
      const parsed = v.safeParse(ProductRecordSchema, record);
      return parsed.success ? [{ ...parsed.output, pack: null }] : [];
    });
  const items = [...fromPacks, ...fromSeen];
  return {
    total,
    page: current,
    pages,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
    items,
  };
}
