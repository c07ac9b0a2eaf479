// Search: GET /api/tecdoc/search (a page of products) and GET /api/tecdoc/search-suggestions (≤3 products and
// ≤4 categories while typing). The service worker keeps answers seen; anything else offline fails with ApiError
// NETWORK, and the caller searches the products kept on the device instead (db/product-search.ts).
import * as v from 'valibot';
import { SearchPageAnswer, SuggestionsAnswer } from '../domain/listing';
import type { Locale } from '../domain/locale';
import type { ProductSummary } from '../domain/product';
import { defaultPerPage } from '../domain/product-list';
import type { Seed } from '../first-visit/page-seed';
import { request } from './client';
import { toProductSummary } from './products';

/** The server takes 1–100 characters; longer text is cut rather than refused. */
export const searchTextMax = 100;
/** Suggestions are limited to 3 products and 4 categories (docs/api.md, Catalogue). */
export const suggestedProducts = 3;
export const suggestedCategories = 4;

export type SearchPage = {
  total: number;
  page: number;
  pages: number;
  from: number;
  to: number;
  items: ProductSummary[];
};
type CategorySuggestion = { name: string; slug: string };
export type Suggestions = { products: ProductSummary[]; categories: CategorySuggestion[] };

const clean = (text: string) => text.trim().slice(0, searchTextMax);

/** The request path; parameters in a fixed order so one search has one cache key. */
export function searchPath(lang: Locale, text: string, page: number, perPage = defaultPerPage): string {
  const params = new URLSearchParams({
    search: clean(text),
    lang,
    page: String(page),
    perPage: String(perPage),
  });
  return `/tecdoc/search?${params}`;
}

/** What /products?search=… asks for: the text searched for (empty: nothing) and the 1-based page. */
export function searchQueryOf(search: string): { text: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    text: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const toSearchPage = (answer: v.InferOutput<typeof SearchPageAnswer>): SearchPage => ({
  ...answer,
  items: answer.items.map(toProductSummary),
});

/** A page of search results in an answer, or undefined when it is not one (the service worker keeps them). */
export function searchPageOf(answer: unknown): SearchPage | undefined {
  const parsed = v.safeParse(SearchPageAnswer, answer);
  return parsed.success ? toSearchPage(parsed.output) : undefined;
}

/** The page of results the page's HTML was drawn with (src/first-visit/page-seed.ts), or undefined. */
export function seededSearchPage(
  seed: Seed,
  lang: Locale,
  text: string,
  page: number,
): SearchPage | undefined {
  const answer = seed.answer(SearchPageAnswer, searchPath(lang, text, page));
  return answer && toSearchPage(answer);
}

export async function searchProducts(
  lang: Locale,
  text: string,
  page: number,
  perPage = defaultPerPage,
): Promise<SearchPage> {
  return toSearchPage(await request(SearchPageAnswer, searchPath(lang, text, page, perPage)));
}

export async function fetchSuggestions(lang: Locale, text: string): Promise<Suggestions> {
  const params = new URLSearchParams({ search: clean(text), lang });
  const answer = await request(SuggestionsAnswer, `/tecdoc/search-suggestions?${params}`);
  return {
    products: answer.products.slice(0, suggestedProducts).map(toProductSummary),
    categories: answer.categories.slice(0, suggestedCategories),
  };
}
