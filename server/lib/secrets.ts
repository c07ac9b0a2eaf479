// The server's keys (session tokens, two-factor secrets): from the environment, or — for a shop started without
// them, e.g. `npm start` on a fresh machine — made once and kept in {DATA_DIR}/secrets.json (mode 0600 in a 0700
// folder; a wider file of ours is tightened). Several processes on one PostgreSQL must be given the same keys in
// the environment (README).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keepSecretFilePrivate, writeSecretFile } from './private-files';

export type AuthSecrets = {
  /** HS256 key of the session tokens. */
  jwtSecret: Uint8Array;
  /** AES-256-GCM key (32 bytes) the two-factor secrets are stored under. */
  twoFactorKey: Uint8Array;
};

type Stored = { jwtSecret: string; twoFactorKey: string };

/** A 32-byte key written as 64 hex digits or as base64. */
export function parseKey(value: string): Uint8Array {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes (64 hex digits or base64)');
  return new Uint8Array(bytes);
}

function storedSecrets(dataDir: string): Stored {
  const file = join(dataDir, 'secrets.json');
  const read = () => {
    keepSecretFilePrivate(file);
    return JSON.parse(readFileSync(file, 'utf8')) as Stored;
  };
  if (existsSync(file)) return read();
  const made: Stored = {
    jwtSecret: randomBytes(48).toString('base64'),
    twoFactorKey: randomBytes(32).toString('hex'),
  };
  // Another process starting at the same moment may have written its keys first: then those are the shop's.
  return writeSecretFile(file, JSON.stringify(made)) ? made : read();
}

export function loadAuthSecrets(
  env: { JWT_SECRET?: string; TWO_FACTOR_KEY?: string },
  dataDir: string,
): AuthSecrets {
  const stored = env.JWT_SECRET && env.TWO_FACTOR_KEY ? null : storedSecrets(dataDir);
  return {
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? stored?.jwtSecret),
    twoFactorKey: parseKey(env.TWO_FACTOR_KEY ?? stored?.twoFactorKey ?? ''),
  };
}

/** Fresh random keys (tests). */
export const randomAuthSecrets = (): AuthSecrets => ({
  jwtSecret: new Uint8Array(randomBytes(32)),
  twoFactorKey: new Uint8Array(randomBytes(32)),
});
