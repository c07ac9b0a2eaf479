// Product lists and product pages answered from an offline parts pack, for when the server cannot be reached: the
// same page, facets and counts as GET /api/tecdoc/get-products would give for the vehicle (server/services/
// catalogue/listing*.ts), from the pack's columns in memory (pack-columns.ts) and the page's parts read whole.
import type { Filter, ProductListRequest, ProductPage } from '../api/products';
import type { CategoryItem } from '../domain/catalog';
import type { ProductDetail } from '../domain/product';
import { defaultPerPage } from '../domain/product-list';
import { type PackColumns, readPackColumns } from './pack-columns';
import { type Counted, listFacets, matchesOf, ordered } from './pack-facets';
import { summaryOf } from './pack-search';
import { readPackSummary, summaryTop } from './pack-summary';
import type { AppDB } from './schema';

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

/** A list with no filter but its vehicle, in the default order, within the summary's first ids. */
function isUnfiltered({ filters, sort, page, perPage = defaultPerPage }: ProductListRequest): boolean {
  const others = Object.entries(filters).filter(
    ([name, value]) =>
      name !== 'vehicle' &&
      value !== undefined &&
      !(Array.isArray(value) && value.length === 0) &&
      !(name === 'discount' && value === 'any'),
  );
  return others.length === 0 && sort === 'default' && page * perPage <= summaryTop;
}

/** The list's matches: the pack, their count, the page's ids and the facets' counts. */
type Found = Pick<PackColumns, 'pack' | 'brandNames'> & { total: number; ids: number[]; counted: Counted };

/**
 * The list `request` asks for, from the pack of its vehicle (`filters.vehicle`); null when that vehicle has no pack
 * with parts, or the category is not in `tree` (the server would answer 404). Without filters it answers from the
 * pack's summary (pack-summary.ts) when current, else from the pack's columns.
 */
export async function readPackList(
  db: AppDB,
  request: ProductListRequest,
  tree: CategoryItem[],
): Promise<(ProductPage & FromPack) | null> {
  const carId = request.filters.vehicle;
  if (typeof carId !== 'number') return null;
  const perPage = request.perPage ?? defaultPerPage;
  const start = (request.page - 1) * perPage;
  const slug = request.filters.category;
  const category = slug ? findCategory(tree, slug) : undefined;
  if (slug && !category) return null;
  let found: Found | null = null;
  if (isUnfiltered(request)) {
    const summary = await readPackSummary(db, carId).catch(() => null);
    if (summary) found = { ...summary, ids: summary.top.slice(start, start + perPage) };
  }
  if (!found) {
    const [columns] = await readPackColumns(db, carId);
    if (!columns) return null;
    const { rows, counted } = matchesOf(columns, request.filters, category);
    const shown = ordered(columns, rows, request.sort).slice(start, start + perPage);
    found = { ...columns, total: rows.length, counted, ids: shown.map((row) => columns.ids[row] as number) };
  }
  const parts = await db.packParts.bulkGet(found.ids.map((id) => [carId, id]));
  const items = parts.flatMap((part) => (part ? [summaryOf(part)] : []));
  const { total } = found;
  const from = total === 0 ? 0 : start + 1;
  const filters: Filter[] = listFacets(request, found.counted, category ? category.subItems : tree, found);
  return {
    total,
    page: request.page,
    pages: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: total === 0 ? 0 : from + items.length - 1,
    items,
    filters,
    pricedAt: found.pack.version,
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
