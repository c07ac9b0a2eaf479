// A catalogue product as the app uses it: the summary shown in lists, the product page and cart
// lines, and the details only its page shows. Reads parse with defaults, so a record written by an older build
// or damaged on disk still shows.
import * as v from 'valibot';
import { listOf, numberOrZero, textOrEmpty } from './parse';

const ImageSchema = v.object({
  imageURL100: textOrEmpty,
  imageURL200: textOrEmpty,
  imageURL400: textOrEmpty,
  imageURL800: textOrEmpty,
});

/** The part of a catalogue product the app shows offline: lists, product page, cart lines. */
export const ProductSummarySchema = v.object({
  articleId: v.number(),
  articleNumber: v.string(),
  articleName: textOrEmpty,
  name: textOrEmpty,
  alfa: textOrEmpty,
  mfrName: textOrEmpty,
  brandSlug: textOrEmpty,
  articleText: listOf(v.string()),
  images: listOf(ImageSchema),
  price: numberOrZero,
  discount: v.optional(v.nullable(v.number()), null),
  stock: v.optional(v.picklist(['in-stock', 'out-of-stock', 'on-backorder']), 'in-stock'),
  rating: numberOrZero,
  reviews: numberOrZero,
  tags: listOf(v.string()),
  /** Criteria table rows (spec: product page, compare page); unit null when the value has none. */
  criteria: listOf(
    v.object({ name: v.string(), value: v.string(), unit: v.optional(v.nullable(v.string()), null) }),
  ),
});
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;

const summaryKeys = [
  'articleId',
  'articleNumber',
  'articleName',
  'name',
  'alfa',
  'mfrName',
  'brandSlug',
  'articleText',
  'images',
  'price',
  'discount',
  'stock',
  'rating',
  'reviews',
  'tags',
  'criteria',
] as const satisfies readonly (keyof ProductSummary)[];

/** The summary's fields only of a product with more (the catalogue's, a line's): what an order or a list keeps. */
export const summaryOf = (product: ProductSummary): ProductSummary =>
  Object.fromEntries(summaryKeys.map((key) => [key, product[key]])) as ProductSummary;

export const ReviewSchema = v.object({
  id: numberOrZero,
  date: textOrEmpty,
  author: textOrEmpty,
  avatar: v.optional(v.nullable(v.string()), null),
  rating: numberOrZero,
  content: textOrEmpty,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const FittingVehicleSchema = v.object({
  carId: v.number(),
  manuName: textOrEmpty,
  modelname: textOrEmpty,
  typeName: textOrEmpty,
  yearOfConstrFrom: numberOrZero,
  yearOfConstrTo: v.optional(v.nullable(v.number()), null),
});
export type FittingVehicle = v.InferOutput<typeof FittingVehicleSchema>;

/** A product with what only its page shows; `fits` is for the vehicle it was asked for (null: none). */
export const ProductDetailSchema = v.object({
  ...ProductSummarySchema.entries,
  oeNumbers: listOf(v.object({ manuName: textOrEmpty, oeNumber: v.string() })),
  reviewList: listOf(ReviewSchema),
  compatibility: v.optional(v.object({ total: numberOrZero, vehicles: listOf(FittingVehicleSchema) }), {
    total: 0,
    vehicles: [],
  }),
  fits: v.optional(v.nullable(v.boolean()), null),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** GET /api/product/item (and its POST form): the product page's data. */
export const ProductDetailAnswer = v.object({ product: ProductDetailSchema });

/** GET /api/tecdoc/get-product-by-article-number: the product, with the flag the admin's featured switch reads. */
export const ProductByNumberAnswer = v.object({
  product: v.object({ ...ProductSummarySchema.entries, featured: v.optional(v.boolean(), false) }),
});

/** POST /api/product/by-numbers: each number normalised, how the articles have it, and the articles (at most 10). */
export const PartNumbersAnswer = v.object({
  numbers: v.array(
    v.object({
      number: v.string(),
      by: v.nullable(v.picklist(['article', 'oe'])),
      articles: v.array(ProductSummarySchema),
    }),
  ),
});
