// Request bodies of /auth: a failed schema is a 400 VALIDATION_ERROR (lib/validate.ts) whose `fields` name each
// wrong field's code (REQUIRED, INVALID_EMAIL, TOO_LONG, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON)
// and whose message is the first one's text in the caller's language. Bodies over 16 KB are refused before they are
// read.
import * as v from 'valibot';
import { limitBody } from '../../lib/body-limit';
import type { TextKey } from '../../lib/messages';
import { codes, validate } from '../../lib/validate';
import { passwordCodes } from '../../services/auth/password-policy';

const passwordTexts: Record<string, TextKey> = {
  [passwordCodes.tooShort]: 'passwordTooShort',
  [passwordCodes.tooLong]: 'passwordTooLong',
  [passwordCodes.tooCommon]: 'passwordTooCommon',
};

export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  validate('json', schema, { texts: passwordTexts });

export const smallBodies = limitBody(16 * 1024);

/** A code field: a string (empty or absent means not given). */
export const CodeField = v.optional(v.pipe(v.string(codes.required), v.maxLength(64, codes.tooLong)));
