import { type Suggestions, suggestedCategories, suggestedProducts } from '../../api/search';
import { readCategoryTree } from '../../db/catalog';
import { searchSeenProducts } from '../../db/product-search';
import type { AppDB } from '../../db/schema';
import { flattenCategories } from '../../domain/category-tree';
import type { Locale } from '../../domain/locale';

/**
 * Suggestions from what `db` keeps, for when the server cannot be reached: the offline parts packs' products, then
 * those seen before (searchSeenProducts), and the stored category tree. Loaded only then.
 */
export async function deviceSuggestions(db: AppDB, lang: Locale, text: string): Promise<Suggestions> {
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
