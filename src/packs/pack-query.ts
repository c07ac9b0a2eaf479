// Product lists and product pages answered from an offline parts pack, for when the server cannot be reached: the
// same page, facets and counts as GET /api/tecdoc/get-products would give for the vehicle (server/services/
// catalogue/listing*.ts), from the pack's columns in memory (pack-columns.ts) and the page's parts read whole.
import type { Filter, ProductListRequest, ProductPage } from '../api/products';
import type { AppDB } from '../db/schema';
import type { CategoryItem } from '../domain/catalog';
import type { ProductDetail } from '../domain/product';
import { defaultPerPage } from '../domain/product-list';
import { type PackColumns, readPackColumns } from './pack-columns';
import { listFacets, matchesOf } from './pack-facets';
import { allLines } from './pack-lines';
import { summaryOf } from './pack-search';

/** An answer from a pack carries its date: the server's clock (ms) when its prices were read. */
export type FromPack = { pricedAt: number };

/** The category with `slug` anywhere in the tree, or undefined. */
function findCategory(items: CategoryItem[], slug: string): CategoryItem | undefined {
  for (const item of items) {
    if (item.slug === slug) return item;
    const below = findCategory(item.subItems, slug);
    if (below) return below;
  }
  return undefined;
}

const nameOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The matching rows in the list's order: most reviews first (the server's default), or by name. */
function ordered(columns: PackColumns, rows: number[], sort: ProductListRequest['sort']): number[] {
  const { ids, reviews } = columns;
  const names = sort === 'default' ? [] : allLines(columns.names);
  const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
  if (sort === 'name_asc')
    return rows.sort((a, b) => nameOrder(names[a] as string, names[b] as string) || byId(a, b));
  if (sort === 'name_desc')
    return rows.sort((a, b) => nameOrder(names[b] as string, names[a] as string) || byId(a, b));
  return rows.sort((a, b) => (reviews[b] as number) - (reviews[a] as number) || byId(a, b));
}

/**
 * The list `request` asks for, from the pack of its vehicle (`filters.vehicle`); null when that vehicle has no pack
 * with parts, or the category is not in `tree` (the server would answer 404).
 */
export async function readPackList(
  db: AppDB,
  request: ProductListRequest,
  tree: CategoryItem[],
): Promise<(ProductPage & FromPack) | null> {
  const carId = request.filters.vehicle;
  if (typeof carId !== 'number') return null;
  const [columns] = await readPackColumns(db, carId);
  if (!columns) return null;
  const slug = request.filters.category;
  const category = slug ? findCategory(tree, slug) : undefined;
  if (slug && !category) return null;
  const children = category ? category.subItems : tree;
  const { rows, counted } = matchesOf(columns, request.filters, category);
  const perPage = request.perPage ?? defaultPerPage;
  const page = request.page;
  const start = (page - 1) * perPage;
  const shown = ordered(columns, rows, request.sort).slice(start, start + perPage);
  const parts = await db.packParts.bulkGet(shown.map((row) => [carId, columns.ids[row] as number]));
  const items = parts.flatMap((part) => (part ? [summaryOf(part)] : []));
  const total = rows.length;
  const from = total === 0 ? 0 : start + 1;
  const filters: Filter[] = listFacets(request, counted, children, columns);
  return {
    total,
    page,
    pages: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: total === 0 ? 0 : from + items.length - 1,
    items,
    filters,
    pricedAt: columns.pack.version,
  };
}

/**
 * A product's page from any pack holding it (the vehicle's `carId` first): its OE numbers, no reviews and no list
 * of vehicles; `fits` is true in the vehicle's pack, false when the vehicle's finished pack lacks it, else unknown.
 */
export async function readPackProduct(
  db: AppDB,
  articleId: number,
  carId?: number | null,
): Promise<{ detail: ProductDetail; pricedAt: number } | null> {
  const parts = await db.packParts.where('articleId').equals(articleId).toArray();
  const part = parts.find((p) => p.carId === carId) ?? parts[0];
  if (!part) return null;
  const pack = await db.packs.get(part.carId);
  const own = carId ? await db.packs.get(carId) : undefined;
  const fits = !carId ? null : part.carId === carId ? true : own?.state === 'ready' ? false : null;
  return {
    detail: {
      ...summaryOf(part),
      oeNumbers: part.oeNumbers,
      reviewList: [],
      compatibility: { total: 0, vehicles: [] },
      fits,
    },
    pricedAt: pack?.version ?? 0,
  };
}
