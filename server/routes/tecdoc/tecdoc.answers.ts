// The answers of /api/tecdoc the app does not read, as the API document shows them (those it reads are in
// src/domain/: listing.ts, product.ts, vehicle.ts).
import * as v from 'valibot';

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
