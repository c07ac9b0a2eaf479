// The answers of /api/tecdoc, as the API document shows them.
import * as v from 'valibot';
import { ProductSummarySchema } from '../../../src/domain/product';

const tree = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.object({ data: v.object({ array: v.array(item) }) }) });

export const BrandCounts = v.object({
  brands: v.array(
    v.object({
      slug: v.string(),
      mfrName: v.string(),
      country: v.nullable(v.string()),
      image: v.nullable(v.string()),
      articleCount: v.number(),
    }),
  ),
});
export const TopCategories = v.object({
  categories: v.array(
    v.object({
      name: v.string(),
      slug: v.string(),
      value: v.array(v.number()),
      image: v.nullable(v.string()),
      articleCount: v.number(),
    }),
  ),
});

/** One filter of a product list: check, color, rating, radio, range, vehicle or category (see src/api/products.ts). */
const Filter = v.looseObject({
  type: v.picklist(['check', 'color', 'rating', 'radio', 'range', 'vehicle', 'category']),
  slug: v.string(),
});
const pageEntries = {
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  from: v.number(),
  to: v.number(),
  items: v.array(ProductSummarySchema),
};
export const ProductList = v.looseObject({ ...pageEntries, filters: v.array(Filter) });
export const SearchPage = v.looseObject(pageEntries);
export const Suggestions = v.object({
  products: v.array(ProductSummarySchema),
  categories: v.array(v.looseObject({ name: v.string(), slug: v.string() })),
});
export const Featured = v.object({ articles: v.array(ProductSummarySchema) });
export const ByNumber = v.object({ product: v.looseObject(ProductSummarySchema.entries) });
export const FeaturedSet = v.object({
  success: v.literal(true),
  articleNumber: v.string(),
  isFeatured: v.boolean(),
});

const Variant = v.object({
  carId: v.number(),
  vehicleDetails: v.looseObject({
    manuId: v.number(),
    modId: v.number(),
    manuName: v.string(),
    modelname: v.string(),
    typeName: v.string(),
    yearOfConstrFrom: v.number(),
    yearOfConstrTo: v.nullable(v.number()),
  }),
  motorCode: v.optional(v.string()),
});
export const Manufacturers = tree(v.looseObject({ manuId: v.number(), manuName: v.string() }));
export const Models = tree(
  v.looseObject({
    modelId: v.number(),
    modelname: v.string(),
    yearOfConstrFrom: v.number(),
    yearOfConstrTo: v.nullable(v.number()),
  }),
);
export const Variants = tree(Variant);
export const PlateMatch = v.looseObject({ registrationNumber: v.string(), vehicle: Variant });
export const VinMatch = v.object({
  vin: v.string(),
  make: v.nullable(v.string()),
  modelYear: v.nullable(v.number()),
  data: v.object({ data: v.object({ array: v.array(Variant) }) }),
});
