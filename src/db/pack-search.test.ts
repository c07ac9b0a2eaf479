import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackPart } from '../domain/pack';
import { rememberProducts } from './catalog';
import { packStored, searchChunkOf, searchPacks } from './pack-search';
import { searchSeenProducts } from './product-search';
import type { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';
import { samplePackPart, samplePackParts } from './testing-packs';
import type { PackRecord } from './types';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const packRecord = (carId: number, overrides: Partial<PackRecord> = {}): PackRecord => ({
  carId,
  vehicle: { manuName: 'VOLVO', modelname: 'V70', typeName: '2.4' },
  lang: 'no',
  state: 'ready',
  cursor: null,
  chunks: 0,
  total: 0,
  stored: 0,
  bytes: 0,
  version: 1_700_000_000_000,
  startedAt: 0,
  savedAt: 1,
  ...overrides,
});

/** Stores `parts` as the downloader does: a page of at most `pageSize` at a time, each with its chunk. */
async function storePack(
  carId: number,
  parts: PackPart[],
  pageSize = 2000,
  overrides: Partial<PackRecord> = {},
) {
  let chunks = 0;
  for (let start = 0; start < parts.length; start += pageSize) {
    const page = parts.slice(start, start + pageSize);
    await db.packParts.bulkPut(page.map((part) => ({ ...part, carId })));
    await db.packSearch.put(searchChunkOf(carId, chunks++, page));
  }
  await db.packs.put(packRecord(carId, { chunks, stored: parts.length, total: parts.length, ...overrides }));
}

const ids = (items: { articleId: number }[]) => items.map((item) => item.articleId);

const bosch = samplePackPart(1, {
  articleNumber: '0 986 494 294',
  articleName: 'Bremseklosser',
  name: 'BOSCH bremseklosser foran',
  alfa: 'BOSCH 0 986 494 294',
  tags: [],
  reviews: 3,
  oeNumbers: [{ manuName: 'VOLVO', oeNumber: '30 793 540' }],
});
const brakes = { articleName: 'Bremseklosser', name: 'BOSCH bremseklosser', alfa: '', tags: [] };
const longer = samplePackPart(2, { ...brakes, articleNumber: '0 986 494 2940', reviews: 50 });
const inside = samplePackPart(3, { ...brakes, articleNumber: 'X0986494294', reviews: 90 });
const mann = samplePackPart(4, {
  articleNumber: 'HU 7008 z',
  articleName: 'Oljefilter',
  name: 'MANN-FILTER oljefilter',
  alfa: '',
  mfrName: 'MANN-FILTER',
  brandSlug: 'mann-filter',
  tags: ['service'],
  reviews: 10,
  oeNumbers: [{ manuName: 'VW', oeNumber: '03N 115 562' }],
});
const hengst = samplePackPart(5, {
  articleNumber: 'E 340 H D247',
  articleName: 'Oljefilter',
  name: 'HENGST oljefilter',
  alfa: '',
  mfrName: 'HENGST',
  brandSlug: 'hengst',
  tags: [],
  reviews: 40,
  oeNumbers: [{ manuName: 'VOLVO', oeNumber: '30 793 540-1' }],
});

describe('searchPacks', () => {
  beforeEach(() => storePack(7, [bosch, longer, inside, mann, hengst], 2));

  it('ranks the exact number first, then numbers starting with it, then numbers holding it', async () => {
    expect(ids(await searchPacks(db, '0986494294'))).toEqual([1, 2, 3]);
  });

  it('finds an article number typed with any spacing, dots or dashes first', async () => {
    const stored = '0986494294';
    const typed = fc
      .array(fc.constantFrom(' ', '.', '-', '  ', ' - ', '/'), {
        minLength: stored.length,
        maxLength: stored.length,
      })
      .map((gaps) => [...stored].map((digit, i) => `${gaps[i]}${digit}`).join(''));
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        expect((await searchPacks(db, text))[0]?.articleId).toBe(1);
      }),
      { numRuns: 60 },
    );
    expect((await searchPacks(db, 'hu 7008 z'))[0]?.articleId).toBe(4);
    expect((await searchPacks(db, 'HU7008-Z'))[0]?.articleId).toBe(4);
  });

  it('finds OE numbers: the exact one before one that starts with it, most reviews first within a rank', async () => {
    expect(ids(await searchPacks(db, '30793540'))).toEqual([1, 5]);
    expect(ids(await searchPacks(db, '30.793.540-1'))).toEqual([5]);
    expect(ids(await searchPacks(db, '03n-115-562'))).toEqual([4]);
  });

  it('matches words in name, brand and tags, every word, most reviews first', async () => {
    expect(ids(await searchPacks(db, 'oljefilter'))).toEqual([5, 4]);
    expect(ids(await searchPacks(db, 'OLJEFILTER mann'))).toEqual([4]);
    expect(ids(await searchPacks(db, 'service'))).toEqual([4]);
    expect(await searchPacks(db, 'oljefilter bosch')).toEqual([]);
    expect(await searchPacks(db, '   ')).toEqual([]);
  });

  it('follows a pack changed after it was read, and finds an article kept in two packs once', async () => {
    expect(ids(await searchPacks(db, 'oljefilter'))).toEqual([5, 4]);
    await storePack(8, [
      { ...mann, reviews: 1 },
      samplePackPart(6, { articleName: 'Oljefilter', name: 'Oljefilter', reviews: 0 }),
    ]);
    const hits = await searchPacks(db, 'oljefilter');
    expect(ids(hits)).toEqual([5, 4, 6]);
    expect(hits.find((hit) => hit.articleId === 4)?.carId).toBe(7);
  });

  it('reads the chunks a refresh wrote again once the pack is stored', async () => {
    expect(ids(await searchPacks(db, 'luftfilter'))).toEqual([]);
    const changed = { ...mann, articleName: 'Luftfilter', name: 'MANN luftfilter' };
    await db.packSearch.put(searchChunkOf(7, 1, [inside, changed]));
    expect(ids(await searchPacks(db, 'luftfilter'))).toEqual([]);
    await packStored(db, 7);
    expect(ids(await searchPacks(db, 'luftfilter'))).toEqual([4]);
  });

  it("keeps the later chunk's copy of an article stored twice in a pack", async () => {
    const changed = { ...hengst, articleName: 'Luftfilter', name: 'HENGST luftfilter' };
    await db.packSearch.put(searchChunkOf(7, 3, [changed]));
    await db.packs.update(7, { chunks: 4 });
    expect(ids(await searchPacks(db, 'luftfilter'))).toEqual([5]);
    expect(ids(await searchPacks(db, 'oljefilter'))).toEqual([4]);
  });
});

