// A user's profile write. A new picture is written first, the row then points to it (the old name read under a row
// lock, so two uploads at once never lose track of a file), and the old file goes last; a failed write removes the
// new file again.
import { eq, sql } from 'drizzle-orm';
import type { Business } from '../../../src/domain/business';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { UserRow } from '../auth/users';
import { removeAvatar, storeAvatar } from './avatar';

/** The fields to change (left out: kept) and a new picture, already re-encoded (services/profile/avatar.ts). */
export type ProfileChange = {
  firstName?: string;
  lastName?: string;
  phone?: string;
  avatar?: Buffer;
  /** The account's company details; null makes it a private account again. */
  business?: Business | null;
};

export async function saveProfile(
  { db, dataDir, logger }: { db: Db; dataDir: string; logger: Logger },
  userId: number,
  change: ProfileChange,
) {
  const newFile = change.avatar ? await storeAvatar(dataDir, change.avatar) : null;
  try {
    const { row, oldFile } = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const [row] = await tx
        .update(users)
        .set({
          ...(change.firstName !== undefined ? { firstName: change.firstName } : {}),
          ...(change.lastName !== undefined ? { lastName: change.lastName } : {}),
          ...(change.phone !== undefined ? { phone: change.phone } : {}),
          ...(change.business !== undefined ? { business: change.business } : {}),
          ...(newFile ? { avatar: newFile } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      return { row, oldFile: newFile ? (before?.avatar ?? null) : null };
    });
    // A file left behind costs disk space only; the answer is right either way.
    if (oldFile) {
      await removeAvatar(dataDir, oldFile).catch((err) => logger.warn({ err }, 'old avatar not removed'));
    }
    return row as UserRow | undefined;
  } catch (error) {
    if (newFile) await removeAvatar(dataDir, newFile).catch(() => {});
    throw error;
  }
}
