// What the review step compares before an order is placed: the device's lines (preview prices) against the
// server's answer to POST /product/validate. Pure; the checkout machine keeps the result and the page words it.
import { type Line, summarise } from '../domain/cart';
import { shownStockCeiling, type ValidateAnswer } from '../domain/checkout';

/** A cart line as checkout needs it: what is ordered and the unit price the device shows. */
export type CheckoutLine = Line & { options: Record<string, string> };

/**
 * One difference the customer must see before placing: a new unit price (a new price or discount), an article
 * that cannot be had at all (out of stock or no longer in the catalogue), or fewer units than asked.
 */
export type LineChange =
  | { articleId: number; kind: 'price'; oldPrice: number; newPrice: number }
  | { articleId: number; kind: 'unavailable' }
  | { articleId: number; kind: 'stock'; quantity: number; available: number };

/** The differences between `lines` and the server's answer; lines the answer does not cover are not listed. */
export function lineChanges(lines: readonly CheckoutLine[], answer: ValidateAnswer): LineChange[] {
  const unknown = new Set(answer.unknown.articleIds);
  const changes: LineChange[] = [];
  for (const line of lines) {
    if (unknown.has(line.articleId)) {
      changes.push({ articleId: line.articleId, kind: 'unavailable' });
      continue;
    }
    const article = answer.articles.find((item) => item.articleId === line.articleId);
    if (!article) continue;
    if (article.stock === 'out-of-stock' || article.available === 0) {
      changes.push({ articleId: line.articleId, kind: 'unavailable' });
      continue;
    }
    // At the ceiling the server only says "at least that many": placing the order checks the rest.
    if (
      article.available !== null &&
      article.available < line.quantity &&
      article.available < shownStockCeiling
    ) {
      changes.push({
        articleId: line.articleId,
        kind: 'stock',
        quantity: line.quantity,
        available: article.available,
      });
    }
    if (article.unitPrice !== line.price) {
      changes.push({
        articleId: line.articleId,
        kind: 'price',
        oldPrice: line.price,
        newPrice: article.unitPrice,
      });
    }
  }
  return changes;
}

/** Changes the customer cannot just accept: the line must leave the cart or get smaller first. */
export const isBlocking = (change: LineChange): boolean => change.kind !== 'price';

/** Whether every line of the cart is in the answer (a line added since the check must be checked too). */
export const coversLines = (lines: readonly CheckoutLine[], answer: ValidateAnswer): boolean =>
  lines.every(
    (line) =>
      answer.unknown.articleIds.includes(line.articleId) ||
      answer.articles.some((article) => article.articleId === line.articleId),
  );

/** The lines at the server's unit prices (when an answer is given), else as the device has them. */
export function pricedLines<T extends CheckoutLine>(lines: readonly T[], answer: ValidateAnswer | null): T[] {
  if (!answer) return [...lines];
  return lines.map((line) => {
    const article = answer.articles.find((item) => item.articleId === line.articleId);
    return article ? { ...line, price: article.unitPrice } : line;
  });
}

/** The total the customer sees (and confirms) on the review step. */
export const reviewTotal = (
  lines: readonly CheckoutLine[],
  answer: ValidateAnswer | null,
  pickup: boolean,
): number => summarise(pricedLines(lines, answer), pickup).total;
