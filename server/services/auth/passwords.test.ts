// @engines: pglite
import { dictionary } from '@zxcvbn-ts/language-common';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { backupCodeCount, newBackupCodes, normaliseBackupCode } from './backup-codes';
import { commonPasswordCount, NewPassword } from './password-policy';
import { createSemaphore, hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';

const list = dictionary['passwords-common'] as string[];
const codeOf = (password: unknown) => {
  const result = v.safeParse(NewPassword, password);
  return result.success ? null : result.issues[0]?.message;
};

describe('new passwords', () => {
  it.each([
    ['', 'REQUIRED'],
    ['kort123', 'PASSWORD_TOO_SHORT'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
    ['password', 'PASSWORD_TOO_COMMON'],
    ['PassWord', 'PASSWORD_TOO_COMMON'],
    ['Bildeler2026!', 'PASSWORD_TOO_COMMON'],
    ['passord 123', 'PASSWORD_TOO_COMMON'],
    [42, 'REQUIRED'],
  ])('%j → %s', (password, code) => {
    expect(codeOf(password)).toBe(code);
  });

  it.each([
    ['8 characters of any kind', 'æøå ÆØÅ!'],
    ['128 characters', 'y'.repeat(128)],
    ['emoji count as one character each', '🚗🚗🚗🚗🚗🚗🚗🚗'],
    ['spaces kept as typed', '  mellomrom  '],
  ])('accepts %s', (_case, password) => {
    expect(codeOf(password)).toBeNull();
  });

  it('refuses exactly the first 10,000 passwords of the list (by frequency), in any case', () => {
    const last = list[commonPasswordCount - 1] ?? '';
    const next = list.slice(commonPasswordCount).find((p) => p.length >= 8 && codeOf(p) === null) ?? '';
    expect(last.length).toBeGreaterThanOrEqual(8);
    expect(codeOf(last)).toBe('PASSWORD_TOO_COMMON');
    expect(codeOf(last.toUpperCase())).toBe('PASSWORD_TOO_COMMON');
    expect(list.indexOf(next)).toBeGreaterThanOrEqual(commonPasswordCount);
    expect(codeOf(next)).toBeNull();
  });
});

describe('argon2id', () => {
  it('hashes with m = 19 MiB, t = 2, p = 1 and a fresh salt, and verifies exactly what was typed', async () => {
    const hash = await hashPassword('Riktig Hest Batteri');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Riktig Hest Batteri')).not.toBe(hash);
    expect(await verifyPassword(hash, 'Riktig Hest Batteri')).toBe(true);
    expect(await verifyPassword(hash, 'riktig hest batteri')).toBe(false);
    expect(await verifyPassword(hash, 'Riktig Hest Batteri ')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });

  it('runs no more tasks at once than the semaphore has slots, and all of them', async () => {
    const inTurn = createSemaphore(2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        inTurn(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running--;
          if (i === 3) throw new Error('a task that fails frees its slot');
          return i;
        }).catch(() => -1),
      ),
    );
    expect(most).toBe(2);
    expect(done.filter((n) => n >= 0)).toHaveLength(11);
  });
});

describe('backup codes', () => {
  it('are 10 codes XXXXX-XXXXX of Crockford base32 (50 bits each), all different', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(backupCodeCount);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Set(codes).size).toBe(10);
  });

  it('are read whatever the case, dashes and spaces, with I/L as 1 and O as 0', () => {
    expect(normaliseBackupCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normaliseBackupCode(' oIl23 45678 ')).toBe('0112345678');
    expect(normaliseBackupCode('ABCDE-FGHJ')).toBeNull();
    expect(normaliseBackupCode('ABCDE-FGHJU')).toBeNull();
  });
});
