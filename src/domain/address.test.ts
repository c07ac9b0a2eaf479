import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressInputSchema, checkAddressFields, emptyAddress } from './address';
import type { AddressFields } from './checkout';
import { type CityOf, cityIn, sameCity } from './postcodes';
import { sampleAddress } from './testing';

const cityOf = cityIn({ '0155': 'OSLO', '5003': 'BERGEN', '9990': 'BÅTSFJORD' });

const good = sampleAddress({ city: '', phone: '+47 912 34 567' });

const problemsOf = (value: AddressFields, lookup: CityOf | null = cityOf) => {
  const checked = checkAddressFields(value, lookup);
  return checked.ok ? {} : checked.problems;
};

describe('the address rule', () => {
  it('takes a good address, trims it and fills the city from the register', () => {
    const checked = checkAddressFields({ ...good, firstName: '  Kari ' }, cityOf);
    expect(checked).toEqual({ ok: true, value: { ...good, city: 'OSLO' } });
  });

  it.each([
    ['0155', 'Oslo', 'OSLO'],
    ['0155', '  oslo  ', 'OSLO'],
    ['9990', 'båtsfjord', 'BÅTSFJORD'],
    ['5003', '', 'BERGEN'],
  ])('postcode %s with city %j keeps the register spelling %s', (postcode, city, kept) => {
    const checked = checkAddressFields({ ...good, postcode, city }, cityOf);
    expect(checked.ok && checked.value.city).toBe(kept);
  });

  it.each([
    ['', 'REQUIRED'],
    ['155', 'INVALID_POSTCODE'],
    ['01555', 'INVALID_POSTCODE'],
    ['O155', 'INVALID_POSTCODE'],
    ['9999', 'UNKNOWN_POSTCODE'],
  ])('postcode %j is %s', (postcode, code) => {
    expect(problemsOf({ ...good, postcode })).toEqual({ postcode: code });
  });

  it('a city that is not the postcode’s is CITY_MISMATCH on the city', () => {
    expect(problemsOf({ ...good, postcode: '0155', city: 'Bergen' })).toEqual({ city: 'CITY_MISMATCH' });
  });

  it('an unknown postcode says so once, not also a city mismatch', () => {
    expect(problemsOf({ ...good, postcode: '9999', city: 'Oslo' })).toEqual({ postcode: 'UNKNOWN_POSTCODE' });
  });

  it('without the register (not loaded yet) only the shape of the postcode is checked', () => {
    expect(checkAddressFields({ ...good, postcode: '9999', city: 'Anywhere' }, null)).toEqual({
      ok: true,
      value: { ...good, postcode: '9999', city: 'Anywhere' },
    });
    expect(problemsOf({ ...good, postcode: '99' }, null)).toEqual({ postcode: 'INVALID_POSTCODE' });
  });

  it('names every wrong field at once with its code', () => {
    expect(
      problemsOf({
        ...emptyAddress,
        firstName: 'x'.repeat(101),
        address1: 'Line\u0007one',
        email: 'not-an-email',
        phone: '12ab',
      }),
    ).toEqual({
      firstName: 'TOO_LONG',
      lastName: 'REQUIRED',
      address1: 'INVALID',
      postcode: 'REQUIRED',
      email: 'INVALID_EMAIL',
      phone: 'INVALID_PHONE',
    });
  });

  it('the saved-address input takes a default flag, false when left out, INVALID when not a boolean', () => {
    const schema = addressInputSchema(cityOf);
    expect(v.parse(schema, good).default).toBe(false);
    expect(v.parse(schema, { ...good, default: true }).default).toBe(true);
    expect(v.safeParse(schema, { ...good, default: 'yes' }).success).toBe(false);
  });

  it('sameCity ignores case and spaces only', () => {
    expect(sameCity(' Mo  i  Rana ', 'MO I RANA')).toBe(true);
    expect(sameCity('Moi Rana', 'MO I RANA')).toBe(false);
  });
});
