// Checks an address the way the server will (src/domain/address.ts), with the postcode register when it can be had.
import { checkAddressFields } from '../../domain/address';
import type { AddressFields } from '../../domain/checkout';
import type { AddressErrors } from './address-fieldset';
import { loadCityOf } from './postcode-register';

/** The cleaned address (trimmed, the register's city), or each wrong field's code. */
export async function checkAddress(
  value: AddressFields,
): Promise<{ ok: true; value: AddressFields } | { ok: false; errors: AddressErrors }> {
  // Without the register (its chunk could not load) the server checks the postcode and city instead.
  const cityOf = await loadCityOf().catch(() => null);
  const checked = checkAddressFields(value, cityOf);
  return checked.ok ? checked : { ok: false, errors: checked.problems };
}

const fields: readonly (keyof AddressFields)[] = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'postcode',
  'city',
  'email',
  'phone',
];

/**
 * A server's field errors (400 `fields`, ApiError.fields) as the form's: its address fields; `prefix` for an address
 * inside a larger body (`shippingAddress.`).
 */
export function addressErrorsOf(serverFields: Record<string, string>, prefix = ''): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of fields) {
    const code = serverFields[`${prefix}${field}`];
    if (code) errors[field] = code;
  }
  return errors;
}
