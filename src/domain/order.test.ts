import { describe, expect, it } from 'vitest';
import { canMoveOrder, type OrderStatus, orderStatuses } from './order';

const legal: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['PENDING', 'PAID'],
  ['PENDING', 'CANCELLED'],
  ['PAID', 'SHIPPED'],
  ['PAID', 'CANCELLED'],
  ['SHIPPED', 'COMPLETED'],
];
const isLegal = (from: OrderStatus, to: OrderStatus) => legal.some(([a, b]) => a === from && b === to);

const pairs = orderStatuses.flatMap((from) =>
  orderStatuses.map((to) => ({ from, to, allowed: isLegal(from, to) })),
);

describe('canMoveOrder', () => {
  it.each(pairs)('$from → $to is allowed: $allowed', ({ from, to, allowed }) => {
    expect(canMoveOrder(from, to)).toBe(allowed);
  });

  it('never lets a final status move', () => {
    for (const to of orderStatuses) {
      expect(canMoveOrder('COMPLETED', to)).toBe(false);
      expect(canMoveOrder('CANCELLED', to)).toBe(false);
    }
  });
});
