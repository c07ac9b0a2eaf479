// Users as the database keeps them and as the API shows them.
import { eq } from 'drizzle-orm';
import type { User } from '../../../src/domain/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** One account per address however it is typed: trimmed and lower-case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The URL the API serves a user's picture at. */
export const avatarUrl = (file: string) => `/api/user/avatar/${file}`;

export function toApiUser(row: UserRow): User {
  return {
    _id: String(row.id),
    email: row.email,
    phone: row.phone,
    phoneNumber: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar ? avatarUrl(row.avatar) : null,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled,
    business: row.business ?? null,
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row;
}
