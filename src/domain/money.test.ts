import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlLocale, locales } from './locale';
import { displayUnits, formatPrice, rangeKroner, rangeUnits, shownRate, withoutVat } from './money';

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

describe('formatPrice in a display currency', () => {
  it('marks each currency as the language writes it', () => {
    expect(formatPrice(1290, { rate: 0.0855, currency: 'EUR' })).toBe('111 €');
    expect(formatPrice(1290, { rate: 0.0855, currency: 'EUR', locale: 'en' })).toBe('€111');
    expect(formatPrice(1290, { rate: 0.0855, currency: 'EUR', locale: 'ar' })).toBe('111 €');
    expect(plain(formatPrice(12900, { rate: 0.935, currency: 'SEK' }))).toBe('12 062 SEK');
    expect(formatPrice(1000, { rate: 0.638, currency: 'DKK', locale: 'en' })).toBe('638 DKK');
    expect(formatPrice(1000, { rate: 0.0745, currency: 'GBP', locale: 'en' })).toBe('£75');
    expect(formatPrice(1000, { rate: 0.0985, currency: 'USD', locale: 'en' })).toBe('$99');
    expect(formatPrice(1000, { currency: 'NOK', locale: 'en' })).toBe('1,000 kr');
  });
  it('does not round a whole product up for floating-point noise', () => {
    expect(0.07 * 100).not.toBe(7);
    expect(formatPrice(100, { rate: 0.07, currency: 'EUR' })).toBe('7 €');
  });
});

describe('displayUnits never rounds down', () => {
  it('is the smallest whole number at or above price × rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map((ore) => ore / 100),
        fc.double({ min: 0.0001, max: 1000, noNaN: true }),
        (price, rate) => {
          const units = displayUnits(price, rate);
          const exact = price * rate;
          expect(Number.isInteger(units)).toBe(true);
          // Never below the exact amount (beyond floating-point noise), never a whole unit above it.
          expect(units).toBeGreaterThanOrEqual(exact - 1e-9 * Math.max(1, exact));
          expect(units).toBeLessThan(exact + 1);
        },
      ),
    );
  });
  it('is the price itself in whole kroner at rate 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (n) => {
        expect(displayUnits(n)).toBe(n);
      }),
    );
  });
});

describe('a price range in the display currency (the price filter)', () => {
  const range = fc
    .tuple(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]);
  const rate = fc.constantFrom(1, 0.0855, 0.935, 0.638, 0.0745, 0.0985, 0.0001, 1000);

  it('shows bounds that hold the whole range, and taken back to kroner they hold it still', () => {
    fc.assert(
      fc.property(range, rate, ([min, max], r) => {
        const [low, high] = rangeUnits([min, max], r);
        expect(low).toBeLessThanOrEqual(min * r + 1e-6);
        expect(high).toBeGreaterThanOrEqual(max * r - 1e-6);
        const [backMin, backMax] = rangeKroner([low, high], r);
        expect(backMin).toBeLessThanOrEqual(min);
        expect(backMax).toBeGreaterThanOrEqual(max);
      }),
    );
  });

  it('is the range itself in NOK', () => {
    expect(rangeUnits([309, 1290])).toEqual([309, 1290]);
    expect(rangeKroner([309, 1290])).toEqual([309, 1290]);
    expect(rangeUnits([309, 1290], 0.0855)).toEqual([26, 111]);
  });
});

describe('ex. MVA display', () => {
  it('draws the price without its 25 % MVA, rounded up like every price', () => {
    expect(formatPrice(125, { exVat: true })).toBe('100 kr');
    expect(formatPrice(449, { exVat: true })).toBe('360 kr');
    expect(formatPrice(1249.5, { exVat: true, locale: 'en' })).toBe('1,000 kr');
    expect(formatPrice(1249.99, { exVat: true, locale: 'en' })).toBe('1,000 kr');
    expect(formatPrice(449, { exVat: false })).toBe('449 kr');
  });

  it('never shows more than the price incl. MVA, nor less than the price without it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (ore) => {
        const price = ore / 100;
        const shown = displayUnits(withoutVat(price));
        return shown >= price / 1.25 - 1e-9 && shown <= Math.max(displayUnits(price), 0);
      }),
    );
  });
});

describe('shownRate', () => {
  it('is the currency’s rate, less the MVA part for prices shown ex. MVA', () => {
    expect(shownRate({})).toBe(1);
    expect(shownRate({ rate: 0.09 })).toBe(0.09);
    expect(shownRate({ exVat: true })).toBe(0.8);
    expect(rangeUnits([125, 1250], shownRate({ exVat: true }))).toEqual([100, 1000]);
    expect(rangeKroner([100, 1000], shownRate({ exVat: true }))).toEqual([125, 1250]);
  });
});
