// Input validation for routes: a failed valibot schema becomes a 400 in the caller's language.
import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { codes } from '../../src/domain/validation';
import { requestLocale } from './locale';
import { type TextKey, text } from './messages';

export { codes, emailAddress, requiredText } from '../../src/domain/validation';

const textForCode: Record<string, TextKey> = {
  [codes.required]: 'required',
  [codes.email]: 'invalidEmail',
  [codes.tooLong]: 'tooLong',
};

/**
 * Field (dot path) → the code of its first issue. Schemas name their codes as valibot messages; a message that is
 * no code in `known` becomes `otherwise(issue)`.
 */
export function issueCodes<C extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  known: (message: string) => boolean,
  otherwise: (issue: v.BaseIssue<unknown>) => C,
): Record<string, C> {
  const fields: Record<string, C> = {};
  for (const issue of issues) {
    fields[v.getDotPath(issue) ?? '_'] ??= known(issue.message) ? (issue.message as C) : otherwise(issue);
  }
  return fields;
}

/** 400 (or `status`) VALIDATION_ERROR: `fields` maps each wrong field to a code, `message` is `key`'s text. */
export const validationError = (
  c: Context,
  fields: Record<string, string>,
  key: TextKey,
  status: ContentfulStatusCode = 400,
) => c.json({ error: 'VALIDATION_ERROR', message: text(key, requestLocale(c)), fields }, status);

/**
 * A failure is a 400 VALIDATION_ERROR naming each wrong field's code (REQUIRED, INVALID_EMAIL, TOO_LONG, and the
 * codes of `moreTexts`; any other message counts as REQUIRED), with the first one's text as the message.
 */
export const validate = <T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
  moreTexts: Record<string, TextKey> = {},
) => {
  const textOf = { ...textForCode, ...moreTexts };
  const known = (message: string) => Object.hasOwn(textOf, message);
  return vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields = issueCodes(result.issues, known, () => codes.required);
    const first = Object.values(fields)[0] ?? codes.required;
    return validationError(c, fields, textOf[first] ?? 'required');
  });
};

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
