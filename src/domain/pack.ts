// The offline parts pack: every part linked to one vehicle, as GET /api/packs/vehicle/{carId} pages it and as the
// device keeps it (src/db/packs.ts). One shape on the wire and on the device, read leniently like the rest of the
// catalogue, so a record written by an older build still shows.
import * as v from 'valibot';
import { listOf, numberOrZero, textOrEmpty } from './parse';
import { ProductSummarySchema } from './product';

/**
 * One part of a pack: a product card's fields (ProductSummary; `images` holds the first picture only) plus what the
 * list's filters, the product page and the search need: its part type, colour and OE numbers.
 */
export const PackPartSchema = v.object({
  ...ProductSummarySchema.entries,
  genericArticleId: numberOrZero,
  color: v.optional(v.nullable(v.string()), null),
  oeNumbers: listOf(v.object({ manuName: textOrEmpty, oeNumber: v.string() })),
  /**
   * The first picture as SVG markup ('' when the article has none): offline, the service worker draws it for that
   * picture's addresses at every size (src/sw/pack-pictures.ts), so no picture is fetched one by one.
   */
  thumbnail: textOrEmpty,
});
export type PackPart = v.InferOutput<typeof PackPartSchema>;

/**
 * A page of a vehicle's pack. `version` is the catalogue's state the first page was read at (the server's clock,
 * ms): a refresh asks `since` it and gets only the parts changed after it. `total` counts all the vehicle's parts,
 * whatever `since` says; `next` is the cursor of the following page, null on the last.
 */
export const PackPageSchema = v.object({
  carId: v.number(),
  lang: v.picklist(['no', 'en', 'ar']),
  version: v.number(),
  total: v.number(),
  parts: listOf(PackPartSchema),
  next: v.nullable(v.string()),
});
export type PackPage = v.InferOutput<typeof PackPageSchema>;

/** Parts per page the device asks for: about 2 MB of JSON, a few hundred KB gzipped. */
export const packPageSize = 2000;
/**
 * The first page is smaller: its answer brings the vehicle's count for the progress bar, and the first parts to
 * browse, within a moment.
 */
export const packFirstPageSize = 250;
/** The most the server gives in one page. */
export const packPageMax = 5000;
/** A pack this old is stale: marked so, and refreshed in the background when online. */
export const packStaleMs = 7 * 24 * 60 * 60 * 1000;
