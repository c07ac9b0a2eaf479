// The one input validator of every route. A failed valibot schema answers the one error contract: 400
// { error, message, fields } where `fields` maps each wrong field (dot path) to a code and `message` is a text in the
// caller's language. The same middleware puts the schema into the API document (GET /api/openapi.json).
import type { Context, ValidationTargets } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import { codes } from '../../src/domain/validation';
import { requestLocale, type Text } from './locale';
import { type TextKey, text } from './messages';
import { schemaOptions } from './openapi/schema-options';

export { codes, emailAddress, requiredText } from '../../src/domain/validation';

/** Every field code a schema may name as its message, with its text. */
const codeTexts: Record<string, TextKey> = {
  REQUIRED: 'required',
  INVALID: 'badRequest',
  TOO_LONG: 'tooLong',
  INVALID_EMAIL: 'invalidEmail',
  INVALID_PHONE: 'phoneInvalid',
  INVALID_POSTCODE: 'postcodeInvalid',
  UNKNOWN_POSTCODE: 'postcodeUnknown',
  CITY_MISMATCH: 'cityMismatch',
  INVALID_IMAGE: 'avatarInvalid',
  TOO_LARGE: 'avatarInvalid',
  UNKNOWN_VEHICLE: 'vehicleNotFound',
  UNKNOWN_ARTICLE: 'articleUnknown',
  INVALID_PLATE: 'plateInvalid',
  INVALID_VIN: 'invalidVin',
  TOO_MANY: 'garageTooMany',
  INVALID_ORG_NUMBER: 'orgNumberInvalid',
};

/** How a call names its input problems; every call answers the same shape. */
export type InputRules = {
  /** VALIDATION_ERROR for the fields of a form (the default), BAD_REQUEST for input no person types. */
  error?: 'VALIDATION_ERROR' | 'BAD_REQUEST';
  /** The text of INVALID, the code of a value of the wrong kind. */
  invalid?: TextKey;
  /** The call's own codes with their texts. */
  texts?: Record<string, TextKey | Text>;
  /** One text for any failure, instead of the first wrong field's. */
  message?: TextKey;
};

/** Input no person types (catalogue queries, paths, ids): any failure is BAD_REQUEST with the general text. */
export const machineInput: InputRules = { error: 'BAD_REQUEST', message: 'badRequest' };

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

/** The text of `code` under `rules`. */
export function codeText(code: string, rules: InputRules = {}): TextKey | Text {
  const own = rules.texts?.[code];
  if (own) return own;
  if (code === 'INVALID') return rules.invalid ?? 'badRequest';
  return codeTexts[code] ?? rules.invalid ?? 'badRequest';
}

/** The answer to input that failed its schema: each field's first code; a message that is no code is REQUIRED for
 * a missing value and INVALID for any other. */
export function inputError(c: Context, issues: readonly v.BaseIssue<unknown>[], rules: InputRules = {}) {
  const known = (message: string) =>
    Object.hasOwn(codeTexts, message) || Object.hasOwn(rules.texts ?? {}, message);
  const fields = issueCodes(issues, known, (issue) =>
    issue.input === undefined ? codes.required : 'INVALID',
  );
  const first = Object.values(fields)[0] ?? 'INVALID';
  const shown = rules.message ?? codeText(first, rules);
  const locale = requestLocale(c);
  const message = typeof shown === 'string' ? text(shown, locale) : shown[locale];
  return c.json({ error: rules.error ?? 'VALIDATION_ERROR', message, fields }, 400);
}

/**
 * The dot path of the first text holding a NUL character in valid input, or null. PostgreSQL stores no NUL in text
 * (it fails the query), and no field of the shop has a use for one: such input is refused here, for every call.
 */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** An INVALID issue at `path`, as valibot would name it. */
function nulIssue(path: string): v.BaseIssue<unknown> {
  const item = (key: string) => ({ type: 'object', origin: 'value', input: {}, key, value: '' }) as const;
  const [first = '_', ...rest] = path.split('.');
  return {
    kind: 'validation',
    type: 'check',
    input: '',
    expected: null,
    received: 'NUL',
    message: 'INVALID',
    path: [item(first), ...rest.map(item)],
  };
}

/** A request part checked by `schema`; its input type is what the API document shows. */
export const validate = <T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
  rules: InputRules = {},
) =>
  validator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return inputError(c, result.error as readonly v.BaseIssue<unknown>[], rules);
      const nul = nulField(result.data);
      if (nul !== null) return inputError(c, [nulIssue(nul)], rules);
    },
    schemaOptions('input'),
  );
