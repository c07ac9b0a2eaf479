import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { TextField } from '../../components/text-field';
import type { AddressField } from '../../domain/address';
import type { AddressFields } from '../../domain/checkout';
import { sameCity } from '../../domain/postcodes';
import { useAddressErrorText, useAddressLabels } from './address-texts';
import { useCityOf } from './postcode-register';

/** Field → its problem's code (the form's own check, or the server's field code). */
export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

type Props = {
  value: AddressFields;
  onChange: (next: AddressFields) => void;
  errors: AddressErrors;
  /** Makes the inputs' ids (`<idPrefix>-postcode`), so two addresses can share a page. */
  idPrefix: string;
  disabled?: boolean;
  legend?: string;
};

const autoComplete: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  postcode: 'postal-code',
  city: 'address-level2',
  email: 'email',
  phone: 'tel',
};

/**
 * The address fields of src/domain/address.ts, shared by the address pages and the checkout. Typing a postcode the
 * register knows fills in its city (the register loads lazily when the fields first show); a city filled in that
 * way goes again when the postcode changes to one the register does not know. Each field shows its problem in
 * the user's language and is read with it.
 */
export function AddressFieldset({ value, onChange, errors, idPrefix, disabled, legend }: Props) {
  const { t } = useLingui();
  const labels = useAddressLabels();
  const errorText = useAddressErrorText();
  const cityOf = useCityOf();
  // The city this form filled in itself, so it can take it back; one the user typed is theirs.
  const filled = useRef<string | null>(null);

  const withCityOf = (next: AddressFields): AddressFields => {
    const registered = cityOf?.(next.postcode);
    if (registered) {
      if (sameCity(next.city, registered)) return next;
      filled.current = registered;
      return { ...next, city: registered };
    }
    if (filled.current !== null && next.city === filled.current) {
      filled.current = null;
      return { ...next, city: '' };
    }
    return next;
  };

  // A postcode typed before the register had loaded: its city once it has.
  const pending = cityOf && value.city === '' ? cityOf(value.postcode) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the register's arrival fills in a city here
  useEffect(() => {
    if (pending) onChange(withCityOf(value));
  }, [pending]);

  const change = (field: AddressField) => (text: string) => {
    if (field === 'postcode') onChange(withCityOf({ ...value, postcode: text.replace(/\s/g, '') }));
    else {
      if (field === 'city') filled.current = null;
      onChange({ ...value, [field]: text });
    }
  };

  const field = (name: AddressField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={labels[name]}
      autoComplete={autoComplete[name]}
      spellCheck={false}
      value={value[name]}
      onChange={change(name)}
      error={errorText(name, errors[name], value.postcode, cityOf)}
      {...extra}
    />
  );

  return (
    <fieldset disabled={disabled} className="min-w-0" data-testid={`${idPrefix}-address`}>
      {legend && <legend className="mb-3 text-base font-semibold text-ink">{legend}</legend>}
      <div className="grid gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
        {field('firstName')}
        {field('lastName')}
        <div className="sm:col-span-2">{field('company')}</div>
        <div className="sm:col-span-2">{field('address1')}</div>
        <div className="sm:col-span-2">{field('address2')}</div>
        {/* Side by side from a small tablet up, each wide enough for its message. */}
        {field('postcode', { inputMode: 'numeric', dir: 'ltr' })}
        {field('city')}
        {field('email', { type: 'email', inputMode: 'email', dir: 'ltr' })}
        {field('phone', { type: 'tel', inputMode: 'tel', dir: 'ltr' })}
      </div>
      <p className="sr-only" aria-live="polite">
        {filled.current && filled.current === value.city
          ? t`City filled in from the postcode: ${value.city}`
          : ''}
      </p>
    </fieldset>
  );
}
