// The price, discount and stock of articles as they are this moment, which the checkout shows against what the
// device last saw before an order is placed. Read from the database, never from the
// catalogue's answer cache. Units are told up to a ceiling (shownStockCeiling).
import { eq, inArray, or } from 'drizzle-orm';
import { unitPrice } from '../../../src/domain/cart';
import { shownStockCeiling, type ValidateAnswer, type ValidatedArticle } from '../../../src/domain/checkout';
import { normalisePartNumber } from '../../../src/domain/part-number';
import type { Db } from '../../db/client';
import { articles, brands } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import { productColumns, toProduct } from './products';

/**
 * Units that can be ordered now: the shelf's for in-stock (told up to shownStockCeiling), no limit (null) on
 * backorder, none when out.
 */
const availableOf = (stock: string, stockCount: number): number | null =>
  stock === 'in-stock'
    ? Math.min(shownStockCeiling, Math.max(0, stockCount))
    : stock === 'on-backorder'
      ? null
      : 0;

/**
 * The articles with those ids, and every article (of any brand) whose number matches one of `numbers` the way
 * searches compare numbers; each article once, those asked by id first. Unknown ids and numbers as sent.
 */
export async function validateArticles(
  db: Db,
  ids: readonly number[],
  numbers: readonly string[],
  lang: Locale,
): Promise<ValidateAnswer> {
  const searchNumbers = [...new Set(numbers.map(normalisePartNumber).filter((n) => n !== ''))];
  const wanted = [
    ...(ids.length > 0 ? [inArray(articles.articleId, [...new Set(ids)])] : []),
    ...(searchNumbers.length > 0 ? [inArray(articles.searchNumber, searchNumbers)] : []),
  ];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ ...productColumns, searchNumber: articles.searchNumber, stockCount: articles.stockCount })
          .from(articles)
          .innerJoin(brands, eq(brands.slug, articles.brandSlug))
          .where(or(...wanted))
          .orderBy(articles.articleId);
  const byId = new Map(rows.map((row) => [row.articleId, row]));
  const bySearchNumber = new Map<string, typeof rows>();
  for (const row of rows)
    bySearchNumber.set(row.searchNumber, [...(bySearchNumber.get(row.searchNumber) ?? []), row]);
  const ordered = [
    ...ids.flatMap((id) => byId.get(id) ?? []),
    ...numbers.flatMap((number) => bySearchNumber.get(normalisePartNumber(number)) ?? []),
  ];
  const seen = new Set<number>();
  const found: ValidatedArticle[] = [];
  for (const row of ordered) {
    if (seen.has(row.articleId)) continue;
    seen.add(row.articleId);
    const product = toProduct(row, lang);
    found.push({
      articleId: product.articleId,
      articleNumber: product.articleNumber,
      name: product.name,
      mfrName: product.mfrName,
      price: product.price,
      discount: product.discount,
      unitPrice: unitPrice(product),
      stock: product.stock,
      available: availableOf(row.stock, row.stockCount),
    });
  }
  return {
    articles: found,
    unknown: {
      articleIds: [...new Set(ids.filter((id) => !byId.has(id)))],
      articleNumbers: [...new Set(numbers.filter((n) => !bySearchNumber.has(normalisePartNumber(n))))],
    },
  };
}
