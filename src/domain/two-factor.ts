// Two-factor sign-in (set up, then enable with a code, or disable; backup codes can be
// regenerated) as the settings page, its machine and the API client share it.
import * as v from 'valibot';
import { SessionTokenSchema } from './user';

/** What the authenticator app is set up with: the QR code (a data: URL) and the secret to type instead. */
export type TwoFactorSetup = { otpauthUrl: string; secret: string; qrCode: string };

/** POST /auth/2fa/setup: a new secret, waiting to be confirmed with a code. */
export const TwoFactorSetupAnswer = v.object({
  data: v.object({
    otpauthUrl: v.string(),
    secret: v.pipe(v.string(), v.nonEmpty()),
    qrCode: v.pipe(v.string(), v.startsWith('data:image/')),
  }),
});

const BackupCodesSchema = v.pipe(v.array(v.string()), v.minLength(1));

/** POST /auth/2fa/enable: the backup codes (shown once) and the new token. */
export const TwoFactorEnabledAnswer = v.object({
  success: v.literal(true),
  backupCodes: BackupCodesSchema,
  token: SessionTokenSchema,
});

/** POST /auth/2fa/regenerate-backup-codes: new codes (the old ones stop working) and the new token. */
export const BackupCodesAnswer = v.object({ backupCodes: BackupCodesSchema, token: SessionTokenSchema });

/** The code that proves it is the user: from the authenticator app, or one of the backup codes. */
export type SecondFactor = { kind: 'totp' | 'backup'; code: string };

/** The secret in groups of four, as an authenticator app asks for it to be typed ("JBSW Y3DP …"). */
export const groupSecret = (secret: string) =>
  secret
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';

/** The backup codes as they are copied or printed: one a line, numbered. */
export const backupCodesText = (codes: readonly string[], title: string) =>
  [title, '', ...codes.map((code, i) => `${String(i + 1).padStart(2, ' ')}. ${code}`)].join('\n');
