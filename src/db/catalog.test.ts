import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryItem } from '../domain/catalog';
import {
  listSeenProducts,
  productsKept,
  readBrands,
  readCategoryTree,
  readProduct,
  rememberProducts,
  saveBrands,
  saveCategoryTree,
} from './catalog';
import type { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';
import type { CategoryTreeRecord, ProductRecord } from './types';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const item = (name: string, slug: string, subItems: CategoryItem[] = []): CategoryItem => ({
  name,
  slug,
  value: [82],
  index: 0,
  layout: 'grid',
  image: '',
  subItems,
});

describe('category tree', () => {
  it('is kept per language; a language not saved reads as empty', async () => {
    const tree = [item('Brems', 'brems', [item('Bremseskiver', 'bremseskiver')])];
    await saveCategoryTree(db, 'no', tree);
    await saveCategoryTree(db, 'en', [item('Brake', 'brems')]);
    expect(await readCategoryTree(db, 'no')).toEqual(tree);
    expect((await readCategoryTree(db, 'en'))[0]?.name).toBe('Brake');
    expect(await readCategoryTree(db, 'ar')).toEqual([]);
  });

  it('reads a damaged record with defaults and without the broken items', async () => {
    const raw = {
      lang: 'no',
      savedAt: 1,
      items: [{ name: 'Olje', slug: 'olje', subItems: [{ slug: 'x' }, 5] }, 'junk'],
    };
    await db.categories.put(raw as unknown as CategoryTreeRecord);
    expect(await readCategoryTree(db, 'no')).toEqual([
      { name: 'Olje', slug: 'olje', value: [], index: 0, layout: '', image: '', subItems: [] },
    ]);
    await db.categories.put({ lang: 'no', savedAt: 1 } as unknown as CategoryTreeRecord);
    expect(await readCategoryTree(db, 'no')).toEqual([]);
  });
});

describe('brands', () => {
  it('replaces the list and keeps the server order', async () => {
    await saveBrands(db, [{ slug: 'old', name: 'Old', country: 'DE', image: '' }]);
    const brands = [
      { slug: 'mann', name: 'MANN-FILTER', country: 'DE', image: 'mann.png' },
      { slug: 'bosch', name: 'Bosch', country: 'DE', image: 'bosch.png' },
    ];
    await saveBrands(db, brands);
    expect(await readBrands(db)).toEqual(brands);
  });
});

describe('products seen', () => {
  it(`keeps the last ${productsKept} seen, a product seen again counting as new`, async () => {
    const first = Array.from({ length: 400 }, (_, i) => sampleProduct(i + 1));
    await rememberProducts(db, first, 1);
    await rememberProducts(db, [sampleProduct(1)], 2);
    await rememberProducts(
      db,
      Array.from({ length: 200 }, (_, i) => sampleProduct(1_000 + i)),
      3,
    );
    expect(await db.products.count()).toBe(productsKept);
    expect(await readProduct(db, 1)).toMatchObject({ articleId: 1, seenAt: 2 });
    expect(await readProduct(db, 1_199)).not.toBeNull();
    expect(await readProduct(db, 2)).toBeNull();
    expect((await listSeenProducts(db, 2)).map((p) => p.seenAt)).toEqual([3, 3]);
  });

  it('reads a damaged product with defaults, and one without an id as missing', async () => {
    await db.products.put({ articleId: 9, articleNumber: 'X9', seenAt: 4 } as ProductRecord);
    expect(await readProduct(db, 9)).toMatchObject({ articleId: 9, price: 0, images: [], stock: 'in-stock' });
    await db.products.put({ articleId: 10, articleNumber: 10, seenAt: 4 } as unknown as ProductRecord);
    expect(await readProduct(db, 10)).toBeNull();
    expect((await listSeenProducts(db)).map((p) => p.articleId)).toEqual([9]);
  });
});
