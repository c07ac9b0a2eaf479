// Pure walks over the category tree: find an item by slug with the path of
// its ancestors, so a category page can show its breadcrumb from the copy kept offline.

export type CategoryNode = { slug: string; name: string; subItems: CategoryNode[] };

/** The items from the top level down to the one with `slug`, or [] when no item has it. */
export function categoryPath<T extends CategoryNode>(items: readonly T[], slug: string): T[] {
  for (const item of items) {
    if (item.slug === slug) return [item];
    const below = categoryPath(item.subItems as T[], slug);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** Every item of the tree, parents before their children. */
export function flattenCategories<T extends CategoryNode>(items: readonly T[]): T[] {
  return items.flatMap((item) => [item, ...flattenCategories(item.subItems as T[])]);
}

/** A category's picture: its own, else the shop's drawing for that category. */
export const categoryImage = (item: { slug: string; image: string }): string =>
  item.image || `/api/images/category/${item.slug}.webp`;
