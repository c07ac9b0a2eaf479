import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../db/testing';
import type { PricedLine, ValidatedArticle } from '../../domain/checkout';
import { reorderPlan } from './reorder-plan';

const line = (articleId: number, price: number, quantity = 2): PricedLine => ({
  articleId,
  articleNumber: `A${articleId}`,
  product: sampleProduct(articleId, { price, discount: null }),
  options: {},
  price,
  quantity,
  total: price * quantity,
});
const article = (
  articleId: number,
  unitPrice: number,
  extra: Partial<ValidatedArticle> = {},
): ValidatedArticle => ({
  articleId,
  articleNumber: `A${articleId}`,
  name: 'Bremseskive',
  mfrName: 'BOSCH',
  price: unitPrice,
  discount: null,
  unitPrice,
  stock: 'in-stock',
  available: null,
  ...extra,
});

describe('reorder', () => {
  it('puts every line back at today’s price and says which prices changed since the order', () => {
    const plan = reorderPlan([line(1, 499), line(2, 100, 1)], {
      articles: [article(1, 549), article(2, 100)],
      unknown: { articleIds: [], articleNumbers: [] },
    });
    expect(plan.adds.map((add) => [add.product.articleId, add.product.price, add.quantity])).toEqual([
      [1, 549, 2],
      [2, 100, 1],
    ]);
    expect(plan.notes).toEqual([{ kind: 'price', articleId: 1, oldPrice: 499, newPrice: 549 }]);
  });

  it('counts a sale price as today’s price', () => {
    const plan = reorderPlan([line(1, 499)], {
      articles: [article(1, 449, { price: 499, discount: 449 })],
      unknown: { articleIds: [], articleNumbers: [] },
    });
    expect(plan.adds[0]?.product).toMatchObject({ price: 499, discount: 449 });
    expect(plan.notes).toEqual([{ kind: 'price', articleId: 1, oldPrice: 499, newPrice: 449 }]);
  });

  it('leaves out what is no longer sold or out of stock, and lowers a line to the units there are', () => {
    const plan = reorderPlan([line(1, 10), line(2, 10), line(3, 10, 5), line(4, 10, 5)], {
      articles: [
        article(2, 10, { stock: 'out-of-stock', available: 0 }),
        article(3, 10, { available: 3 }),
        article(4, 10, { available: 20 }),
      ],
      unknown: { articleIds: [1], articleNumbers: [] },
    });
    expect(plan.notes).toEqual([
      { kind: 'gone', articleId: 1 },
      { kind: 'out-of-stock', articleId: 2 },
      { kind: 'fewer', articleId: 3, quantity: 5, available: 3 },
    ]);
    expect(plan.adds.map((add) => [add.product.articleId, add.quantity])).toEqual([
      [3, 3],
      [4, 5],
    ]);
  });
});