describe('searchSeenProducts with packs', () => {
  it('pages the packs matches first, then the products seen, each article once', async () => {
    await storePack(
      7,
      samplePackParts(20).map((part) => ({ ...part, articleName: 'Bremseskive', reviews: 0 })),
    );
    await rememberProducts(db, [sampleProduct(3), sampleProduct(100)], 5);
    await rememberProducts(db, [sampleProduct(101)], 6);
    const first = await searchSeenProducts(db, 'bremseskive', 1, 8);
    expect(first).toMatchObject({ total: 22, page: 1, pages: 3, from: 1, to: 8 });
    expect(ids(first.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first.items[0]?.pack).toEqual({ carId: 7, version: 1_700_000_000_000 });
    const last = await searchSeenProducts(db, 'bremseskive', 3, 8);
    expect(last).toMatchObject({ page: 3, from: 17, to: 22 });
    expect(ids(last.items)).toEqual([17, 18, 19, 20, 101, 100]);
    expect(last.items.at(-1)?.pack).toBeNull();
  });

  it('searches a pack still downloading with what it holds so far', async () => {
    await storePack(7, [bosch], 2000, { state: 'downloading', total: 9000 });
    expect(ids((await searchSeenProducts(db, '0 986 494 294')).items)).toEqual([1]);
  });
});
