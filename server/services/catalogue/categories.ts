// The category tree (sidebar items) and the parts brands, in the asked language. Pure reads.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, brands, categories } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import type { Brand, SidebarItem } from './types';

type CategoryRow = typeof categories.$inferSelect;

function toTree(rows: CategoryRow[], lang: Locale, rootId: number | null): SidebarItem[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const build = (row: CategoryRow): SidebarItem => ({
    name: row.name[lang],
    slug: row.slug,
    value: row.value,
    index: row.position,
    layout: row.layout,
    image: row.image,
    subItems: (children.get(row.id) ?? []).sort((a, b) => a.position - b.position).map(build),
  });
  const top = rootId === null ? (children.get(null) ?? []) : rows.filter((row) => row.id === rootId);
  return top.sort((a, b) => a.position - b.position).map(build);
}

export async function sidebarItems(db: Db, lang: Locale): Promise<SidebarItem[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.id));
  return toTree(rows, lang, null);
}

export async function sidebarItemBySlug(db: Db, slug: string, lang: Locale): Promise<SidebarItem | null> {
  const [item] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (!item) return null;
  // The tree is a few hundred rows: reading it whole is cheaper than a recursive query per call.
  const rows = await db.select().from(categories).orderBy(asc(categories.id));
  return toTree(rows, lang, item.id)[0] ?? null;
}

export async function brandList(db: Db, limit?: number): Promise<Brand[]> {
  const query = db
    .select({ slug: brands.slug, name: brands.name, country: brands.country, image: brands.image })
    .from(brands)
    .orderBy(asc(brands.position));
  return limit ? query.limit(limit) : query;
}

/** TecDoc's brand list: every parts brand with how many articles the catalogue holds of it. */
export async function brandsWithCounts(db: Db) {
  return db
    .select({
      slug: brands.slug,
      mfrName: brands.name,
      country: brands.country,
      image: brands.image,
      articleCount: sql<number>`(select count(*)::int from ${articles} where ${articles.brandSlug} = ${brands.slug})`,
    })
    .from(brands)
    .orderBy(asc(brands.name));
}

/** TecDoc's assembly groups: the top-level categories with their article counts. */
export async function topCategories(db: Db, lang: Locale) {
  const top = await db
    .select()
    .from(categories)
    .where(eq(categories.depth, 1))
    .orderBy(asc(categories.position));
  const counts = await db
    .select({ id: articles.genericArticleId, count: sql<number>`count(*)::int` })
    .from(articles)
    .where(inArray(articles.genericArticleId, [...new Set(top.flatMap((row) => row.value)), -1]))
    .groupBy(articles.genericArticleId);
  const byType = new Map(counts.map((row) => [row.id, row.count]));
  return top.map((row) => ({
    name: row.name[lang],
    slug: row.slug,
    value: row.value,
    image: row.image,
    articleCount: row.value.reduce((sum, id) => sum + (byType.get(id) ?? 0), 0),
  }));
}

/** A category in the admin's flat list: its parent's slug (null at the top), depth 1–4, how many children. */
export type AdminCategory = {
  name: string;
  slug: string;
  parent: string | null;
  depth: number;
  subItems: number;
  value: number[];
};

/** The tree in reading order (each category, then what is under it), one row per category. */
export function flattenTree(items: SidebarItem[], parent: string | null = null, depth = 1): AdminCategory[] {
  return items.flatMap((item) => [
    { name: item.name, slug: item.slug, parent, depth, subItems: item.subItems.length, value: item.value },
    ...flattenTree(item.subItems, item.slug, depth + 1),
  ]);
}

/** Categories whose name (in the asked language) or slug holds `search`, ignoring case; all for an empty one. */
export function searchCategories(list: AdminCategory[], search: string | undefined): AdminCategory[] {
  const needle = search?.trim().toLocaleLowerCase() ?? '';
  if (needle === '') return list;
  return list.filter(
    (item) =>
      item.name.toLocaleLowerCase().includes(needle) || item.slug.toLocaleLowerCase().includes(needle),
  );
}
