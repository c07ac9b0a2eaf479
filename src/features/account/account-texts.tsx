// The words of the sign-in, sign-up and password forms: a field problem (the form's own check or the server's
// field code) and a failed call, in the user's language.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldProblem } from '../../domain/session';
import { passwordMaxLength, passwordMinLength } from '../../domain/user';

export type FormField = 'email' | 'password' | 'confirm' | 'code';

/** A failed call as the forms see it (the session or submit machine's copy of an ApiError). */
export type Failure = { code: string; message: string; retryAfter?: number | null };

/** The text of a field problem; `fallback`: the server's message for a code this app does not know. */
export function useFieldText() {
  const { t } = useLingui();
  return (
    field: FormField,
    code: FieldProblem | string | undefined,
    fallback?: string,
  ): string | undefined => {
    if (!code) return undefined;
    switch (code) {
      case 'REQUIRED':
        return {
          email: t`Please enter your email address`,
          password: t`Please enter your password`,
          confirm: t`Please type the password again`,
          code: t`Please enter the code`,
        }[field];
      case 'INVALID_EMAIL':
        return t`Please enter a valid email address`;
      case 'PASSWORD_TOO_SHORT':
        return t`The password must have at least ${passwordMinLength} characters.`;
      case 'PASSWORD_TOO_LONG':
      case 'TOO_LONG':
        return field === 'email'
          ? t`Please enter a valid email address`
          : t`The password can have at most ${passwordMaxLength} characters.`;
      case 'PASSWORD_TOO_COMMON':
        return t`This password is too common. Choose another one, for example a sentence of several words.`;
      case 'PASSWORDS_DIFFER':
        return t`The passwords are not the same.`;
      case 'CODE_INVALID':
        return t`The code from the app has 6 digits.`;
      default:
        return fallback || t`Please check this field`;
    }
  };
}

export type FailureStep = 'signIn' | 'signUp' | 'code' | 'forgot' | 'reset';

/** Whole minutes to wait after a 429, at least one. */
const minutesOf = (failure: Failure) => {
  const seconds = failure.retryAfter ?? null;
  return seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));
};

/** What a failed sign-in, sign-up, code, forgot or reset call says (docs/decisions.md "The product's exact texts"). */
export function FailureText({ step, failure }: { step: FailureStep; failure: Failure }): ReactNode {
  const { t } = useLingui();
  const minutes = minutesOf(failure);
  if (failure.code === 'TOO_MANY_REQUESTS' && minutes !== null) {
    return (
      <Plural
        value={minutes}
        one="Too many attempts, try again in # minute"
        other="Too many attempts, try again in # minutes"
      />
    );
  }
  if (failure.code === 'NETWORK') {
    return {
      signIn: t`Sign-in failed: Network error or server not reachable`,
      code: t`Sign-in failed: Network error or server not reachable`,
      signUp: t`Sign-up failed: Network error or server not reachable`,
      forgot: t`Forgot password failed: Network error or server not reachable`,
      reset: t`Reset password failed: Network error or server not reachable`,
    }[step];
  }
  const message = failure.code === 'UNKNOWN' || failure.code === 'BAD_RESPONSE' ? '' : failure.message;
  switch (step) {
    case 'signIn':
    case 'code':
      return message || t`Unknown error`;
    case 'signUp':
      return message ? t`Sign-up failed: ${message}` : t`Unknown error`;
    case 'forgot':
      return message ? t`Forgot password failed: ${message}` : t`Failed to send reset email`;
    case 'reset':
      return message ? t`Reset password failed: ${message}` : t`Failed to reset password`;
  }
}

/** The box a form's failure shows in, announced as it appears. */
export function FailureBox({ step, failure }: { step: FailureStep; failure: Failure }) {
  return (
    <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <FailureText step={step} failure={failure} />
    </p>
  );
}

/** A form that needs the network says so instead of queueing anything. */
export function NetworkNeeded() {
  return (
    <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Trans>
        You are offline. Signing in and changing passwords need the network: connect and try again.
      </Trans>
    </p>
  );
}

export function SessionEndedNotice() {
  return (
    <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Trans>Your session has ended. Please sign in again.</Trans>
    </p>
  );
}
