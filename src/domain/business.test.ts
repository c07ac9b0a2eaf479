import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusinessForm,
  checkBusiness,
  formatOrgNumber,
  isOrgNumber,
  normaliseOrgNumber,
} from './business';

// Brønnøysundregistrene's rule written out here on its own, so the test does not lean on the library it checks.
const weights = [3, 2, 7, 6, 5, 4, 3, 2];
function checkDigit(first8: number[]): number | null {
  const sum = first8.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
}

const eightDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 });
/** Organisation numbers that hold: eight digits whose check digit exists, and it. */
const validNumber = eightDigits
  .filter((digits) => checkDigit(digits) !== null)
  .map((digits) => `${digits.join('')}${checkDigit(digits)}`);

describe('isOrgNumber', () => {
  it("takes real organisation numbers (Brønnøysundregistrene's own, DNB's, Equinor's)", () => {
    for (const number of ['974760673', '984851006', '923609016']) expect(isOrgNumber(number)).toBe(true);
  });

  it('takes every number whose check digit is the MOD11 of the first eight', () => {
    fc.assert(fc.property(validNumber, (number) => isOrgNumber(number)));
  });

  it('refuses a valid number with any one digit changed', () => {
    fc.assert(
      fc.property(validNumber, fc.nat({ max: 8 }), fc.integer({ min: 1, max: 9 }), (number, at, step) => {
        const digits = [...number];
        digits[at] = String((Number(digits[at]) + step) % 10);
        return !isOrgNumber(digits.join(''));
      }),
    );
  });

  it('refuses eight digits whose check digit would be 10, whatever the ninth', () => {
    const noDigit = eightDigits.filter((digits) => checkDigit(digits) === null);
    fc.assert(
      fc.property(
        noDigit,
        fc.integer({ min: 0, max: 9 }),
        (digits, last) => !isOrgNumber(`${digits.join('')}${last}`),
      ),
    );
  });

  it('refuses anything but nine digits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((text) => !/^\d{9}$/.test(text)),
        (text) => !isOrgNumber(text),
      ),
    );
    for (const text of ['', '97476067', '9747606730', '97476067a', ' 974760673', '٩٧٤٧٦٠٦٧٣']) {
      expect(isOrgNumber(text)).toBe(false);
    }
  });
});

describe('normaliseOrgNumber and formatOrgNumber', () => {
  it('reads the number however it is typed, and writes it in groups of three', () => {
    for (const typed of [
      '974 760 673',
      '974.760.673',
      '974-760-673',
      'NO 974 760 673 MVA',
      'no974760673mva',
    ]) {
      expect(normaliseOrgNumber(typed)).toBe('974760673');
    }
    expect(formatOrgNumber('974760673')).toBe('974 760 673');
  });

  it('turns any valid number written in groups back into itself', () => {
    fc.assert(fc.property(validNumber, (number) => normaliseOrgNumber(formatOrgNumber(number)) === number));
  });
});

describe('checkBusiness', () => {
  const form: BusinessForm = {
    companyName: 'Verksted AS',
    orgNumber: '974 760 673',
    invoiceAddress1: 'Storgata 1',
    invoiceAddress2: '',
    invoicePostcode: '0155',
    invoiceCity: 'Oslo',
  };
  const cityOf = (postcode: string) => (postcode === '0155' ? 'OSLO' : undefined);

  it('takes a business with a valid number and a known postcode', () => {
    expect(checkBusiness(form, cityOf)).toEqual({});
    expect(checkBusiness({ ...form, invoiceCity: '' }, cityOf)).toEqual({});
  });

  it('names each wrong field with the code the server answers', () => {
    expect(
      checkBusiness(
        { ...form, companyName: ' ', orgNumber: '974 760 674', invoicePostcode: '9999', invoiceAddress1: '' },
        cityOf,
      ),
    ).toEqual({
      companyName: 'REQUIRED',
      orgNumber: 'INVALID_ORG_NUMBER',
      invoiceAddress1: 'REQUIRED',
      invoicePostcode: 'UNKNOWN_POSTCODE',
    });
    expect(checkBusiness({ ...form, invoiceCity: 'Bergen' }, cityOf)).toEqual({
      invoiceCity: 'CITY_MISMATCH',
    });
    expect(checkBusiness({ ...form, orgNumber: '' }, cityOf)).toEqual({ orgNumber: 'REQUIRED' });
    expect(checkBusiness({ ...form, companyName: 'x'.repeat(101) }, cityOf)).toEqual({
      companyName: 'TOO_LONG',
    });
  });
});
