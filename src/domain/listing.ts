// Pages of products as the catalogue answers them: a list with its filters, a search, the featured articles and
// the suggestions while typing. The service worker keeps these answers, so they are read leniently like every
// catalogue answer (product.ts): an answer kept from an older build still shows.
import * as v from 'valibot';
import { ProductSummarySchema } from './product';

const text = v.nullish(v.string(), '');

const FilterItemSchema = v.object({ slug: v.string(), name: v.string(), count: v.number() });

/** One filter of a list: its kind, what the list was asked for (`value`) and the choices with their counts. */
export const FilterSchema = v.variant('type', [
  v.object({
    type: v.picklist(['check', 'color', 'rating']),
    slug: v.string(),
    value: v.array(v.string()),
    items: v.array(FilterItemSchema),
  }),
  v.object({
    type: v.literal('radio'),
    slug: v.string(),
    value: v.string(),
    items: v.array(FilterItemSchema),
  }),
  v.object({
    type: v.literal('range'),
    slug: v.string(),
    min: v.number(),
    max: v.number(),
    value: v.tuple([v.number(), v.number()]),
  }),
  v.object({
    type: v.literal('vehicle'),
    slug: v.string(),
    value: v.nullable(v.number()),
    vehicle: v.nullable(v.object({ carId: v.number(), manuName: text, modelname: text, typeName: text })),
  }),
  v.object({
    type: v.literal('category'),
    slug: v.string(),
    value: v.nullable(v.string()),
    items: v.array(FilterItemSchema),
  }),
]);
export type Filter = v.InferOutput<typeof FilterSchema>;

const pageEntries = {
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  from: v.number(),
  to: v.number(),
  items: v.array(ProductSummarySchema),
};

/** GET /api/tecdoc/get-products (and get-products-by-target-ids): a page of the list and its filters. */
export const ProductListAnswer = v.object({ ...pageEntries, filters: v.optional(v.array(FilterSchema), []) });

/** GET /api/tecdoc/search: a page of the products matching a text. */
export const SearchPageAnswer = v.object(pageEntries);

/** GET /api/tecdoc/search-suggestions: products and categories to suggest while typing. */
export const SuggestionsAnswer = v.object({
  products: v.optional(v.array(ProductSummarySchema), []),
  categories: v.optional(v.array(v.object({ name: v.string(), slug: v.string() })), []),
});

/** GET /api/tecdoc/get-feature-products: the articles home shows. */
export const FeaturedAnswer = v.object({ articles: v.array(ProductSummarySchema) });

/** GET /api/tecdoc/set-article-featured (ADMIN): the article's flag as it now is. */
export const FeaturedSetAnswer = v.object({
  success: v.literal(true),
  articleNumber: v.string(),
  isFeatured: v.boolean(),
});
