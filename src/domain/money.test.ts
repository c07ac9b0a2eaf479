import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlLocale, locales } from './locale';
import { formatPrice } from './money';

// Intl groups Norwegian thousands with a narrow no-break space; normalise for readable expectations.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('rounds up to whole kroner and adds " kr"', () => {
    expect(formatPrice(129)).toBe('129 kr');
    expect(formatPrice(99.01)).toBe('100 kr');
    expect(formatPrice(0)).toBe('0 kr');
  });
  it('applies the currency rate before rounding up: Math.ceil(price × rate)', () => {
    expect(formatPrice(100, { rate: 0.92 })).toBe('92 kr');
    expect(formatPrice(10, { rate: 0.78 })).toBe('8 kr');
    expect(formatPrice(1, { rate: 64 })).toBe('64 kr');
  });
  it('groups thousands as the locale does', () => {
    expect(plain(formatPrice(12499.5))).toBe('12 500 kr');
    expect(formatPrice(12499.5, { locale: 'en' })).toBe('12,500 kr');
    expect(formatPrice(1234, { locale: 'ar' })).toBe('1,234 kr');
  });
});

describe('formatPrice groups like Intl.NumberFormat', () => {
  it('for every whole amount of kroner, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...locales), (n, locale) => {
        const intl = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(n);
        expect(formatPrice(n, { locale })).toBe(`${intl} kr`);
      }),
    );
  });
});
