import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberProducts } from './catalog';
import { matchProducts, searchSeenProducts } from './product-search';
import type { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';
import type { ProductRecord } from './types';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const record = (articleId: number, overrides: Partial<ProductRecord> = {}): ProductRecord => ({
  ...sampleProduct(articleId, overrides),
  seenAt: overrides.seenAt ?? articleId,
});

const mann = record(1, {
  articleNumber: 'W 10 000',
  articleName: 'Oljefilter',
  name: 'MANN-FILTER oljefilter W 10 000',
  alfa: '',
  mfrName: 'MANN-FILTER',
  brandSlug: 'mann-filter',
});
const longer = record(2, {
  articleNumber: 'W 10 000/1',
  articleName: 'Oljefilter',
  name: 'MANN-FILTER oljefilter W 10 000/1',
  alfa: '',
  mfrName: 'MANN-FILTER',
  brandSlug: 'mann-filter',
});
const inside = record(3, {
  articleNumber: 'HW 10 0001',
  articleName: 'Hydraulikkfilter',
  name: 'HENGST hydraulikkfilter',
  alfa: '',
  mfrName: 'HENGST',
  brandSlug: 'hengst',
});
const disc = record(4, {
  articleNumber: '0 986 479 A12',
  articleName: 'Bremseskive',
  name: 'Bosch bremseskive foran',
  tags: ['ventilert'],
});
const all = [disc, inside, longer, mann];
const ids = (products: { articleId: number }[]) => products.map((p) => p.articleId);

describe('matchProducts', () => {
  it('finds an article number however it is typed, the exact number first', () => {
    expect(ids(matchProducts(all, 'w10000'))).toEqual([1, 2, 3]);
    expect(ids(matchProducts(all, 'W-10.000'))).toEqual([1, 2, 3]);
    expect(ids(matchProducts(all, ' w 10 000 '))).toEqual([1, 2, 3]);
    expect(ids(matchProducts(all, '0986479a12'))).toEqual([4]);
    expect(ids(matchProducts(all, '0 986/479-A12'))).toEqual([4]);
  });

  it('matches names, brands and tags without case; every word must match', () => {
    expect(ids(matchProducts(all, 'BREMSESKIVE'))).toEqual([4]);
    expect(ids(matchProducts(all, 'bosch ventilert'))).toEqual([4]);
    expect(ids(matchProducts(all, 'bosch oljefilter'))).toEqual([]);
    expect(ids(matchProducts(all, 'mann oljefilter'))).toEqual([2, 1]);
    expect(ids(matchProducts(all, 'filter hengst'))).toEqual([3]);
  });

  it('finds nothing for an empty search', () => {
    expect(matchProducts(all, '   ')).toEqual([]);
  });
});

describe('searchSeenProducts', () => {
  it('pages the products kept on the device, 1-based, like the server', async () => {
    await rememberProducts(
      db,
      Array.from({ length: 20 }, (_, i) => sampleProduct(i + 1)),
      5,
    );
    await rememberProducts(db, [sampleProduct(100, { articleName: 'Tennplugg', name: 'NGK tennplugg' })], 6);
    const first = await searchSeenProducts(db, 'bremseskive', 1, 8);
    expect(first).toMatchObject({ total: 20, page: 1, pages: 3, from: 1, to: 8 });
    const last = await searchSeenProducts(db, 'bremseskive', 3, 8);
    expect(last).toMatchObject({ page: 3, from: 17, to: 20 });
    expect(last.items).toHaveLength(4);
    expect(ids((await searchSeenProducts(db, 'ngk')).items)).toEqual([100]);
  });

  it('answers an empty page when nothing matches or nothing is kept', async () => {
    expect(await searchSeenProducts(db, 'olje')).toEqual({
      total: 0,
      page: 1,
      pages: 0,
      from: 0,
      to: 0,
      items: [],
    });
  });
});
