import { type Suggestions, suggestedCategories, suggestedProducts } from '../../api/search';
import { readCategoryTree } from '../../db/catalog';
import { db } from '../../db/db';
import { searchSeenProducts } from '../../db/product-search';
import { flattenCategories } from '../../domain/category-tree';
import type { Locale } from '../../domain/locale';

/**
 * Suggestions from what this device keeps, for when the server cannot be reached: products seen before and
 * the stored category tree. Loaded only then, so the search box's own chunk stays small (no Dexie).
 */
export async function deviceSuggestions(lang: Locale, text: string): Promise<Suggestions> {
  const needle = text.trim().toLocaleLowerCase();
  const [page, tree] = await Promise.all([
    searchSeenProducts(db, text, 1, suggestedProducts),
    readCategoryTree(db, lang).catch(() => []),
  ]);
  const categories = flattenCategories(tree)
    .filter((item) => item.name.toLocaleLowerCase().includes(needle))
    .slice(0, suggestedCategories)
    .map(({ name, slug }) => ({ name, slug }));
  return { products: page.items, categories };
}
