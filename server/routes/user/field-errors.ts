// Field errors of the account calls (profile, garage, addresses): 400 { error: 'VALIDATION_ERROR', message, fields } where
// `fields` maps each wrong field (dot path) to a code and `message` is the text of the first one, in the caller's
// language (the answer of lib/validate.ts, with the account calls' codes). Schemas name their codes as valibot messages.
import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { TextKey } from '../../lib/messages';
import { issueCodes, validationError } from '../../lib/validate';

export const fieldCodes = {
  required: 'REQUIRED',
  invalid: 'INVALID',
  tooLong: 'TOO_LONG',
  phone: 'INVALID_PHONE',
  image: 'INVALID_IMAGE',
  tooLarge: 'TOO_LARGE',
  unknownVehicle: 'UNKNOWN_VEHICLE',
  plate: 'INVALID_PLATE',
  vin: 'INVALID_VIN',
  tooMany: 'TOO_MANY',
  email: 'INVALID_EMAIL',
  postcode: 'INVALID_POSTCODE',
  unknownPostcode: 'UNKNOWN_POSTCODE',
  cityMismatch: 'CITY_MISMATCH',
} as const;
export type FieldCode = (typeof fieldCodes)[keyof typeof fieldCodes];

const textOf: Record<FieldCode, TextKey> = {
  REQUIRED: 'required',
  INVALID: 'badRequest',
  TOO_LONG: 'tooLong',
  INVALID_PHONE: 'phoneInvalid',
  INVALID_IMAGE: 'avatarInvalid',
  TOO_LARGE: 'avatarInvalid',
  UNKNOWN_VEHICLE: 'vehicleNotFound',
  INVALID_PLATE: 'plateInvalid',
  INVALID_VIN: 'invalidVin',
  TOO_MANY: 'garageTooMany',
  INVALID_EMAIL: 'invalidEmail',
  INVALID_POSTCODE: 'postcodeInvalid',
  UNKNOWN_POSTCODE: 'postcodeUnknown',
  CITY_MISMATCH: 'cityMismatch',
};
const isCode = (message: string) => Object.hasOwn(textOf, message);

/** The largest id the database's integer columns hold. */
export const maxDbInt = 2_147_483_647;

// Control characters have no place in a name, an address line or a label (they break mail headers and printed
// labels).
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A string (else `notString`, or valibot's own message when none is given), trimmed, at most `max` characters
 * (TOO_LONG), one line (INVALID).
 */
export const oneLine = (max: number, notString?: FieldCode) =>
  v.pipe(
    v.string(notString),
    v.trim(),
    v.maxLength(max, fieldCodes.tooLong),
    v.check((value) => !controlCharacters.test(value), fieldCodes.invalid),
  );

/** The answer for wrong fields; `fallback` is the text when the first code is the generic INVALID. */
export function fieldError(
  c: Context,
  fields: Record<string, FieldCode>,
  fallback: TextKey = 'badRequest',
  status: ContentfulStatusCode = 400,
) {
  const first = Object.values(fields)[0] ?? fieldCodes.invalid;
  return validationError(c, fields, first === fieldCodes.invalid ? fallback : textOf[first], status);
}

/** Field → its first code; a message that is no code is REQUIRED for a missing value, INVALID otherwise. */
export const issueFields = (issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldCode> =>
  issueCodes<FieldCode>(issues, isCode, (issue) =>
    issue.input === undefined ? fieldCodes.required : fieldCodes.invalid,
  );

/** Validates a request part; a failure is the field error above. */
export const validateFields = <T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
  fallback: TextKey,
) =>
  vValidator(target, schema, (result, c) => {
    if (!result.success) return fieldError(c, issueFields(result.issues), fallback);
  });
