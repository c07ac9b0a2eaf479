// Helpers of the /auth tests: calls as a client makes them, each from its own address unless told, and TOTP codes
// computed here with node:crypto (RFC 4226/6238), independently of the server's otpauth.
import { createHmac } from 'node:crypto';
import { jsonPost } from './test-app';

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

let lastIp = 0;
/**
 * A fresh public-looking address per call (from 203.0.113.1 on), so per-address limits of one test do not touch
 * another. The count is shared by every API test file of a worker (one module cache): each octet stays valid.
 */
export const freshIp = () => {
  lastIp++;
  const block = 113 + Math.floor(lastIp / 250);
  return `203.${Math.floor(block / 256) % 256}.${block % 256}.${(lastIp % 250) + 1}`;
};

export type Call = { status: number; body: Record<string, unknown>; headers: Headers };

export async function post(
  app: App,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  const res = await app.request(
    `/api/auth${path}`,
    jsonPost(body, { 'X-Forwarded-For': freshIp(), ...headers }),
  );
  const raw = await res.text();
  return { status: res.status, body: raw ? JSON.parse(raw) : {}, headers: res.headers };
}

export const withToken = (token: string, headers: Record<string, string> = {}) => ({
  Authorization: token,
  ...headers,
});

/** A password none of the rules refuse, different each call. */
let passwords = 0;
export const goodPassword = () => `rød sykkel på taket ${++passwords}`;

export async function registered(app: App, email: string, password = goodPassword()) {
  const res = await post(app, '/register', { email, password });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: res.body.token as string, user: res.body.user as Record<string, unknown> };
}

export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 4226 HOTP with SHA-1 (RFC 6238 TOTP is HOTP of the 30-second step). */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[19] ?? 0) & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpAt = (base32Secret: string, timeMs: number) =>
  hotp(base32Decode(base32Secret), Math.floor(timeMs / 30_000));
