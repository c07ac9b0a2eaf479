// Valibot building blocks shared by the client forms and the server routes. Messages are codes;
// each side turns a code into text in the user's language.
import * as v from 'valibot';

/** A control character (C0 or DEL): no text a person types in one line holds one, and PostgreSQL stores no NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
export const controlCharacter = /[\u0000-\u001f\u007f]/;

export const codes = { required: 'REQUIRED', email: 'INVALID_EMAIL', tooLong: 'TOO_LONG' } as const;
export type FieldCode = (typeof codes)[keyof typeof codes];

export const requiredText = (max: number) =>
  v.pipe(v.string(codes.required), v.trim(), v.nonEmpty(codes.required), v.maxLength(max, codes.tooLong));

export const emailAddress = v.pipe(
  v.string(codes.email),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(codes.required),
  v.maxLength(254, codes.email),
  v.email(codes.email),
);

/** Field → first code; unknown messages (e.g. a missing key) count as REQUIRED. */
export function fieldCodes(issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldCode> {
  const known = new Set<string>(Object.values(codes));
  const fields: Record<string, FieldCode> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '_';
    fields[path] ??= known.has(issue.message) ? (issue.message as FieldCode) : codes.required;
  }
  return fields;
}
