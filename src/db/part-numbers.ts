// Quick order without the server: the part numbers the device can answer. The offline parts packs (article and OE
// numbers), then the products seen (their article numbers; they carry no OE numbers). Exact numbers only, compared
// as the server compares them. Never throws: a damaged store answers as empty, and its lines then need the network.
import * as v from 'valibot';
import { normalisePartNumber } from '../domain/part-number';
import { type ProductSummary, ProductSummarySchema } from '../domain/product';
import type { NumberMatch, NumberMatches } from '../domain/quick-order';
import { listSeenProducts } from './catalog';
import { packNumberHits, readPackHits } from './pack-search';
import type { AppDB } from './schema';

/** Only what a cart line keeps of a product (not the pack it came from, nor when it was seen). */
const summary = (product: ProductSummary): ProductSummary => v.parse(ProductSummarySchema, product);

/** `numbers` normalised; the answer holds only the numbers found on the device. */
export async function findKeptNumbers(db: AppDB, numbers: readonly string[]): Promise<NumberMatches> {
  const [inPacks, seen] = await Promise.all([
    packNumberHits(db, numbers).catch(() => new Map()),
    listSeenProducts(db).catch(() => []),
  ]);
  const found = new Map<string, NumberMatch>();
  for (const number of new Set(numbers)) {
    const packed = inPacks.get(number);
    const products = packed ? await readPackHits(db, packed.hits).catch(() => []) : [];
    const own = packed?.by === 'oe' ? [] : products;
    const ids = new Set(own.map((product) => product.articleId));
    const seenOwn = seen.filter(
      (product) => !ids.has(product.articleId) && normalisePartNumber(product.articleNumber) === number,
    );
    if (own.length + seenOwn.length > 0)
      found.set(number, { by: 'article', products: [...own, ...seenOwn].map(summary) });
    else if (products.length > 0) found.set(number, { by: 'oe', products: products.map(summary) });
  }
  return found;
}
