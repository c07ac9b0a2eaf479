import { Hono } from 'hono';
import * as v from 'valibot';
import {
  FeaturedAnswer,
  FeaturedSetAnswer,
  ProductListAnswer,
  SearchPageAnswer,
  SuggestionsAnswer,
} from '../../../src/domain/listing';
import { ProductByNumberAnswer } from '../../../src/domain/product';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { cachedJson } from '../../lib/json-cache';
import { adminOnly, describe, errors, machineInput as machineErrors } from '../../lib/openapi/describe';
import { lang, page, perPage, positiveInt, searchText, slugList } from '../../lib/query';
import { machineInput, validate } from '../../lib/validate';
import { requireAdmin } from '../../middleware/auth';
import { BrandCounts, TopCategories } from './tecdoc.answers';

const flag = v.optional(v.picklist(['0', '1', 'true', 'false'], 'featured must be 0 or 1'));
const isOn = (value: string | undefined) => value === '1' || value === 'true';

const ListQuery = v.object({
  lang,
  page,
  perPage,
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'category is not a category slug'))),
  carId: v.optional(positiveInt('carId')),
  price: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}-\d{1,7}$/, 'price must be min-max'),
      v.transform((value) => value.split('-').map(Number) as [number, number]),
      v.check(([min, max]) => min <= max, 'price min must not exceed max'),
    ),
  ),
  brand: slugList('brand'),
  discount: v.optional(v.picklist(['any', 'yes', 'no'], 'discount must be any, yes or no')),
  rating: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-5](,[1-5]){0,4}$/, 'rating must list numbers 1–5'),
      v.transform((value) => value.split(',').map(Number)),
    ),
  ),
  color: slugList('color'),
  sort: v.optional(
    v.picklist(['default', 'name_asc', 'name_desc'], 'sort must be name_asc, name_desc or default'),
    'default',
  ),
});

const SearchQuery = v.object({ lang, page, perPage, search: searchText, featured: flag });

const FeaturedQuery = v.object({
  articleNumber: searchText,
  isFeatured: v.picklist(['0', '1', 'true', 'false'], 'isFeatured must be 1 or 0'),
});

/** Product side of the TecDoc-style calls. */
const tag = 'catalogue';

export const tecdocProductRoutes = (deps: Deps) => {
  const { catalogue } = deps;
  return (
    new Hono()
      .get(
        '/get-brands',
        describe({ tag, summary: 'The brands with their article counts', answers: { 200: BrandCounts } }),
        async (c) => c.json({ brands: await catalogue.brandsWithCounts() }),
      )
      .get(
        '/get-categories',
        describe({
          tag,
          summary: 'The top categories with their article counts',
          answers: { 200: TopCategories },
          errors: machineErrors,
        }),
        validate('query', v.object({ lang }), machineInput),
        async (c) => c.json({ categories: await catalogue.topCategories(c.req.valid('query').lang) }),
      )
      .get(
        '/get-products',
        describe({
          tag,
          summary: 'A page of products with their filters (category, vehicle, brand, price…)',
          answers: { 200: ProductListAnswer },
          errors: errors(machineErrors, { 404: ['NOT_FOUND'] }),
        }),
        validate('query', ListQuery, machineInput),
        async (c) => {
          const listing = await catalogue.list(c.req.valid('query'));
          if (!listing) {
            const query = c.req.valid('query');
            return apiError(c, 404, 'NOT_FOUND', query.category ? 'categoryNotFound' : 'vehicleNotFound');
          }
          return cachedJson(c, listing);
        },
      )
      // limit (ours, like /brand/list's): home shows 8, and a page drawn by the server carries what it shows.
      .get(
        '/get-feature-products',
        describe({
          tag,
          summary: 'The featured products',
          answers: { 200: FeaturedAnswer },
          errors: machineErrors,
        }),
        validate('query', v.object({ lang, limit: v.optional(positiveInt('limit', 100)) }), machineInput),
        async (c) => {
          const { lang, limit } = c.req.valid('query');
          return c.json({ articles: (await catalogue.featured(lang)).slice(0, limit) });
        },
      )
      .get(
        '/get-product-by-article-number',
        describe({
          tag,
          summary: 'A product by its article number',
          answers: { 200: ProductByNumberAnswer },
          errors: errors(machineErrors, { 404: ['NOT_FOUND'] }),
        }),
        validate('query', v.object({ lang, articleNumber: searchText }), machineInput),
        async (c) => {
          const { articleNumber, lang } = c.req.valid('query');
          const product = await catalogue.byNumber(articleNumber, lang);
          return product
            ? cachedJson(c, product, 'product')
            : apiError(c, 404, 'NOT_FOUND', 'productNotFound');
        },
      )
      .get(
        '/search',
        describe({
          tag,
          summary: 'A page of products matching a text',
          answers: { 200: SearchPageAnswer },
          errors: machineErrors,
        }),
        validate('query', SearchQuery, machineInput),
        async (c) => {
          const query = c.req.valid('query');
          return cachedJson(c, await catalogue.search({ ...query, featured: isOn(query.featured) }));
        },
      )
      .get(
        '/search-suggestions',
        describe({
          tag,
          summary: 'Products and categories to suggest while typing',
          answers: { 200: SuggestionsAnswer },
          errors: machineErrors,
        }),
        validate('query', v.object({ lang, search: searchText }), machineInput),
        async (c) => {
          const { search, lang } = c.req.valid('query');
          return cachedJson(c, await catalogue.suggestions(search, lang));
        },
      )
      .get(
        '/get-products-by-target-ids',
        describe({
          tag,
          summary: 'A page of the products that fit a vehicle',
          answers: { 200: ProductListAnswer },
          errors: errors(machineErrors, { 404: ['NOT_FOUND'] }),
        }),
        validate('query', v.object({ lang, page, perPage, engine: positiveInt('engine') }), machineInput),
        async (c) => {
          const { engine, ...rest } = c.req.valid('query');
          const listing = await catalogue.list({ ...rest, carId: engine, sort: 'default' });
          return listing ? cachedJson(c, listing) : apiError(c, 404, 'NOT_FOUND', 'vehicleNotFound');
        },
      )
      // Admin (a GET that writes). Every process's catalogue answers follow at once (answer-cache.ts).
      .get(
        '/set-article-featured',
        describe({
          tag,
          summary: 'Features an article or stops featuring it (ADMIN; a GET that writes)',
          session: 'required',
          answers: { 200: FeaturedSetAnswer },
          errors: errors(adminOnly, machineErrors, { 404: ['NOT_FOUND'] }),
        }),
        requireAdmin(deps),
        validate('query', FeaturedQuery, machineInput),
        async (c) => {
          const { articleNumber, isFeatured } = c.req.valid('query');
          const change = await catalogue.setFeatured(articleNumber, isOn(isFeatured));
          c.header('Cache-Control', 'no-store');
          if (!change) return apiError(c, 404, 'NOT_FOUND', 'productNotFound');
          return c.json({
            success: true,
            articleNumber: change.articleNumber,
            isFeatured: change.isFeatured,
          });
        },
      )
  );
};
