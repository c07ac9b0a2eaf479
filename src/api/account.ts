// The signed-in user's own account: profile, password and two-factor settings.
// None of these is queued: each needs the network (the page says so offline) and fails with ApiError (status 0,
// code NETWORK, when the server was not reached). Calls that change the password or two-factor settings answer
// with a fresh token; older tokens stop working, so the caller must keep the new one.
import type { BusinessForm } from '../domain/business';
import {
  BackupCodesAnswer,
  type SecondFactor,
  TwoFactorEnabledAnswer,
  type TwoFactorSetup,
  TwoFactorSetupAnswer,
} from '../domain/two-factor';
import { NewTokenAnswer, type User, UserAnswer } from '../domain/user';
import { request } from './client';

export type ProfileInput = {
  firstName: string;
  lastName: string;
  phone: string;
  avatar?: Blob | null;
  /** Left out: the account stays as it is; `business` sends the company's fields too. */
  accountType?: 'private' | 'business';
  business?: BusinessForm;
};

/** PUT /user/ as multipart (firstName, lastName, phone, avatar, accountType and the company's fields) → the user. */
export async function updateProfile(input: ProfileInput): Promise<User> {
  const form = new FormData();
  form.set('firstName', input.firstName);
  form.set('lastName', input.lastName);
  form.set('phone', input.phone);
  if (input.avatar) form.set('avatar', input.avatar);
  if (input.accountType) form.set('accountType', input.accountType);
  if (input.accountType === 'business' && input.business) {
    for (const [field, value] of Object.entries(input.business)) form.set(field, value);
  }
  return (await request(UserAnswer, '/user/', { method: 'PUT', body: form, auth: true })).user;
}

/** POST /auth/update-password → the new session token. */
export async function updatePassword(oldPassword: string, newPassword: string): Promise<string> {
  const answer = await request(NewTokenAnswer, '/auth/update-password', {
    method: 'POST',
    body: { oldPassword, newPassword },
    auth: true,
  });
  return answer.token;
}

/** POST /auth/2fa/setup → data: a new secret, waiting to be confirmed with a code. */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return (await request(TwoFactorSetupAnswer, '/auth/2fa/setup', { method: 'POST', body: {}, auth: true }))
    .data;
}

/**
 * POST /auth/2fa/enable with the app's code and the account's password → the ten backup codes (shown once) and the
 * new token. A wrong password is 400 PASSWORD_WRONG with `fields.password`.
 */
export async function enableTwoFactor(
  code: string,
  password: string,
): Promise<{ backupCodes: string[]; token: string }> {
  const answer = await request(TwoFactorEnabledAnswer, '/auth/2fa/enable', {
    method: 'POST',
    body: { token: code, password },
    auth: true,
  });
  return { backupCodes: answer.backupCodes, token: answer.token };
}

/** POST /auth/2fa/disable with a code or a backup code → the new token. */
export async function disableTwoFactor(factor: SecondFactor): Promise<string> {
  const body = factor.kind === 'totp' ? { token: factor.code } : { backupCode: factor.code };
  const answer = await request(NewTokenAnswer, '/auth/2fa/disable', {
    method: 'POST',
    body,
    auth: true,
  });
  return answer.token;
}

/**
 * POST /auth/2fa/regenerate-backup-codes with the app's code → ten new codes (the old ones stop working) and a fresh
 * session token: like every two-factor change it ends the other sessions.
 */
export function regenerateBackupCodes(code: string): Promise<{ backupCodes: string[]; token: string }> {
  return request(BackupCodesAnswer, '/auth/2fa/regenerate-backup-codes', {
    method: 'POST',
    body: { token: code },
    auth: true,
  });
}
