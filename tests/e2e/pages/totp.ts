// RFC 6238 time-based codes, as an authenticator app makes them (HMAC-SHA1, 6 digits, 30-second steps), from the
// base32 key the two-factor setup shows. Written here from the RFC, not with the server's library, so the test
// checks the server against a second implementation.
import { createHmac } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP of `counter` (dynamic truncation, 6 digits). */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

export const totpStep = (nowMs = Date.now()) => Math.floor(nowMs / 1000 / 30);

/** The code for the time step `step` (by default the current one) of the base32 `secret`. */
export const totp = (secret: string, step = totpStep()): string => hotp(base32Decode(secret), step);
