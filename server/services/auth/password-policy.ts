// What a new password must be (OWASP ASVS 5.0 V6.2): 8–128 characters of any kind, not among the 10,000 most
// common passwords, and not just the shop's own words with digits around them. Passwords are checked exactly as
// typed (no trimming, no case change); only the common-password comparison ignores case.
import { dictionary } from '@zxcvbn-ts/language-common';
import * as v from 'valibot';
import { passwordMaxLength, passwordMinLength } from '../../../src/domain/user';
import { codes } from '../../lib/validate';

export const passwordCodes = {
  tooShort: 'PASSWORD_TOO_SHORT',
  tooLong: 'PASSWORD_TOO_LONG',
  tooCommon: 'PASSWORD_TOO_COMMON',
} as const;

/** How many of the list's passwords (ordered by frequency) are refused. */
export const commonPasswordCount = 10_000;

let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).slice(0, commonPasswordCount).map((p) => p.toLowerCase()),
  );
  return common;
};

/** The shop's own words (ASVS 5.0 6.1.2): a password that is only these, digits and signs is refused. */
export const contextWords = ['bildeler', 'bildel', 'bil', 'deler', 'passord', 'password', 'admin', 'norge'];

const characters = (text: string) => [...text].length;

export function isTooCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  let rest = lower;
  for (const word of contextWords) rest = rest.replaceAll(word, '');
  return rest.replace(/[\d\p{P}\p{S}\s]/gu, '').length === 0 && rest.length < 8;
}

/** NewPassword's rules for a password given in the environment (ADMIN_PASSWORD), each with the start's message. */
export const adminPasswordRules = [
  v.check(
    (p: string) => characters(p) >= passwordMinLength && characters(p) <= passwordMaxLength,
    `must have ${passwordMinLength}–${passwordMaxLength} characters`,
  ),
  v.check(
    (p: string) => !isTooCommon(p),
    `is one of the ${commonPasswordCount.toLocaleString('en')} most common passwords, or only the shop's own words (${contextWords.join(', ')}) with digits and signs; choose another, for example a sentence of several words`,
  ),
] as const;

/** A password being chosen: at sign-up, change and reset. Lengths count characters, not UTF-16 units. */
export const NewPassword = v.pipe(
  v.string(codes.required),
  v.nonEmpty(codes.required),
  v.check((p) => characters(p) >= passwordMinLength, passwordCodes.tooShort),
  v.check((p) => characters(p) <= passwordMaxLength, passwordCodes.tooLong),
  v.check((p) => !isTooCommon(p), passwordCodes.tooCommon),
);

/** A password being checked (sign-in, the current one at a change): any non-empty text, bounded. */
export const GivenPassword = v.pipe(
  v.string(codes.required),
  v.nonEmpty(codes.required),
  v.maxLength(1024, codes.tooLong),
);
