// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyAddress } from '../../domain/address';
import type { AddressFields } from '../../domain/checkout';
import { sampleAddress } from '../../domain/testing';
import { type AddressErrors, AddressFieldset } from './address-fieldset';
import { checkAddress } from './check-address';
import { loadCityOf } from './postcode-register';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function Form({ errors = {}, start = emptyAddress }: { errors?: AddressErrors; start?: AddressFields }) {
  const [value, setValue] = useState(start);
  return (
    <I18nProvider i18n={i18n}>
      <AddressFieldset value={value} onChange={setValue} errors={errors} idPrefix="ship" legend="Delivery" />
    </I18nProvider>
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, text: string) => fireEvent.change(input(id), { target: { value: text } });

describe('the address fields', () => {
  it('label every field, with the autofill tokens and keyboards of an address', () => {
    render(<Form />);
    expect(screen.getByRole('group', { name: 'Delivery' })).toBeTruthy();
    expect(screen.getByLabelText('Postcode').getAttribute('autocomplete')).toBe('postal-code');
    expect(input('ship-postcode').inputMode).toBe('numeric');
    expect(input('ship-phone').getAttribute('autocomplete')).toBe('tel');
    expect(input('ship-phone').inputMode).toBe('tel');
    expect(input('ship-address1').getAttribute('autocomplete')).toBe('address-line1');
    expect(input('ship-city').getAttribute('autocomplete')).toBe('address-level2');
  });

  it('fill in the city as 4 digits of a known postcode are typed, and take it back when the postcode changes', async () => {
    await loadCityOf();
    render(<Form />);
    type('ship-postcode', '015');
    expect(input('ship-city').value).toBe('');
    type('ship-postcode', '0155');
    await waitFor(() => expect(input('ship-city').value).toBe('OSLO'));
    type('ship-postcode', '5003');
    expect(input('ship-city').value).toBe('BERGEN');
    type('ship-postcode', '500');
    expect(input('ship-city').value).toBe('');
  });

  it('keep a city the user typed when the postcode goes unknown, and their spelling when it is the same place', async () => {
    await loadCityOf();
    render(<Form />);
    type('ship-city', 'Oslo');
    type('ship-postcode', '0155');
    expect(input('ship-city').value).toBe('Oslo');
    type('ship-city', 'Somewhere');
    type('ship-postcode', '9999');
    expect(input('ship-city').value).toBe('Somewhere');
  });

  it('show each field’s problem in words, read with the field', () => {
    render(
      <Form
        errors={{ postcode: 'UNKNOWN_POSTCODE', email: 'INVALID_EMAIL', firstName: 'REQUIRED' }}
        start={{ ...emptyAddress, postcode: '9999' }}
      />,
    );
    const postcode = input('ship-postcode');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(postcode.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('There is no such postcode in Norway. Please check it.');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter the first name')).toBeTruthy();
    expect(input('ship-lastName').getAttribute('aria-invalid')).toBeNull();
  });

  it('name the postcode’s city when the city does not match', async () => {
    await loadCityOf();
    render(
      <Form
        errors={{ city: 'CITY_MISMATCH' }}
        start={{ ...emptyAddress, postcode: '0155', city: 'Bergen' }}
      />,
    );
    expect(
      await screen.findByText('Postcode 0155 belongs to OSLO. Correct the city or the postcode.'),
    ).toBeTruthy();
  });
});

describe('checkAddress', () => {
  const good = sampleAddress({ city: '', phone: '91234567' });

  it('checks with the real register: the city is the register’s', async () => {
    expect(await checkAddress({ ...good, city: 'oslo' })).toEqual({
      ok: true,
      value: { ...good, city: 'OSLO' },
    });
    expect(await checkAddress({ ...good, postcode: '9999' })).toEqual({
      ok: false,
      errors: { postcode: 'UNKNOWN_POSTCODE' },
    });
    expect(await checkAddress({ ...good, city: 'Bergen' })).toEqual({
      ok: false,
      errors: { city: 'CITY_MISMATCH' },
    });
  });
});
