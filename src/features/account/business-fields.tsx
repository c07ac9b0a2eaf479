// The profile's business part: private or business account, and for a business its company name, organisation
// number and invoice address. Checked here with the same rule as the server (domain/business.ts); the server's field
// codes come back to the same fields.
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/text-field';
import type { AddressField } from '../../domain/address';
import { type BusinessField, type BusinessForm, checkBusiness, companyNameMax } from '../../domain/business';
import type { CityOf } from '../../domain/postcodes';
import { useAddressErrorText, useAddressLabels } from '../address/address-texts';

export type AccountType = 'private' | 'business';
export type BusinessValues = BusinessForm & { accountType: AccountType };

/** The business fields' problems; none for a private account. */
export const checkBusinessValues = (values: BusinessValues, cityOf: CityOf | null) =>
  values.accountType === 'business' ? checkBusiness(values, cityOf) : {};

const addressFieldOf: Partial<Record<BusinessField, AddressField>> = {
  invoiceAddress1: 'address1',
  invoiceAddress2: 'address2',
  invoicePostcode: 'postcode',
  invoiceCity: 'city',
};

export function BusinessFields({
  values,
  problems,
  set,
  setType,
  cityOf,
}: {
  values: BusinessValues;
  problems: Partial<Record<BusinessField, string>>;
  set: (field: BusinessField) => (value: string) => void;
  setType: (type: AccountType) => void;
  cityOf: CityOf | null;
}) {
  const { t } = useLingui();
  const labels = useAddressLabels();
  const addressError = useAddressErrorText();
  const errorOf = (field: BusinessField): string | undefined => {
    const code = problems[field];
    if (!code) return undefined;
    const addressField = addressFieldOf[field];
    if (addressField) return addressError(addressField, code, values.invoicePostcode, cityOf);
    if (code === 'INVALID_ORG_NUMBER')
      return t`Please enter a valid organisation number: 9 digits, like 923 609 016`;
    if (code === 'REQUIRED') {
      return field === 'companyName'
        ? t`Please enter the company name`
        : t`Please enter the organisation number`;
    }
    if (code === 'TOO_LONG') {
      const max = companyNameMax;
      return t`Too long: at most ${max} characters`;
    }
    return t`Please check this field`;
  };
  const field = (
    name: BusinessField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={set(name)}
      error={errorOf(name)}
      {...extra}
    />
  );
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-4 border-t border-gray-200 pt-5"
      data-testid="business-fields"
    >
      <legend className="mb-2 text-base font-semibold text-ink">
        <Trans>Account type</Trans>
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['private', 'business'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2 text-ink">
            <input
              type="radio"
              name="accountType"
              value={type}
              checked={values.accountType === type}
              onChange={() => setType(type)}
            />
            {type === 'private' ? (
              <Trans>Private customer</Trans>
            ) : (
              <Trans>Business (prices shown ex. VAT)</Trans>
            )}
          </label>
        ))}
      </div>
      {values.accountType === 'business' && (
        <div className="grid gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
          {field('companyName', t`Company name`, { autoComplete: 'organization' })}
          {field('orgNumber', t`Organisation number`, {
            dir: 'ltr',
            inputMode: 'numeric',
            spellCheck: false,
          })}
          {field('invoiceAddress1', t`Invoice address`, {
            autoComplete: 'billing address-line1',
            spellCheck: false,
          })}
          {field('invoiceAddress2', labels.address2, {
            autoComplete: 'billing address-line2',
            spellCheck: false,
          })}
          {field('invoicePostcode', labels.postcode, {
            autoComplete: 'billing postal-code',
            dir: 'ltr',
            inputMode: 'numeric',
          })}
          {field('invoiceCity', labels.city, { autoComplete: 'billing address-level2' })}
        </div>
      )}
    </fieldset>
  );
}
