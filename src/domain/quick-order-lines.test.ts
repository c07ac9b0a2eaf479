import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSummarySchema } from './product';
import { type NumberMatches, parseQuickOrder } from './quick-order';
import { cartItems, matchLines } from './quick-order-lines';

const product = (articleId: number, articleNumber: string) =>
  v.parse(ProductSummarySchema, { articleId, articleNumber });
const bosch = product(1, '0 986 494 294');
const twinA = product(2, 'P 86 020');
const twinB = product(3, 'P86020');
const matches: NumberMatches = new Map([
  ['0986494294', { by: 'article' as const, products: [bosch] }],
  ['P86020', { by: 'article' as const, products: [twinA, twinB] }],
]);
const { lines } = parseQuickOrder('0 986 494 294 2\np 86-020 x3\nNOPE 1\n0986494294 x0');

describe('matchLines', () => {
  it('takes the reading the catalogue knows; an unknown number is named as typed', () => {
    const found = matchLines(lines, matches, 'server');
    expect(found.map((l) => [l.line, l.status, l.number])).toEqual([
      [1, 'found', '0 986 494 294'],
      [2, 'found', 'p 86-020'],
      [3, 'unknown', 'NOPE 1'],
      [4, 'error', '0986494294'],
    ]);
    expect(found[0]).toMatchObject({ quantity: 2, products: [bosch] });
  });

  it('offline, a number the device does not hold needs the network', () => {
    expect(matchLines(lines, new Map(), 'device').map((l) => l.status)).toEqual([
      'needs-network',
      'needs-network',
      'needs-network',
      'error',
    ]);
  });
});

describe('cartItems', () => {
  const found = matchLines(lines, matches, 'server');
  it('waits for a choice where a number has several brands', () => {
    expect(cartItems(found, {})).toEqual({
      items: [{ product: bosch, quantity: 2, line: 1 }],
      unchosen: [2],
      left: [3],
    });
  });
  it('adds the chosen brand', () => {
    expect(cartItems(found, { 2: 3 }).items.map((i) => [i.product.articleId, i.quantity])).toEqual([
      [1, 2],
      [3, 3],
    ]);
  });
});
