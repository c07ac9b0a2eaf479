import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { currencyCodes, defaultCurrency, displayCurrency, maxRate, minRate, RatesInput } from './currency';

const rates = [
  { code: 'EUR', rate: 0.0855 },
  { code: 'SEK', rate: 0.935 },
];

describe('displayCurrency', () => {
  it('is the chosen currency with its rate', () => {
    expect(displayCurrency('EUR', rates)).toEqual({ code: 'EUR', rate: 0.0855 });
    expect(displayCurrency('NOK', rates)).toEqual({ code: 'NOK', rate: 1 });
  });
  it('falls back to NOK when the rates do not have the chosen one (offline, never fetched)', () => {
    expect(displayCurrency('GBP', rates)).toEqual({ code: 'NOK', rate: 1 });
    expect(displayCurrency('EUR', [])).toEqual({ code: defaultCurrency, rate: 1 });
  });
});

describe('RatesInput', () => {
  const ok = (body: unknown) => v.safeParse(RatesInput, body).success;
  it('takes foreign codes with sane rates', () => {
    expect(ok({ rates: [{ code: 'DKK', rate: 0.64 }] })).toBe(true);
    expect(
      ok({
        rates: [
          { code: 'EUR', rate: minRate },
          { code: 'USD', rate: maxRate },
        ],
      }),
    ).toBe(true);
  });
  it('refuses NOK, unknown codes, duplicates, empty lists and bad rates', () => {
    expect(ok({ rates: [{ code: 'NOK', rate: 1 }] })).toBe(false);
    expect(ok({ rates: [{ code: 'RUB', rate: 1 }] })).toBe(false);
    expect(
      ok({
        rates: [
          { code: 'EUR', rate: 0.1 },
          { code: 'EUR', rate: 0.2 },
        ],
      }),
    ).toBe(false);
    expect(ok({ rates: [] })).toBe(false);
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, maxRate * 2, minRate / 2, '0.1']) {
      expect(ok({ rates: [{ code: 'EUR', rate }] })).toBe(false);
    }
  });
  it('never throws on any body', () => {
    fc.assert(fc.property(fc.anything(), (body) => void v.safeParse(RatesInput, body)));
  });
  it('lists NOK first', () => expect(currencyCodes[0]).toBe('NOK'));
});

describe('the cart state sent to the server (CartStateInput)', () => {
  it('keeps a known currency and drops an unknown one instead of refusing the cart', async () => {
    const { CartStateInput } = await import('./checkout');
    expect(v.parse(CartStateInput, { items: [], currency: 'EUR' }).currency).toBe('EUR');
    expect(v.parse(CartStateInput, { items: [], currency: 'RUB' }).currency).toBeUndefined();
    expect(v.parse(CartStateInput, { items: [] })).not.toHaveProperty('currency', expect.anything());
  });
});

describe('parseRate', () => {
  it('reads a decimal comma or point within the bounds', async () => {
    const { parseRate } = await import('./currency');
    expect(parseRate('0,0855')).toBe(0.0855);
    expect(parseRate(' 0.638 ')).toBe(0.638);
    expect(parseRate('12')).toBe(12);
    for (const typed of ['', 'abc', '-1', '0', '1e3', '5000', '0,00001', '1,2,3', '0x10']) {
      expect(parseRate(typed)).toBeNull();
    }
  });
});
