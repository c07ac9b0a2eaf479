// Catalogue answers the user has seen (category tree per language, brands, products) kept for offline use.
// Writes replace what the server last said; reads parse with defaults and fall back to empty, never throw
// on a damaged record.
import * as v from 'valibot';
import { type Brand, BrandSchema, type CategoryItem, CategoryItemSchema } from '../domain/catalog';
import type { Locale } from '../domain/locale';
import { keepValid } from '../domain/parse';
import type { ProductSummary } from '../domain/product';
import type { AppDB } from './schema';
import { type ProductRecord, ProductRecordSchema } from './types';

/** How many products seen are kept; the oldest seen go first. */
export const productsKept = 500;

export async function saveCategoryTree(db: AppDB, lang: Locale, items: CategoryItem[]): Promise<void> {
  await db.categories.put({ lang, items, savedAt: Date.now() });
}

/** The tree last saved for `lang`, or [] when none was saved yet. */
export async function readCategoryTree(db: AppDB, lang: Locale): Promise<CategoryItem[]> {
  const record: { items?: unknown } | undefined = await db.categories.get(lang);
  return Array.isArray(record?.items) ? keepValid(CategoryItemSchema, record.items) : [];
}

/** Replaces the brand list, keeping the server's order. */
export function saveBrands(db: AppDB, brands: Brand[]): Promise<void> {
  return db.transaction('rw', db.brands, async () => {
    await db.brands.clear();
    await db.brands.bulkPut(brands.map((brand, index) => ({ ...brand, index })));
  });
}

export async function readBrands(db: AppDB): Promise<Brand[]> {
  return keepValid(BrandSchema, await db.brands.orderBy('index').toArray());
}

/** Keeps the products just seen (newest `seenAt` wins) and drops all but the last 500 seen. */
export function rememberProducts(db: AppDB, products: ProductSummary[], now = Date.now()): Promise<void> {
  return db.transaction('rw', db.products, async () => {
    await db.products.bulkPut(products.map((product) => ({ ...product, seenAt: now })));
    const extra = (await db.products.count()) - productsKept;
    if (extra > 0)
      await db.products.bulkDelete(await db.products.orderBy('seenAt').limit(extra).primaryKeys());
  });
}

export async function readProduct(db: AppDB, articleId: number): Promise<ProductRecord | null> {
  const parsed = v.safeParse(ProductRecordSchema, await db.products.get(articleId));
  return parsed.success ? parsed.output : null;
}

/** Products seen, most recent first. */
export async function listSeenProducts(db: AppDB, limit = productsKept): Promise<ProductRecord[]> {
  return keepValid(ProductRecordSchema, await db.products.orderBy('seenAt').reverse().limit(limit).toArray());
}
