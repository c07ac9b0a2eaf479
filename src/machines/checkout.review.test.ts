import { describe, expect, it } from 'vitest';
import { shownStockCeiling, type ValidatedArticle } from '../domain/checkout';
import { lineChanges } from './checkout.review';

const article = (available: number | null): ValidatedArticle => ({
  articleId: 1,
  articleNumber: 'A1',
  name: 'Bremseskive',
  mfrName: 'BOSCH',
  price: 499,
  discount: null,
  unitPrice: 499,
  stock: 'in-stock',
  available,
});
const changesFor = (quantity: number, available: number | null) =>
  lineChanges([{ articleId: 1, price: 499, quantity, options: {} }], {
    articles: [article(available)],
    unknown: { articleIds: [], articleNumbers: [] },
  });

describe('lineChanges and the units the server tells', () => {
  it('asks to lower a line to what there is when the server tells fewer units than the line has', () => {
    expect(changesFor(5, 3)).toEqual([{ articleId: 1, kind: 'stock', quantity: 5, available: 3 }]);
  });

  it('reads the ceiling as "at least that many": a bigger line is left to the server when it is placed', () => {
    expect(changesFor(shownStockCeiling + 5, shownStockCeiling)).toEqual([]);
    expect(changesFor(shownStockCeiling + 5, shownStockCeiling - 1)).toEqual([
      { articleId: 1, kind: 'stock', quantity: shownStockCeiling + 5, available: shownStockCeiling - 1 },
    ]);
  });

  it('no limit on backorder, nothing to be had at 0', () => {
    expect(changesFor(500, null)).toEqual([]);
    expect(changesFor(1, 0)).toEqual([{ articleId: 1, kind: 'unavailable' }]);
  });
});
