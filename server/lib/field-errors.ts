// Field errors of the account calls (profile, garage, lists, addresses): 400 { error: 'VALIDATION_ERROR', message, fields } where
// `fields` maps each wrong field (dot path) to a code and `message` is the text of the first one, in the caller's
// language (the answer of lib/validate.ts, with the account calls' codes). Schemas name their codes as valibot messages.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import { addressCodes } from '../../src/domain/address';
import type { TextKey } from './messages';
import { codeText, issueCodes, validationError } from './validate';

export const fieldCodes = {
  // REQUIRED, INVALID, TOO_LONG, INVALID_EMAIL, INVALID_PHONE, INVALID_POSTCODE, UNKNOWN_POSTCODE, CITY_MISMATCH:
  // the address rule's codes, one copy shared with the PWA.
  ...addressCodes,
  image: 'INVALID_IMAGE',
  tooLarge: 'TOO_LARGE',
  unknownVehicle: 'UNKNOWN_VEHICLE',
  unknownArticle: 'UNKNOWN_ARTICLE',
  plate: 'INVALID_PLATE',
  vin: 'INVALID_VIN',
  tooMany: 'TOO_MANY',
  orgNumber: 'INVALID_ORG_NUMBER',
} as const;
export type FieldCode = (typeof fieldCodes)[keyof typeof fieldCodes];

const isCode = (message: string) => (Object.values(fieldCodes) as string[]).includes(message);

/** The largest id the database's integer columns hold. */
export const maxDbInt = 2_147_483_647;

/** One trimmed line of at most `max` characters: the address rule's building block, used by every account call. */
export { oneLine } from '../../src/domain/address';

/** The answer for wrong fields; `fallback` is the text when the first code is the generic INVALID. */
export function fieldError(
  c: Context,
  fields: Record<string, FieldCode>,
  fallback: TextKey = 'badRequest',
  status: ContentfulStatusCode = 400,
) {
  const first = Object.values(fields)[0] ?? fieldCodes.invalid;
  const key = codeText(first, { invalid: fallback });
  return validationError(c, fields, typeof key === 'string' ? key : fallback, status);
}

/** Field → its first code; a message that is no code is REQUIRED for a missing value, INVALID otherwise. */
export const issueFields = (issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldCode> =>
  issueCodes<FieldCode>(issues, isCode, (issue) =>
    issue.input === undefined ? fieldCodes.required : fieldCodes.invalid,
  );
