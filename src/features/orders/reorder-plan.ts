// Reorder: an order's lines put back in the cart at today's prices. From the order's lines and the server's check of
// their articles (POST /product/validate) this says what goes into the cart (the product with today's price, discount
// and stock, through the cart's own add) and what the customer must be told: a price that changed since the order,
// an article no longer sold, one out of stock, or fewer units than ordered. Pure.
import { type PricedLine, shownStockCeiling, type ValidateAnswer } from '../../domain/checkout';
import type { ProductSummary } from '../../domain/product';

export type ReorderAdd = { product: ProductSummary; quantity: number; options: Record<string, string> };

/** What the customer is told about one line; `oldPrice` is the unit price the order was charged. */
export type ReorderNote =
  | { kind: 'price'; articleId: number; oldPrice: number; newPrice: number }
  | { kind: 'gone'; articleId: number }
  | { kind: 'out-of-stock'; articleId: number }
  | { kind: 'fewer'; articleId: number; quantity: number; available: number };

export type ReorderPlan = { adds: ReorderAdd[]; notes: ReorderNote[] };

export function reorderPlan(lines: readonly PricedLine[], answer: ValidateAnswer): ReorderPlan {
  const unknown = new Set(answer.unknown.articleIds);
  const plan: ReorderPlan = { adds: [], notes: [] };
  for (const line of lines) {
    const article = answer.articles.find((item) => item.articleId === line.articleId);
    if (!article || unknown.has(line.articleId)) {
      plan.notes.push({ kind: 'gone', articleId: line.articleId });
      continue;
    }
    if (article.stock === 'out-of-stock' || article.available === 0) {
      plan.notes.push({ kind: 'out-of-stock', articleId: line.articleId });
      continue;
    }
    // At the ceiling the server only says "at least that many": the checkout checks the rest.
    const short =
      article.available !== null &&
      article.available < line.quantity &&
      article.available < shownStockCeiling;
    const quantity = short && article.available !== null ? article.available : line.quantity;
    if (quantity < line.quantity) {
      plan.notes.push({
        kind: 'fewer',
        articleId: line.articleId,
        quantity: line.quantity,
        available: quantity,
      });
    }
    if (article.unitPrice !== line.price) {
      plan.notes.push({
        kind: 'price',
        articleId: line.articleId,
        oldPrice: line.price,
        newPrice: article.unitPrice,
      });
    }
    const { price, discount, stock } = article;
    plan.adds.push({ product: { ...line.product, price, discount, stock }, quantity, options: line.options });
  }
  return plan;
}
