// Two-factor backup codes: 10 per user, each 10 characters of Crockford base32 (50 random bits), shown once as
// XXXXX-XXXXX. Stored as argon2id hashes (ASVS 5.0 6.5.2: a lookup secret under 112 bits is hashed like a
// password), each usable once: the use is one `update … where used_at is null`, so two requests cannot both spend
// the same code.
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupCodes } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const backupCodeCount = 10;
const LENGTH = 10;

export function newBackupCodes(): string[] {
  return Array.from({ length: backupCodeCount }, () => {
    const raw = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** A typed code as stored: case, dashes and spaces ignored, and I/L read as 1, O as 0 (Crockford). Else null. */
export function normaliseBackupCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return code.length === LENGTH && [...code].every((ch) => ALPHABET.includes(ch)) ? code : null;
}

type Tx = Pick<Db, 'insert' | 'delete'>;

/** Hashes the codes (before any transaction: hashing is slow); `store` then replaces the user's codes. */
export async function hashBackupCodes(codes: string[]) {
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseBackupCode(code) ?? code)));
  return async (tx: Tx, userId: number) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await tx.insert(backupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  };
}

/** Spends one unused code of the user; false when the code is not one of them (or was already used). */
export async function spendBackupCode(db: Db, userId: number, input: string): Promise<boolean> {
  const code = normaliseBackupCode(input);
  if (!code) return false;
  const unused = await db
    .select({ id: backupCodes.id, codeHash: backupCodes.codeHash })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, code))) continue;
    const spent = await db
      .update(backupCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(backupCodes.id, row.id), isNull(backupCodes.usedAt)))
      .returning({ id: backupCodes.id });
    return spent.length === 1;
  }
  return false;
}
