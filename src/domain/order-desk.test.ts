import { describe, expect, it } from 'vitest';
import { orderStatuses, orderTransitions } from './order';
import {
  deskMoves,
  deskSearch,
  moveEffect,
  needsConfirming,
  nextStatuses,
  paidOnlyByProvider,
  staffMayMove,
} from './order-desk';

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
  it('releases an approval of another amount when the unpaid order is cancelled', () => {
    const problem = { code: 'AMOUNT_MISMATCH', expected: 100, approved: 99, currency: 'NOK' } as const;
    expect(moveEffect({ status: 'PENDING', payment: { method: 'vipps', problem } }, 'CANCELLED')).toBe(
      'release',
    );
  });
});

describe('who makes an order PAID', () => {
  it('Vipps alone for a Vipps order; staff for the other methods', () => {
    expect(paidOnlyByProvider('vipps')).toBe(true);
    expect(staffMayMove({ payment: { method: 'vipps' } }, 'PAID')).toBe(false);
    expect(staffMayMove({ payment: { method: 'vipps' } }, 'CANCELLED')).toBe(true);
    for (const method of ['invoice', 'store'] as const) {
      expect(staffMayMove({ payment: { method } }, 'PAID')).toBe(true);
    }
  });
  it('the desk offers a PENDING Vipps order only cancelling, a PENDING invoice order paying too', () => {
    expect(deskMoves({ status: 'PENDING', payment: { method: 'vipps' } })).toEqual(['CANCELLED']);
    expect(deskMoves({ status: 'PENDING', payment: { method: 'invoice' } })).toEqual(['PAID', 'CANCELLED']);
    expect(deskMoves({ status: 'PAID', payment: { method: 'vipps' } })).toEqual(['SHIPPED', 'CANCELLED']);
  });
});

it('offers the state machine’s next statuses and confirms only cancelling', () => {
  for (const status of orderStatuses) expect(nextStatuses(status)).toEqual(orderTransitions[status]);
  expect(orderStatuses.filter(needsConfirming)).toEqual(['CANCELLED']);
});
