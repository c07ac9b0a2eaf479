// Synthetic pack parts for the unit tests and the browser bench (scripts/bench-pack-search.ts): the same parts for
// the same seed, shaped like a vehicle's pack (a few dozen part types, a few brands, OE numbers). Not imported by
// the app.

import type { PackPart } from '../domain/pack';
import { searchChunkOf } from './pack-columns';
import type { AppDB } from './schema';

const brands = [
  ['bosch', 'BOSCH'],
  ['mann-filter', 'MANN-FILTER'],
  ['hengst', 'HENGST'],
  ['brembo', 'BREMBO'],
  ['febi', 'FEBI BILSTEIN'],
  ['sachs', 'SACHS'],
] as const;
const kinds = [
  [82, 'Bremseskive'],
  [402, 'Bremseklosser'],
  [7, 'Oljefilter'],
  [8, 'Luftfilter'],
  [424, 'Kupplingssett'],
  [854, 'Støtdemper'],
  [1, 'Tennplugg'],
  [298, 'Lyspære'],
] as const;
const colors = [null, null, 'black', 'silver', 'red'] as const;
const oeMakers = ['VOLVO', 'VW', 'FORD'];

/** A small deterministic generator (mulberry32): the same seed gives the same parts on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Part `articleId` of a pack with the given overrides; its fields drawn from `next`. */
export function samplePackPart(
  articleId: number,
  overrides: Partial<PackPart> = {},
  seed = articleId,
): PackPart {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const [brandSlug, mfrName] = pick(brands);
  const [genericArticleId, articleName] = pick(kinds);
  const digits = String(Math.floor(next() * 1e9)).padStart(9, '0');
  const articleNumber = `${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  const price = 100 + Math.floor(next() * 4900);
  const onOffer = next() < 0.2;
  return {
    articleId,
    articleNumber,
    articleName,
    name: `${mfrName} ${articleName.toLowerCase()} ${articleNumber}`,
    alfa: `${mfrName} ${articleNumber}`,
    mfrName,
    brandSlug,
    articleText: [],
    images: [],
    price,
    discount: onOffer ? Math.floor(price * 0.8) : null,
    stock: 'in-stock',
    rating: Math.round(next() * 50) / 10,
    reviews: next() < 0.3 ? 0 : Math.floor(next() * 200),
    tags: next() < 0.1 ? ['sommer'] : [],
    criteria: [],
    thumbnail: '',
    genericArticleId,
    color: pick(colors),
    oeNumbers: [
      { manuName: pick(oeMakers), oeNumber: `${Math.floor(next() * 1e6)} ${Math.floor(next() * 1e3)}` },
    ],
    ...overrides,
  };
}

/** `count` parts with ids from `firstId` up. */
export const samplePackParts = (count: number, firstId = 1): PackPart[] =>
  Array.from({ length: count }, (_, i) => samplePackPart(firstId + i));

/** Stores `parts` as one downloaded pack of vehicle `carId` (its parts, its search chunk and a ready record). */
export async function storePackParts(db: AppDB, carId: number, parts: PackPart[]): Promise<void> {
  await db.packParts.bulkPut(parts.map((part) => ({ ...part, carId })));
  await db.packSearch.put(searchChunkOf(carId, 0, parts));
  await db.packs.put({
    carId,
    vehicle: { manuName: 'VOLVO', modelname: 'V70', typeName: '2.4' },
    lang: 'no',
    state: 'ready',
    cursor: null,
    chunks: 1,
    total: parts.length,
    stored: parts.length,
    bytes: 0,
    version: 1_700_000_000_000,
    startedAt: 0,
    savedAt: 1,
  });
}
