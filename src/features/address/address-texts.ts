// The words of the address form: each field's label and the text of a field's problem (the form's own check or
// the server's field code), in the user's language.
import { useLingui } from '@lingui/react/macro';
import { type AddressField, addressLimits } from '../../domain/address';
import type { CityOf } from '../../domain/postcodes';

export function useAddressLabels(): Record<AddressField, string> {
  const { t } = useLingui();
  return {
    firstName: t`First name`,
    lastName: t`Last name`,
    company: t`Company (optional)`,
    address1: t`Street address`,
    address2: t`Apartment, floor, c/o (optional)`,
    postcode: t`Postcode`,
    city: t`City`,
    email: t`Email address`,
    phone: t`Phone`,
  };
}

/** The text of a field's problem; `cityOf` names the postcode's city when the city does not match it. */
export function useAddressErrorText() {
  const { t } = useLingui();
  return (
    field: AddressField,
    code: string | undefined,
    postcode: string,
    cityOf: CityOf | null,
  ): string | undefined => {
    if (!code) return undefined;
    switch (code) {
      case 'REQUIRED':
        return {
          firstName: t`Please enter the first name`,
          lastName: t`Please enter the last name`,
          company: t`Please check this field`,
          address1: t`Please enter the street address`,
          address2: t`Please check this field`,
          postcode: t`Please enter the postcode`,
          city: t`Please enter the city`,
          email: t`Please enter your email address`,
          phone: t`Please enter a phone number`,
        }[field];
      case 'TOO_LONG': {
        const max = field === 'postcode' ? 4 : addressLimits[field];
        return t`Too long: at most ${max} characters`;
      }
      case 'INVALID_EMAIL':
        return t`Please enter a valid email address`;
      case 'INVALID_PHONE':
        return t`Please enter a phone number with digits, spaces, + and - only`;
      case 'INVALID_POSTCODE':
        return t`A postcode has 4 digits, for example 0150`;
      case 'UNKNOWN_POSTCODE':
        return t`There is no such postcode in Norway. Please check it.`;
      case 'CITY_MISMATCH': {
        const city = cityOf?.(postcode.trim());
        return city
          ? t`Postcode ${postcode} belongs to ${city}. Correct the city or the postcode.`
          : t`The city does not match the postcode.`;
      }
      default:
        return t`Please check this field`;
    }
  };
}
