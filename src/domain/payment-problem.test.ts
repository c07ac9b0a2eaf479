import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentSchema } from './checkout-schemas';

describe('a payment’s problem as the PWA reads it', () => {
  const payment = { method: 'vipps', status: 'FAILED', reference: 'bildeler-abc123def456-bd-1-1' };
  it('is null when the server says none (older answers too)', () => {
    expect(v.parse(PaymentSchema, payment).problem).toBeNull();
    expect(v.parse(PaymentSchema, { ...payment, problem: null }).problem).toBeNull();
  });
  it('keeps a refusal and an approval of another amount', () => {
    const refused = { code: 'REFUSED', reason: 'INVALID', status: 400, traceId: '00-ab' };
    expect(v.parse(PaymentSchema, { ...payment, problem: refused }).problem).toEqual(refused);
    const mismatch = { code: 'AMOUNT_MISMATCH', expected: 129, approved: 130, currency: 'NOK' };
    expect(v.parse(PaymentSchema, { ...payment, problem: mismatch }).problem).toEqual(mismatch);
  });
  it('reads a problem this build does not know as a refusal, so the order still shows and staff look', () => {
    const read = v.parse(PaymentSchema, { ...payment, problem: { code: 'SOMETHING_NEW' } }).problem;
    expect(read).toEqual({ code: 'REFUSED', reason: 'OTHER', status: 0, traceId: null });
    const odd = v.parse(PaymentSchema, { ...payment, problem: { code: 'REFUSED', reason: 'NEW' } }).problem;
    expect(odd).toMatchObject({ code: 'REFUSED', reason: 'OTHER' });
  });
});
