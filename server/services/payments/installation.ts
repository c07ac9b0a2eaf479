// This database's own part of payment references (table `installation`, made once by migration 0019). Read where
// an attempt is claimed, so every process of one installation uses the same part; never kept in memory, so an
// owner who changes it (a copied database made its own) is heeded at once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { installation } from '../../db/schema';

export async function installationPart(db: Db | Tx): Promise<string> {
  const read = async () =>
    (
      await db.select({ part: installation.referencePart }).from(installation).where(eq(installation.id, 1))
    )[0]?.part;
  const part = await read();
  if (part) return part;
  // Deleted by hand: made again, once, whichever process gets here first.
  const made = randomBytes(6).toString('hex');
  await db.insert(installation).values({ id: 1, referencePart: made }).onConflictDoNothing();
  return (await read()) ?? made;
}
