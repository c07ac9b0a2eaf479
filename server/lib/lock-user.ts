// One user's writes wait for each other on the user's row (the lock ends with the transaction), on any number of
// server processes: a rule over several rows of the user (one default address, a list's limit) holds under races.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';

export const lockUser = (tx: Tx, userId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
