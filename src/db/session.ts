// The session as the sync worker and the service worker need it: they have no localStorage, so the app mirrors
// its token here (meta 'session') at sign-in and whenever the token changes, and removes it at sign-out. The
// mirror also tells the garage whether a change on the device must reach the user's account (db/garage.ts).
import type { AppDB } from './schema';

const key = 'session';

export type SessionMirror = { token: string; userId: string };

const isMirror = (value: unknown): value is SessionMirror =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionMirror).token === 'string' &&
  typeof (value as SessionMirror).userId === 'string';

/** The mirrored session, or null when signed out (or the record is damaged). */
export async function readSession(db: AppDB): Promise<SessionMirror | null> {
  const record = await db.meta.get(key);
  return isMirror(record?.value) ? record.value : null;
}

/** The token to send an entry of `userId` with: null when that user is not the one signed in on this device. */
export async function sessionTokenFor(db: AppDB, userId: string): Promise<string | null> {
  const session = await readSession(db);
  return session?.userId === userId ? session.token : null;
}

export async function saveSession(db: AppDB, session: SessionMirror): Promise<void> {
  await db.meta.put({ key, value: session });
}

/** A fresh token for the same user (password or two-factor change); nothing when no session is mirrored. */
export function replaceSessionToken(db: AppDB, token: string): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    const session = await readSession(db);
    if (session) await db.meta.put({ key, value: { ...session, token } });
  });
}

export async function forgetSession(db: AppDB): Promise<void> {
  await db.meta.delete(key);
}
