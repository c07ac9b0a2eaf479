// Rules of signing in and up that the forms check before anything is sent, and where a signed-in user lands.
// Field problems are codes; each form turns a code into text in the user's language.
import { isValidEmail } from './email';
import { passwordMaxLength, passwordMinLength, totpCodePattern, type User } from './user';

export type FieldProblem =
  | 'REQUIRED'
  | 'INVALID_EMAIL'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORDS_DIFFER'
  | 'CODE_INVALID';

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

const emailProblem = (email: string): FieldProblem | undefined => {
  if (email.trim() === '') return 'REQUIRED';
  return isValidEmail(email) ? undefined : 'INVALID_EMAIL';
};

const newPasswordProblem = (password: string): FieldProblem | undefined => {
  if (password === '') return 'REQUIRED';
  if (password.length < passwordMinLength) return 'PASSWORD_TOO_SHORT';
  return password.length > passwordMaxLength ? 'PASSWORD_TOO_LONG' : undefined;
};

const clean = <F extends string>(problems: Record<F, FieldProblem | undefined>): Problems<F> =>
  Object.fromEntries(Object.entries(problems).filter(([, code]) => code !== undefined)) as Problems<F>;

/** The sign-in form: email required and valid; password required (its rules are the server's to apply). */
export const checkSignIn = (form: { email: string; password: string }) =>
  clean({ email: emailProblem(form.email), password: form.password === '' ? 'REQUIRED' : undefined });

/** Sign-up: a valid email, and a password of 8–128 characters (the server also refuses common passwords). */
export const checkSignUp = (form: { email: string; password: string }) =>
  clean({ email: emailProblem(form.email), password: newPasswordProblem(form.password) });

export const checkForgot = (form: { email: string }) => clean({ email: emailProblem(form.email) });

/** A new password, typed twice. */
export const checkNewPassword = (form: { password: string; confirm: string }) =>
  clean({
    password: newPasswordProblem(form.password),
    confirm:
      form.confirm === '' ? 'REQUIRED' : form.confirm !== form.password ? 'PASSWORDS_DIFFER' : undefined,
  });

export type CodeKind = 'totp' | 'backup';

/** What is sent of a typed code: spaces and dashes dropped, a backup code in capitals. */
export const normaliseCode = (kind: CodeKind, code: string) => {
  const bare = code.replace(/[\s-]/g, '');
  return kind === 'backup' ? bare.toUpperCase() : bare;
};

/** A TOTP code is 6 digits; a backup code is left to the server, once it is not empty. */
export const checkCode = (form: { kind: CodeKind; code: string }) => {
  const code = normaliseCode(form.kind, form.code);
  if (code === '') return clean({ code: 'REQUIRED' });
  return clean({ code: form.kind === 'totp' && !totpCodePattern.test(code) ? 'CODE_INVALID' : undefined });
};

export const adminHome = '/admin/dashboard';
export const accountHome = '/account/dashboard';
export const loginPath = '/account/login';
export const twoFactorPath = '/account/two-factor';

/** Who may use the admin area: an ADMIN with two-factor sign-in on (the server refuses the others too). */
export const mayUseAdminArea = (user: Pick<User, 'role' | 'twoFactorEnabled'>) =>
  user.role === 'ADMIN' && user.twoFactorEnabled;

/** Pages a signed-in user is never sent back to. */
const signedOutPages = [
  '/account/login',
  '/account/register',
  '/account/forgot-password',
  '/account/reset-password',
];

/**
 * A return path from a query string, or null when it could lead elsewhere: only a path on this site (one leading
 * slash, no backslash), never back to a sign-in page.
 */
export function safeReturnTo(returnTo: string | null | undefined): string | null {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return null;
  const path = returnTo.split(/[?#]/)[0] ?? '';
  if (signedOutPages.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return returnTo;
}

/**
 * An ADMIN lands on the admin dashboard, or first on the two-factor page while two-factor sign-in is off (the admin
 * area needs it); anyone else on the return path, or the account dashboard (docs/decisions.md "Page guards in the
 * route table").
 */
export const landingPath = (
  user: Pick<User, 'role' | 'twoFactorEnabled'>,
  returnTo: string | null | undefined,
): string => {
  if (user.role !== 'ADMIN') return safeReturnTo(returnTo) ?? accountHome;
  return user.twoFactorEnabled ? adminHome : twoFactorPath;
};

/** The sign-in page that brings the user back to `path` afterwards. */
export const loginPathFor = (path: string) =>
  safeReturnTo(path) ? `${loginPath}?returnTo=${encodeURIComponent(path)}` : loginPath;

/** Who may open a page (the route table's `guard`). */
export type PageGuard = 'user' | 'admin';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'login'; to: string }
  | { kind: 'refused' }
  | { kind: 'two-factor' };

/**
 * Without a user: sign in first, then back here. An admin page for anyone but an ADMIN: refused; for an ADMIN
 * without two-factor sign-in: turn it on first.
 */
export function guardOutcome(
  guard: PageGuard | undefined,
  user: Pick<User, 'role' | 'twoFactorEnabled'> | null,
  path: string,
): GuardOutcome {
  if (!guard) return { kind: 'allow' };
  if (!user) return { kind: 'login', to: loginPathFor(path) };
  if (guard === 'admin' && user.role !== 'ADMIN') return { kind: 'refused' };
  if (guard === 'admin' && !mayUseAdminArea(user)) return { kind: 'two-factor' };
  return { kind: 'allow' };
}
