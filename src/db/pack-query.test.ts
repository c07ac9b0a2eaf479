import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ProductListRequest, vehicleCategoriesRequest } from '../api/products';
import type { CategoryItem } from '../domain/catalog';
import type { PackPart } from '../domain/pack';
import type { FilterValues } from '../domain/product-list';
import { readPackList, readPackProduct } from './pack-query';
import { packStored, searchChunkOf } from './pack-search';
import { AppDB } from './schema';
import { freshDb } from './testing';
import { samplePackPart } from './testing-packs';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const category = (slug: string, value: number[], subItems: CategoryItem[] = []): CategoryItem => ({
  name: slug.toUpperCase(),
  slug,
  value,
  index: 0,
  layout: '',
  image: '',
  subItems,
});
const tree = [
  category('bremser', [82, 402], [category('skiver', [82]), category('klosser', [402])]),
  category('filter', [7, 8], [category('oljefilter', [7])]),
];

const brand = {
  bosch: { brandSlug: 'bosch', mfrName: 'BOSCH' },
  brembo: { brandSlug: 'brembo', mfrName: 'BREMBO' },
  mann: { brandSlug: 'mann-filter', mfrName: 'MANN-FILTER' },
  hengst: { brandSlug: 'hengst', mfrName: 'HENGST' },
};
const part = (articleId: number, fields: Partial<PackPart>) =>
  samplePackPart(articleId, { discount: null, color: null, ...fields });
// Stars as the server rounds them: 4.5 → 4 and 3.5 → 4 (halves to even).
const parts = [
  part(1, {
    ...brand.bosch,
    genericArticleId: 82,
    articleName: 'Bremseskive',
    price: 500,
    rating: 4.5,
    reviews: 10,
    color: 'black',
  }),
  part(2, {
    ...brand.brembo,
    genericArticleId: 82,
    articleName: 'Bremseskive',
    price: 900,
    discount: 700,
    rating: 3.5,
    reviews: 0,
  }),
  part(3, {
    ...brand.bosch,
    genericArticleId: 402,
    articleName: 'Bremseklosser',
    price: 300,
    rating: 5,
    reviews: 30,
    color: 'red',
  }),
  part(4, {
    ...brand.mann,
    genericArticleId: 7,
    articleName: 'Oljefilter',
    price: 150,
    discount: 120,
    rating: 2.4,
    reviews: 5,
  }),
  part(5, {
    ...brand.mann,
    genericArticleId: 8,
    articleName: 'Luftfilter',
    price: 250,
    rating: 1,
    reviews: 2,
    color: 'black',
  }),
  part(6, {
    ...brand.hengst,
    genericArticleId: 7,
    articleName: 'Oljefilter',
    price: 200,
    rating: 4,
    reviews: 30,
  }),
];
const vehicle = { manuName: 'VOLVO', modelname: 'V70', typeName: '2.4' };

async function storePack(carId: number, stored: PackPart[], version: number) {
  await db.packParts.bulkPut(stored.map((p) => ({ ...p, carId })));
  await db.packSearch.bulkPut([
    searchChunkOf(carId, 0, stored.slice(0, 4)),
    searchChunkOf(carId, 1, stored.slice(4)),
  ]);
  await db.packs.put({
    carId,
    vehicle,
    lang: 'no',
    state: 'ready',
    cursor: null,
    chunks: 2,
    total: stored.length,
    stored: stored.length,
    bytes: 0,
    version,
    startedAt: 0,
    savedAt: version,
  });
}

const list = (filters: FilterValues, more: Partial<ProductListRequest> = {}): ProductListRequest => ({
  lang: 'no',
  page: 1,
  sort: 'default',
  filters: { vehicle: 7, ...filters },
  ...more,
});
const ids = (page: { items: { articleId: number }[] } | null) => page?.items.map((item) => item.articleId);
const facet = (page: Awaited<ReturnType<typeof readPackList>>, slug: string) =>
  page?.filters.find((f) => f.slug === slug);
