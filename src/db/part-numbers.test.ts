import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberProducts } from './catalog';
import { findKeptNumbers } from './part-numbers';
import type { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';
import { samplePackPart, storePackParts } from './testing-packs';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const pads = samplePackPart(1, {
  articleNumber: '0 986 494 294',
  reviews: 3,
  oeNumbers: [{ manuName: 'VOLVO', oeNumber: '30 793 540' }],
});
const twin = samplePackPart(2, { articleNumber: '0986-494-294', reviews: 9, oeNumbers: [] });
const longer = samplePackPart(3, {
  articleNumber: '0 986 494 2945',
  oeNumbers: [{ manuName: 'VOLVO', oeNumber: '30793540 1' }],
});
const sameOe = samplePackPart(4, {
  articleNumber: 'P 86 020',
  oeNumbers: [{ manuName: 'VW', oeNumber: '30793540' }],
});
const ids = (products: { articleId: number }[] | undefined) => products?.map((p) => p.articleId);

describe('findKeptNumbers', () => {
  it('finds every brand’s part with the exact number in the packs, most reviewed first, else by OE number', async () => {
    await storePackParts(db, 7, [pads, twin, longer, sameOe]);
    const found = await findKeptNumbers(db, ['0986494294', '30793540', '0986494', 'UNKNOWN']);
    expect(found.get('0986494294')?.by).toBe('article');
    expect(ids(found.get('0986494294')?.products)).toEqual([2, 1]);
    expect(found.get('30793540')?.by).toBe('oe');
    expect(ids(found.get('30793540')?.products)?.sort()).toEqual([1, 4]);
    expect(found.has('0986494')).toBe(false);
    expect(found.has('UNKNOWN')).toBe(false);
    // What a cart line keeps: no pack, no thumbnail.
    expect(found.get('0986494294')?.products[0]).not.toHaveProperty('pack');
  });

  it('finds the products seen on the device by their article number', async () => {
    await rememberProducts(db, [sampleProduct(11, { articleNumber: 'HU 7008 z' })]);
    const found = await findKeptNumbers(db, ['HU7008Z']);
    expect(ids(found.get('HU7008Z')?.products)).toEqual([11]);
    expect(found.get('HU7008Z')?.products[0]).not.toHaveProperty('seenAt');
  });

  it('answers nothing, and does not throw, when nothing is kept', async () => {
    expect((await findKeptNumbers(db, ['0986494294'])).size).toBe(0);
  });
});
