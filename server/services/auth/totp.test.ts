// @engines: pglite
import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpAt } from '../../test/auth-kit';
import { open, seal } from './secret-box';
import { base32Of, enrolment, matchTotp, newTotpSecret, totpStep } from './totp';

// RFC 6238 Appendix B, SHA-1: the key is the ASCII "12345678901234567890"; 8-digit codes. A 6-digit code is the
// same number modulo 10^6 (RFC 4226 5.3), so the server (6 digits) must accept the last six digits.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s, ±1 step)', () => {
  it.each(vectors)('at T = %i s the test implementation gives %s', (seconds, code) => {
    expect(hotp(rfcKey, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it.each(vectors)(
    'at T = %i s the server accepts the last six digits of %s, at that step',
    (seconds, code) => {
      const now = seconds * 1000;
      expect(matchTotp(new Uint8Array(rfcKey), code.slice(-6), now, null)).toBe(Math.floor(seconds / 30));
    },
  );

  it('accepts the previous and the next step, not two steps away', () => {
    const now = 1234567890_000;
    const at = (step: number) => hotp(rfcKey, totpStep(now) + step);
    const key = new Uint8Array(rfcKey);
    expect(matchTotp(key, at(-1), now, null)).toBe(totpStep(now) - 1);
    expect(matchTotp(key, at(1), now, null)).toBe(totpStep(now) + 1);
    expect(matchTotp(key, at(-2), now, null)).toBeNull();
    expect(matchTotp(key, at(2), now, null)).toBeNull();
  });

  it('refuses a code of a step at or before the last accepted one (no replay)', () => {
    const now = 2000000000_000;
    const key = new Uint8Array(rfcKey);
    const step = totpStep(now);
    const code = hotp(rfcKey, step);
    expect(matchTotp(key, code, now, step - 1)).toBe(step);
    expect(matchTotp(key, code, now, step)).toBeNull();
    expect(matchTotp(key, hotp(rfcKey, step - 1), now, step - 1)).toBeNull();
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 345'])('refuses %j without trying it', (code) => {
    expect(matchTotp(new Uint8Array(rfcKey), code, 59_000, null)).toBeNull();
  });

  it('makes 160-bit secrets and an enrolment an authenticator app reads (otpauth URI and QR code)', async () => {
    const secret = newTotpSecret();
    expect(secret).toHaveLength(20);
    expect(newTotpSecret()).not.toEqual(secret);
    const data = await enrolment(secret, 'kari@example.no');
    expect(base32Decode(data.secret)).toEqual(Buffer.from(secret));
    expect(data.secret).toBe(base32Of(secret));
    const uri = new URL(data.otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Bildeler:kari@example.no');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: data.secret,
      issuer: 'Bildeler',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(data.qrCode).toMatch(/^data:image\/png;base64,/);
    const now = Date.UTC(2026, 5, 1);
    expect(matchTotp(secret, totpAt(data.secret, now), now, null)).toBe(totpStep(now));
  });
});

describe('sealed secrets (AES-256-GCM)', () => {
  const key = new Uint8Array(32).fill(7);
  const plain = new Uint8Array([1, 2, 3, 4, 5]);

  it('opens what it sealed, and never seals the same way twice', () => {
    const a = seal(key, plain, 'totp:1');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(open(key, a, 'totp:1')).toEqual(plain);
    expect(seal(key, plain, 'totp:1')).not.toBe(a);
  });

  it('refuses another key, another owner and any altered byte', () => {
    const sealed = seal(key, plain, 'totp:1');
    expect(() => open(new Uint8Array(32).fill(8), sealed, 'totp:1')).toThrow();
    expect(() => open(key, sealed, 'totp:2')).toThrow();
    const [v, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => open(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'totp:1')).toThrow();
    expect(() => open(key, 'v1.x', 'totp:1')).toThrow();
  });
});
