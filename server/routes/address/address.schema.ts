// What POST /address/add and PUT /address/{id} take (spec §3 Address). Names, address lines, email and phone are
// required; company, address2 and city may be empty. The postcode is 4 digits the postcode register knows; a city
// left empty is the register's, one that is given must be the postcode's (ARCHITECTURE "Norwegian shop rules").
import * as v from 'valibot';
import { isValidEmail } from '../../../src/domain/email';
import { cityOf, sameCity } from '../../lib/postcodes';
import { fieldCodes, maxDbInt, oneLine } from '../user/field-errors';

// A string (else REQUIRED when missing, INVALID otherwise), trimmed, at most `max` characters, one line.
const required = (max: number) => v.pipe(oneLine(max), v.nonEmpty(fieldCodes.required));
/** May be left out or null: then empty. */
const optional = (max: number) => v.nullish(oneLine(max), '');

export const AddressInput = v.pipe(
  v.object({
    firstName: required(100),
    lastName: required(100),
    company: optional(200),
    address1: required(200),
    address2: optional(200),
    city: optional(100),
    postcode: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(fieldCodes.required),
      v.regex(/^\d{4}$/, fieldCodes.postcode),
    ),
    email: v.pipe(
      required(254),
      v.check((value) => isValidEmail(value), fieldCodes.email),
    ),
    phone: v.pipe(required(20), v.regex(/^[0-9 +-]*$/, fieldCodes.phone)),
    default: v.nullish(v.boolean(), false),
  }),
  v.forward(
    v.partialCheck(
      [['postcode']],
      (input) => cityOf(input.postcode) !== undefined,
      fieldCodes.unknownPostcode,
    ),
    ['postcode'],
  ),
  v.forward(
    v.partialCheck(
      [['postcode'], ['city']],
      (input) => {
        const registered = cityOf(input.postcode);
        return input.city === '' || registered === undefined || sameCity(input.city, registered);
      },
      fieldCodes.cityMismatch,
    ),
    ['city'],
  ),
  // The register's spelling, so every label names the place as Posten does.
  v.transform((input) => ({ ...input, city: cityOf(input.postcode) ?? input.city })),
);
export type AddressFields = v.InferOutput<typeof AddressInput>;

/** An address id from the path; anything that is no id of ours is an address that does not exist (404). */
export const addressId = (segment: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= maxDbInt ? id : null;
};
