// Quick order's lookup: POST /api/product/by-numbers, every brand's articles of many part numbers at once. Not kept
// by the service worker (a POST): offline it fails with ApiError NETWORK and the page looks on the device instead.
import type { Locale } from '../domain/locale';
import { PartNumbersAnswer } from '../domain/product';
import type { NumberMatch, NumberMatches } from '../domain/quick-order';
import { request } from './client';
import { toProductSummary } from './products';

/** `numbers` normalised (at most byNumbersMax); the answer holds only the numbers that found articles. */
export async function lookUpPartNumbers(lang: Locale, numbers: readonly string[]): Promise<NumberMatches> {
  const found = new Map<string, NumberMatch>();
  if (numbers.length === 0) return found;
  const answer = await request(PartNumbersAnswer, '/product/by-numbers', {
    method: 'POST',
    body: { numbers: [...numbers], lang },
  });
  for (const { number, by, articles } of answer.numbers) {
    if (by && articles.length > 0) found.set(number, { by, products: articles.map(toProductSummary) });
  }
  return found;
}
