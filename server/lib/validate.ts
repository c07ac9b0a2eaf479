// Input validation for routes: a failed valibot schema becomes a 400 in the caller's language.
import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { codes, type FieldCode, fieldCodes } from '../../src/domain/validation';
import { requestLocale } from './locale';
import { type TextKey, text } from './messages';

export { codes, emailAddress, requiredText } from '../../src/domain/validation';

const textForCode: Record<FieldCode, TextKey> = {
  [codes.required]: 'required',
  [codes.email]: 'invalidEmail',
  [codes.tooLong]: 'tooLong',
};

export const validate = <T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
) =>
  vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields = fieldCodes(result.issues);
    const first = Object.values(fields)[0] ?? codes.required;
    return c.json(
      { error: 'VALIDATION_ERROR', message: text(textForCode[first], requestLocale(c)), fields },
      400,
    );
  });

/** Query strings and bodies of the catalogue: any failure is one 400 naming the fields that were wrong. */
export const validateInput = <T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
) =>
  vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields = Object.fromEntries(
      result.issues.map((issue) => [v.getDotPath(issue) ?? '_', issue.message]),
    );
    return c.json({ error: 'BAD_REQUEST', message: text('badRequest', requestLocale(c)), fields }, 400);
  });
