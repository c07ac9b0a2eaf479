// Time-based one-time codes (RFC 6238 via otpauth): SHA-1, 6 digits, 30-second steps, one step of clock drift
// either way. A code is accepted once: the caller keeps the last accepted step and no step at or before it
// passes again. The time is always the server's.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const totpPeriodSeconds = 30;
const issuer = 'Bildeler';

const totp = (secret: Uint8Array, label = '') =>
  new TOTP({
    issuer,
    label,
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
  });

/** 160 random bits (RFC 4226 recommends at least 128, 160 preferred). */
export const newTotpSecret = (): Uint8Array => new Uint8Array(randomBytes(20));

export const base32Of = (secret: Uint8Array) => new Secret({ buffer: Uint8Array.from(secret).buffer }).base32;

export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / totpPeriodSeconds);

/**
 * The time step `code` belongs to when it is a current code (this step or one either side) of a step after
 * `lastStep`; otherwise null.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  nowMs: number,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The otpauth:// URI an authenticator app reads, and the same as a QR code (PNG data URL). */
export async function enrolment(secret: Uint8Array, accountName: string) {
  const otpauthUrl = totp(secret, accountName).toString();
  return { otpauthUrl, secret: base32Of(secret), qrCode: await QRCode.toDataURL(otpauthUrl) };
}
