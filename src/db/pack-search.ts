// Search over the offline parts packs on this device: by name words, article number or OE number, typed with any
// spacing, dots or dashes. Reads the packs' columns (pack-columns.ts, kept in memory once read) and only the shown
// page's parts; a pack that cannot be read searches as empty.

import { normalisePartNumber } from '../domain/part-number';
import type { ProductSummary } from '../domain/product';
import { type PackColumns, readPackColumns } from './pack-columns';
import { lineAt, rowsWith } from './pack-lines';
import type { AppDB } from './schema';
import type { PackPartRecord } from './types';

export { searchChunkOf } from './pack-columns';
export { packStored } from './pack-summary';

/** A part found in a pack: where it is and the pack's date (the server's clock, ms, its prices are from). */
export type PackHit = { articleId: number; carId: number; version: number; rank: number; reviews: number };

/** A product shown from a pack, with the pack it comes from. */
export type PackProduct = ProductSummary & { pack: { carId: number; version: number } };

/** The search text prepared once: its words, and the whole text as one number ("W 10 000"). */
type Query = { words: { text: string; number: string }[]; whole: string };

export function prepareQuery(text: string): Query {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((word) => ({ text: word.toLocaleLowerCase(), number: normalisePartNumber(word) }));
  return { words, whole: normalisePartNumber(text) };
}

/** 0 exact number, 1 number prefix, 2 number inside, 3 none. */
function rankOf(own: string, number: string): number {
  if (own === number) return 0;
  if (own.startsWith(number)) return 1;
  return own.includes(number) ? 2 : 3;
}

/** The best rank of a part's OE numbers (a space between them) for `number`. */
function oeRank(oeNumbers: string, number: string): number {
  if (!oeNumbers.includes(number)) return 3;
  let best = 3;
  for (const oe of oeNumbers.split(' ')) best = Math.min(best, rankOf(oe, number));
  return best;
}

/** Whether every word is in the part's text, or (as a number) in its article or OE numbers. */
function wordsMatch(columns: PackColumns, row: number, words: Query['words']): boolean {
  const text = lineAt(columns.texts, row);
  let number: string | null = null;
  let oeNumbers: string | null = null;
  for (const word of words) {
    if (text.includes(word.text)) continue;
    if (!word.number) return false;
    number ??= lineAt(columns.numbers, row);
    if (number.includes(word.number)) continue;
    oeNumbers ??= lineAt(columns.oeNumbers, row);
    if (!oeNumbers.includes(word.number)) return false;
  }
  return true;
}

/**
 * The pack's matching rows with their rank: 0–2 by number as rankOf, 3 by words. Candidates are found with indexOf
 * over whole columns: the whole text as a number, and the longest word (every word must match anyway).
 */
function matchRows(columns: PackColumns, query: Query): Map<number, number> {
  const ranks = new Map<number, number>();
  if (query.whole.length >= 2) {
    for (const row of rowsWith(columns.numbers, query.whole)) {
      ranks.set(row, rankOf(lineAt(columns.numbers, row), query.whole));
    }
    for (const row of rowsWith(columns.oeNumbers, query.whole)) {
      const rank = oeRank(lineAt(columns.oeNumbers, row), query.whole);
      ranks.set(row, Math.min(rank, ranks.get(row) ?? 3));
    }
  }
  const first = query.words.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  const candidates = new Set(rowsWith(columns.texts, first.text));
  if (first.number) {
    for (const row of rowsWith(columns.numbers, first.number)) candidates.add(row);
    for (const row of rowsWith(columns.oeNumbers, first.number)) candidates.add(row);
  }
  for (const row of candidates) {
    if (!ranks.has(row) && wordsMatch(columns, row, query.words)) ranks.set(row, 3);
  }
  return ranks;
}

const byRank = (a: PackHit, b: PackHit) =>
  a.rank - b.rank || b.reviews - a.reviews || a.articleId - b.articleId;

/**
 * Every part in the packs matching `text`, best first: exact article or OE number, then numbers starting with it,
 * numbers holding it, then parts matching every word; most reviews first within a rank. An article kept in several
 * packs is found once.
 */
export async function searchPacks(db: AppDB, text: string): Promise<PackHit[]> {
  const query = prepareQuery(text);
  if (!query.words.length) return [];
  const packs = await readPackColumns(db).catch(() => []);
  const hits: PackHit[] = [];
  for (const columns of packs) {
    const { carId, version } = columns.pack;
    for (const [row, rank] of matchRows(columns, query)) {
      hits.push({
        articleId: columns.ids[row] as number,
        carId,
        version,
        rank,
        reviews: columns.reviews[row] as number,
      });
    }
  }
  hits.sort(byRank);
  if (packs.length < 2) return hits;
  const seen = new Set<number>();
  return hits.filter((hit) => !seen.has(hit.articleId) && seen.add(hit.articleId));
}

/** A stored part as a product card shows it. */
export function summaryOf(part: PackPartRecord): ProductSummary {
  const {
    carId: _carId,
    genericArticleId: _generic,
    color: _color,
    oeNumbers: _oe,
    thumbnail: _svg,
    ...summary
  } = part;
  return summary;
}

/** The stored parts of `hits`, in their order; a part gone meanwhile is left out. */
export async function readPackHits(db: AppDB, hits: PackHit[]): Promise<PackProduct[]> {
  const parts = await db.packParts.bulkGet(hits.map((hit) => [hit.carId, hit.articleId]));
  return hits.flatMap((hit, i) => {
    const part = parts[i];
    return part ? [{ ...summaryOf(part), pack: { carId: hit.carId, version: hit.version } }] : [];
  });
}

/** A pack's rows whose article number is `number`, and those with it among their OE numbers. */
function exactRows(columns: PackColumns, number: string): { article: number[]; oe: number[] } {
  const article = rowsWith(columns.numbers, number).filter((row) => lineAt(columns.numbers, row) === number);
  const oe = rowsWith(columns.oeNumbers, number).filter((row) =>
    lineAt(columns.oeNumbers, row).split(' ').includes(number),
  );
  return { article, oe };
}

/**
 * Quick order offline: for each of `numbers` (normalised), the parts in the packs with it as their article number,
 * else with it as an OE number; most reviews first, each article once. Numbers found nowhere are left out.
 */
export async function packNumberHits(
  db: AppDB,
  numbers: readonly string[],
): Promise<Map<string, { by: 'article' | 'oe'; hits: PackHit[] }>> {
  const packs = await readPackColumns(db).catch(() => []);
  const found = new Map<string, { by: 'article' | 'oe'; hits: PackHit[] }>();
  for (const number of new Set(numbers)) {
    const article: PackHit[] = [];
    const oe: PackHit[] = [];
    for (const columns of packs) {
      const { carId, version } = columns.pack;
      const hit = (row: number): PackHit => ({
        articleId: columns.ids[row] as number,
        carId,
        version,
        rank: 0,
        reviews: columns.reviews[row] as number,
      });
      const rows = exactRows(columns, number);
      article.push(...rows.article.map(hit));
      oe.push(...rows.oe.map(hit));
    }
    const [by, hits] = article.length > 0 ? (['article', article] as const) : (['oe', oe] as const);
    if (hits.length === 0) continue;
    const seen = new Set<number>();
    const once = hits.sort(byRank).filter((h) => !seen.has(h.articleId) && seen.add(h.articleId));
    found.set(number, { by, hits: once });
  }
  return found;
}
