// The address rule, one copy for both sides: the server
// checks POST /address/add, PUT /address/{id} and an order's full address with it, the PWA's address form checks
// what is typed with it before anything is sent. Problems are the field codes below; each side turns a code into
// text in the user's language. The postcode register is handed in (domain/postcodes.ts): null skips the checks
// that need it (the PWA before its copy of the register has loaded; the server always has one).
import * as v from 'valibot';
import type { AddressFields } from './checkout';
import { isValidEmail } from './email';
import { type CityOf, postcodePattern, sameCity } from './postcodes';

/** The field codes of an address (the server's account calls use the same names: server/lib/field-errors.ts). */
export const addressCodes = {
  required: 'REQUIRED',
  invalid: 'INVALID',
  tooLong: 'TOO_LONG',
  email: 'INVALID_EMAIL',
  phone: 'INVALID_PHONE',
  postcode: 'INVALID_POSTCODE',
  unknownPostcode: 'UNKNOWN_POSTCODE',
  cityMismatch: 'CITY_MISMATCH',
} as const;
export type AddressCode = (typeof addressCodes)[keyof typeof addressCodes];

export type AddressField = keyof AddressFields;
/** Field → code of its first problem. */
export type AddressProblems = Partial<Record<AddressField, AddressCode>>;

/** Most characters of each field (the postcode is exactly 4 digits). */
export const addressLimits = {
  firstName: 100,
  lastName: 100,
  company: 200,
  address1: 200,
  address2: 200,
  city: 100,
  email: 254,
  phone: 20,
} as const;

/** An address with nothing typed yet. */
export const emptyAddress: AddressFields = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  postcode: '',
  city: '',
  email: '',
  phone: '',
};

// Control characters have no place in a name, an address line or a label (they break mail headers and printed
// labels).
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A string (else `notString`, or valibot's own message when none is given), trimmed, at most `max` characters
 * (TOO_LONG), one line (INVALID).
 */
export const oneLine = (max: number, notString?: string) =>
  v.pipe(
    v.string(notString),
    v.trim(),
    v.maxLength(max, addressCodes.tooLong),
    v.check((value) => !controlCharacters.test(value), addressCodes.invalid),
  );

// A string (else REQUIRED when missing, INVALID otherwise), trimmed, at most `max` characters, one line.
const required = (max: number) => v.pipe(oneLine(max), v.nonEmpty(addressCodes.required));
/** May be left out or null: then empty. */
const optional = (max: number) => v.nullish(oneLine(max), '');

const fieldEntries = {
  firstName: required(addressLimits.firstName),
  lastName: required(addressLimits.lastName),
  company: optional(addressLimits.company),
  address1: required(addressLimits.address1),
  address2: optional(addressLimits.address2),
  city: optional(addressLimits.city),
  postcode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(addressCodes.required),
    v.regex(postcodePattern, addressCodes.postcode),
  ),
  email: v.pipe(
    required(addressLimits.email),
    v.check((value) => isValidEmail(value), addressCodes.email),
  ),
  phone: v.pipe(required(addressLimits.phone), v.regex(/^[0-9 +-]*$/, addressCodes.phone)),
};

// The register's checks on top of the fields: the postcode must be known (UNKNOWN_POSTCODE), a city given must be
// the postcode's (CITY_MISMATCH), and the city kept is the register's spelling, so every label names the place as
// Posten does. A city left empty is the register's.
type Place = { postcode: string; city: string };
const isKnown = (cityOf: CityOf | null) => (input: Pick<Place, 'postcode'>) =>
  cityOf === null || cityOf(input.postcode) !== undefined;
const cityFits = (cityOf: CityOf | null) => (input: Place) => {
  const registered = cityOf?.(input.postcode);
  return input.city === '' || registered === undefined || sameCity(input.city, registered);
};
const registerSpelling =
  (cityOf: CityOf | null) =>
  <T extends Place>(input: T): T => ({ ...input, city: cityOf?.(input.postcode) ?? input.city });

/** A full address as an order carries it (no id, no default flag). */
export const addressFieldsSchema = (cityOf: CityOf | null) =>
  v.pipe(
    v.object(fieldEntries),
    v.forward(v.partialCheck([['postcode']], isKnown(cityOf), addressCodes.unknownPostcode), ['postcode']),
    v.forward(v.partialCheck([['postcode'], ['city']], cityFits(cityOf), addressCodes.cityMismatch), [
      'city',
    ]),
    v.transform(registerSpelling(cityOf)),
  );

/** What POST /address/add and PUT /address/{id} take: the fields and `default` (false when left out). */
export const addressInputSchema = (cityOf: CityOf | null) =>
  v.pipe(
    v.object({ ...fieldEntries, default: v.nullish(v.boolean(), false) }),
    v.forward(v.partialCheck([['postcode']], isKnown(cityOf), addressCodes.unknownPostcode), ['postcode']),
    v.forward(v.partialCheck([['postcode'], ['city']], cityFits(cityOf), addressCodes.cityMismatch), [
      'city',
    ]),
    v.transform(registerSpelling(cityOf)),
  );

const knownCodes = new Set<string>(Object.values(addressCodes));

/** Field → its first code; a message that is no code is REQUIRED for a missing value, INVALID otherwise. */
export function addressProblemsOf(issues: readonly v.BaseIssue<unknown>[]): AddressProblems {
  const problems: Record<string, AddressCode> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue);
    if (!field) continue;
    problems[field] ??= knownCodes.has(issue.message)
      ? (issue.message as AddressCode)
      : issue.input === undefined
        ? addressCodes.required
        : addressCodes.invalid;
  }
  return problems as AddressProblems;
}

/** Checks an address as the server will: the cleaned address (trimmed, the register's city), or its problems. */
export function checkAddressFields(
  value: AddressFields,
  cityOf: CityOf | null,
): { ok: true; value: AddressFields } | { ok: false; problems: AddressProblems } {
  const parsed = v.safeParse(addressFieldsSchema(cityOf), value);
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, problems: addressProblemsOf(parsed.issues) };
}

/** A saved address of the signed-in user: GET /address and the answers of add and update. */
export type SavedAddress = AddressFields & { id: number; default: boolean };

/** A saved address as the API answers it (/api/address). */
export const SavedAddressSchema = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  company: v.string(),
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  postcode: v.string(),
  email: v.string(),
  phone: v.string(),
  default: v.boolean(),
}) satisfies v.GenericSchema<unknown, SavedAddress>;

/** GET /address: the user's addresses, oldest first. */
export const AddressListAnswer = v.object({
  data: v.object({ addressDetails: v.array(SavedAddressSchema) }),
});
/** GET /address/{id} and /address/default/address. */
export const AddressAnswer = v.object({ address: SavedAddressSchema });
/** POST /address/add and PUT /address/{id}: the saved address, the list's one item. */
export const SavedAddressAnswer = v.object({
  address: v.object({ addressDetails: v.pipe(v.array(SavedAddressSchema), v.minLength(1)) }),
});

/** The address as an order or the form takes it: without its id and default flag. */
export const fieldsOf = ({ id: _id, default: _default, ...fields }: SavedAddress): AddressFields => fields;
