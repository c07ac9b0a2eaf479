import { describe, expect, it } from 'vitest';
import { orderStatuses, orderTransitions } from './order';
import { deskSearch, moveEffect, needsConfirming, nextStatuses } from './order-desk';

describe('deskSearch', () => {
  it('is null for nothing to search', () => {
    expect(deskSearch(undefined)).toBeNull();
    expect(deskSearch('   ')).toBeNull();
  });
  it('takes digits as the number after BD-', () => {
    expect(deskSearch(' 1001 ')).toEqual({ numberPrefix: 'BD-1001', emailPart: '1001' });
  });
  it('takes a number in any case, and an email in lower case', () => {
    expect(deskSearch('bd-100001')).toEqual({ numberPrefix: 'BD-100001', emailPart: 'bd-100001' });
    expect(deskSearch('Kari@Example')).toEqual({ numberPrefix: 'KARI@EXAMPLE', emailPart: 'kari@example' });
  });
});

describe('moveEffect', () => {
  it('captures a Vipps payment when the order ships', () => {
    expect(moveEffect({ status: 'PAID', payment: { method: 'vipps' } }, 'SHIPPED')).toBe('capture');
    expect(moveEffect({ status: 'PAID', payment: { method: 'invoice' } }, 'SHIPPED')).toBeNull();
  });
  it('refunds when a paid order is cancelled, whatever the method', () => {
    expect(moveEffect({ status: 'PAID', payment: { method: 'vipps' } }, 'CANCELLED')).toBe('refund');
    expect(moveEffect({ status: 'PAID', payment: { method: 'store' } }, 'CANCELLED')).toBe('refund');
    expect(moveEffect({ status: 'PENDING', payment: { method: 'vipps' } }, 'CANCELLED')).toBeNull();
  });
});

it('offers the state machine’s next statuses and confirms only cancelling', () => {
  for (const status of orderStatuses) expect(nextStatuses(status)).toEqual(orderTransitions[status]);
  expect(orderStatuses.filter(needsConfirming)).toEqual(['CANCELLED']);
});
