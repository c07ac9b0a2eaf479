// Two-factor sign-in (set up, then enable with a code, or disable; backup codes can be
// regenerated) as the settings page, its machine and the API client share it.

/** What the authenticator app is set up with: the QR code (a data: URL) and the secret to type instead. */
export type TwoFactorSetup = { otpauthUrl: string; secret: string; qrCode: string };

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