const counts = (page: Awaited<ReturnType<typeof readPackList>>, slug: string) => {
  const found = facet(page, slug);
  return found && 'items' in found ? found.items.map((item) => [item.slug, item.count]) : undefined;
};

describe('readPackList', () => {
  beforeEach(() => storePack(7, parts, 1_700_000_000_000));

  it('answers the whole pack in the default order with every facet, as the server shapes them', async () => {
    const page = await readPackList(db, list({}), tree);
    expect(page).toMatchObject({ total: 6, page: 1, pages: 1, from: 1, to: 6, pricedAt: 1_700_000_000_000 });
    expect(ids(page)).toEqual([3, 6, 1, 4, 5, 2]);
    expect(page?.filters).toEqual([
      {
        type: 'category',
        slug: 'category',
        value: null,
        items: [
          { slug: 'bremser', name: 'BREMSER', count: 3 },
          { slug: 'filter', name: 'FILTER', count: 3 },
        ],
      },
      { type: 'vehicle', slug: 'vehicle', value: 7, vehicle: { carId: 7, ...vehicle } },
      { type: 'range', slug: 'price', min: 120, max: 700, value: [120, 700] },
      {
        type: 'check',
        slug: 'brand',
        value: [],
        items: [
          { slug: 'bosch', name: 'BOSCH', count: 2 },
          { slug: 'brembo', name: 'BREMBO', count: 1 },
          { slug: 'hengst', name: 'HENGST', count: 1 },
          { slug: 'mann-filter', name: 'MANN-FILTER', count: 2 },
        ],
      },
      {
        type: 'radio',
        slug: 'discount',
        value: 'any',
        items: [
          { slug: 'any', name: 'any', count: 6 },
          { slug: 'yes', name: 'yes', count: 2 },
          { slug: 'no', name: 'no', count: 4 },
        ],
      },
      {
        type: 'rating',
        slug: 'rating',
        value: [],
        items: [
          { slug: '5', name: '5', count: 1 },
          { slug: '4', name: '4', count: 2 },
          { slug: '3', name: '3', count: 0 },
          { slug: '2', name: '2', count: 1 },
          { slug: '1', name: '1', count: 1 },
        ],
      },
      {
        type: 'color',
        slug: 'color',
        value: [],
        items: [
          { slug: 'black', name: 'black', count: 2 },
          { slug: 'red', name: 'red', count: 1 },
        ],
      },
    ]);
  });

  it('filters by category and brand, sorts by name, and counts each facet without its own filter', async () => {
    const page = await readPackList(
      db,
      list({ category: 'bremser', brand: ['bosch'] }, { sort: 'name_asc' }),
      tree,
    );
    expect(ids(page)).toEqual([3, 1]);
    expect(facet(page, 'category')).toMatchObject({ value: 'bremser' });
    expect(counts(page, 'category')).toEqual([
      ['skiver', 1],
      ['klosser', 1],
    ]);
    expect(counts(page, 'brand')).toEqual([
      ['bosch', 2],
      ['brembo', 1],
    ]);
    expect(facet(page, 'price')).toMatchObject({ min: 300, max: 500 });
    expect(counts(page, 'discount')).toEqual([
      ['any', 2],
      ['yes', 0],
      ['no', 2],
    ]);
    expect(ids(await readPackList(db, list({ category: 'bremser' }, { sort: 'name_desc' }), tree))).toEqual([
      1, 2, 3,
    ]);
  });

  it('filters by price range, discount and rating', async () => {
    const page = await readPackList(db, list({ price: [150, 300], discount: 'no', rating: [4] }), tree);
    expect(ids(page)).toEqual([6]);
    expect(counts(page, 'rating')).toEqual([
      ['5', 1],
      ['4', 1],
      ['3', 0],
      ['2', 0],
      ['1', 1],
    ]);
    expect(counts(page, 'discount')).toEqual([
      ['any', 1],
      ['yes', 0],
      ['no', 1],
    ]);
    expect(facet(page, 'price')).toEqual({
      type: 'range',
      slug: 'price',
      min: 200,
      max: 500,
      value: [150, 300],
    });
    expect(counts(page, 'brand')).toEqual([['hengst', 1]]);
    expect(counts(page, 'category')).toEqual([
      ['bremser', 0],
      ['filter', 1],
    ]);
    expect(counts(page, 'color')).toEqual([]);
    expect(ids(await readPackList(db, list({ color: ['black'] }), tree))).toEqual([1, 5]);
  });

  it('pages as the server does, past the end too', async () => {
    expect(await readPackList(db, list({}, { page: 2, perPage: 4 }), tree)).toMatchObject({
      total: 6,
      page: 2,
      pages: 2,
      from: 5,
      to: 6,
      items: [{ articleId: 5 }, { articleId: 2 }],
    });
    expect(await readPackList(db, list({}, { page: 5, perPage: 4 }), tree)).toMatchObject({
      total: 6,
      pages: 2,
      from: 17,
      to: 16,
      items: [],
    });
  });

  it("answers the vehicle page's one-item list with the top categories' counts", async () => {
    const page = await readPackList(db, vehicleCategoriesRequest('no', 7), tree);
    expect(ids(page)).toEqual([3]);
    expect(counts(page, 'category')).toEqual([
      ['bremser', 3],
      ['filter', 3],
    ]);
  });

  it('answers the unfiltered list from the summary packStored writes while the pack is unchanged', async () => {
    const before = await readPackList(db, vehicleCategoriesRequest('no', 7), tree);
    await packStored(db, 7);
    // Another tab: nothing in memory, and the chunks gone; the summary alone answers.
    const other = new AppDB(db.name);
    await other.packSearch.clear();
    expect(await readPackList(other, vehicleCategoriesRequest('no', 7), tree)).toEqual(before);
    expect(ids(await readPackList(other, list({}, { page: 2, perPage: 4 }), tree))).toEqual([5, 2]);
    expect((await readPackList(other, list({ brand: ['bosch'] }), tree))?.total).toBe(0);
    await other.packs.update(7, { stored: 7 });
    expect((await readPackList(other, vehicleCategoriesRequest('no', 7), tree))?.total).toBe(0);
    other.close();
  });

  it('answers null without a pack for the vehicle, without a vehicle, or for an unknown category', async () => {
    expect(await readPackList(db, list({ vehicle: 8 }), tree)).toBeNull();
    expect(await readPackList(db, list({ vehicle: 'all' }), tree)).toBeNull();
    expect(await readPackList(db, list({ category: 'nope' }), tree)).toBeNull();
  });
});

