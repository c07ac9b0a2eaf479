// Two-factor secrets at rest: AES-256-GCM under TWO_FACTOR_KEY (Deps.auth.twoFactorKey), a fresh 96-bit IV per
// sealing, and the owner's id as additional data, so a sealed secret copied to another user's row does not open.
// Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Anything altered fails to open (an error, never wrong data).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export function seal(key: Uint8Array, plain: Uint8Array, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain bytes; throws when the value was altered, sealed under another key or for another context. */
export function open(key: Uint8Array, sealed: string, context: string): Uint8Array {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]));
}
