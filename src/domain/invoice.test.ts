import { describe, expect, it } from 'vitest';
import { invoiceRefusal, standingOf } from './invoice';

describe('invoiceRefusal: who may buy on invoice', () => {
  const approved = standingOf(true, 1_000_00, 400_00);

  it('refuses a guest and an account the shop has not approved, whatever its limit', () => {
    expect(invoiceRefusal(null, 1)).toBe('INVOICE_NEEDS_ACCOUNT');
    expect(invoiceRefusal(standingOf(false, 1_000_000_00, 0), 1)).toBe('INVOICE_NOT_APPROVED');
  });

  it('takes an order while open invoices and the order stay within the limit, to the øre', () => {
    expect(invoiceRefusal(approved, 600)).toBeNull();
    expect(invoiceRefusal(approved, 600.01)).toBe('INVOICE_OVER_LIMIT');
    // Floating-point sums never let an order past the limit, nor refuse one exactly at it.
    expect(invoiceRefusal(standingOf(true, 30, 10), 0.2)).toBeNull();
    expect(invoiceRefusal(standingOf(true, 30, 10), 0.21)).toBe('INVOICE_OVER_LIMIT');
  });

  it('gives an approved account with no credit (limit 0) nothing', () => {
    expect(invoiceRefusal(standingOf(true, 0, 0), 1)).toBe('INVOICE_OVER_LIMIT');
  });
});

describe('standingOf', () => {
  it('answers kroner, and what is left never below 0, nor anything left without approval', () => {
    expect(standingOf(true, 500_000, 125_050)).toEqual({
      approved: true,
      limit: 5000,
      open: 1250.5,
      available: 3749.5,
    });
    expect(standingOf(true, 100_00, 250_00)).toMatchObject({ open: 250, available: 0 });
    expect(standingOf(false, 100_00, 0)).toMatchObject({ limit: 100, available: 0 });
  });
});