describe('readPackProduct', () => {
  beforeEach(async () => {
    await storePack(7, parts, 1_700_000_000_000);
    await storePack(8, [parts[3] as PackPart, { ...(parts[4] as PackPart), price: 260 }], 1_710_000_000_000);
  });

  it("answers the product from the vehicle's pack, fitting it, with its OE numbers and no reviews", async () => {
    const found = await readPackProduct(db, 5, 8);
    expect(found?.pricedAt).toBe(1_710_000_000_000);
    expect(found?.detail).toMatchObject({
      articleId: 5,
      price: 260,
      fits: true,
      oeNumbers: (parts[4] as PackPart).oeNumbers,
      reviewList: [],
      compatibility: { total: 0, vehicles: [] },
    });
    expect(found?.detail).not.toHaveProperty('carId');
  });

  it("from another pack: not fitting when the vehicle's finished pack lacks it, unknown without a vehicle", async () => {
    expect(await readPackProduct(db, 3, 8)).toMatchObject({
      pricedAt: 1_700_000_000_000,
      detail: { fits: false },
    });
    expect((await readPackProduct(db, 3))?.detail.fits).toBeNull();
    expect((await readPackProduct(db, 3, 99))?.detail.fits).toBeNull();
    expect(await readPackProduct(db, 999, 7)).toBeNull();
  });
});
