// A product list's scope: the category it is filtered by with the categories below it, and the sizes its page and
// facet queries choose their way by (PostgreSQL's planner does not know them).
import { asc, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { articles, catalogueFacets, categories } from '../../db/schema';

export type Category = typeof categories.$inferSelect;

export type ListCategory = { category: Category | undefined; children: Category[] };

/**
 * The category a list is filtered by (none: the top level) with the categories one level below it, in the sidebar's
 * order; null for an unknown slug. They change only with the seed, so the catalogue keeps them (catalogue.ts).
 */
export async function listCategory(db: Db, slug: string | undefined): Promise<ListCategory | null> {
  const category = slug
    ? (await db.select().from(categories).where(eq(categories.slug, slug)))[0]
    : undefined;
  if (slug && !category) return null;
  const children = await db
    .select()
    .from(categories)
    .where(category ? eq(categories.parentId, category.id) : isNull(categories.parentId))
    .orderBy(asc(categories.position));
  return { category, children };
}

/** How many articles the catalogue has (the planner's estimate; 0 before the first ANALYZE) and the vehicle has. */
export type ScopeSizes = { catalogue: number; vehicle: number };

export const noSizes: ScopeSizes = { catalogue: 0, vehicle: 0 };

/** The sizes a vehicle's list chooses its way by (the vehicle's from its summaries: 0.4 ms). */
export async function scopeSizes(db: Db, carId: number | undefined): Promise<ScopeSizes> {
  if (!carId) return noSizes;
  const result = await db.execute(sql`select
      (select greatest(reltuples, 0) from pg_class where oid = ${getTableName(articles)}::regclass)::int as catalogue,
      (select coalesce(sum(${catalogueFacets.articles}), 0) from ${catalogueFacets}
        where ${catalogueFacets.carId} = ${carId})::int as vehicle`);
  return rowsOf<ScopeSizes>(result)[0] ?? noSizes;
}
