// Sign-in, sign-up, sign-out and password recovery. Nothing here is queued: each
// call needs the network, and a failure is an ApiError (status 0, code NETWORK, when the server was not reached).
import * as v from 'valibot';
import { SuccessAnswer } from '../domain/answers';
import { ForgotAnswer, SessionAnswer, type User, UserAnswer } from '../domain/user';
import { request } from './client';

export type Session = { user: User; token: string };

export type LoginPayload = {
  email: string;
  password: string;
  /** The 6-digit code of the authenticator app, when two-factor sign-in is on. */
  twoFactorToken?: string;
  /** Or one of the user's backup codes. */
  backupCode?: string;
};

/** POST /auth/login → { user, token }; 401 TWO_FACTOR_REQUIRED when a code is needed and none was sent. */
export const login = (payload: LoginPayload): Promise<Session> =>
  request(SessionAnswer, '/auth/login', { method: 'POST', body: { ...payload } });

/** POST /auth/register → 201 { user, token }; 400 VALIDATION_ERROR with `fields` for a refused email or password. */
export const register = (payload: { email: string; password: string }): Promise<Session> =>
  request(SessionAnswer, '/auth/register', { method: 'POST', body: { ...payload } });

/**
 * POST /auth/logout with `token` (204 or { success }): the server ends every token of the session's version. The
 * device forgets the session first, so the token is passed in rather than read from storage.
 */
export async function logout(token: string): Promise<void> {
  await request(v.unknown(), '/auth/logout', { method: 'POST', auth: true, token });
}

/** POST /auth/forgot → { success, message }: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<string> {
  return (await request(ForgotAnswer, '/auth/forgot', { method: 'POST', body: { email } })).message;
}

/** POST /auth/reset/{token} → { success }; 400 RESET_TOKEN_INVALID for an unknown, used or expired link. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await request(SuccessAnswer, `/auth/reset/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
}

/** GET /user/me → the signed-in user (401 UNAUTHORIZED once the token is expired or revoked). */
export async function fetchMe(): Promise<User> {
  return (await request(UserAnswer, '/user/me', { auth: true })).user;
}
