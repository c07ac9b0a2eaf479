// Request bodies of /auth: a failed schema is a 400 VALIDATION_ERROR whose `fields` name each wrong field's code
// (REQUIRED, INVALID_EMAIL, TOO_LONG, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON) and whose message
// is the first one's text in the caller's language. Bodies over 16 KB are refused before they are read.
import { vValidator } from '@hono/valibot-validator';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { apiError } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { type TextKey, text } from '../../lib/messages';
import { codes } from '../../lib/validate';
import { passwordCodes } from '../../services/auth/password-policy';

const textOf: Record<string, TextKey> = {
  [codes.required]: 'required',
  [codes.email]: 'invalidEmail',
  [codes.tooLong]: 'tooLong',
  [passwordCodes.tooShort]: 'passwordTooShort',
  [passwordCodes.tooLong]: 'passwordTooLong',
  [passwordCodes.tooCommon]: 'passwordTooCommon',
};

export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  vValidator('json', schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '_';
      fields[path] ??= Object.hasOwn(textOf, issue.message) ? issue.message : codes.required;
    }
    const first = Object.values(fields)[0] ?? codes.required;
    return c.json(
      { error: 'VALIDATION_ERROR', message: text(textOf[first] ?? 'required', requestLocale(c)), fields },
      400,
    );
  });

export const smallBodies = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'tooLong'),
});

/** A code field: a string (empty or absent means not given). */
export const CodeField = v.optional(v.pipe(v.string(codes.required), v.maxLength(64, codes.tooLong)));
