// The session as this device keeps it: the token under localStorage 'jwtToken' (the API client reads
// it there), the user beside it (so account pages open offline), and the cookies token1 and user1 (path /,
// SameSite=Lax; the server never reads them). "Remember me" decides how long it lasts (docs/decisions.md,
// "Remember me"): 7 days, or until the browser closes — then the cookies are session cookies, and a kept session
// whose token1 cookie is gone was left by a closed browser and is forgotten.
import * as v from 'valibot';
import { tokenStorageKey } from '../api/client';
import { type User, UserSchema } from '../domain/user';

export const userStorageKey = 'bildeler.user';
export const tokenCookie = 'token1';
export const userCookie = 'user1';
/**
 * The login cookies live 7 days; so does a remembered session (and the server's token): docs/decisions.md "Remember
 * me: 7 days, or until the browser closes".
 */
export const rememberSeconds = 7 * 24 * 60 * 60;

export type StoredSession = { user: User; token: string; remember: boolean };

/** Where the session is kept: the browser's, or stand-ins in tests. */
export type SessionEnv = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** document.cookie: reading gives `a=1; b=2`, writing sets one cookie. */
  cookies: { read(): string; write(cookie: string): void };
  now(): number;
  /** Whether the page is served over https (the cookies are then Secure). */
  secure: boolean;
};

export const browserSessionEnv = (): SessionEnv => ({
  storage: localStorage,
  cookies: {
    read: () => document.cookie,
    write: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: token1/user1 by design (docs/decisions.md); the Cookie Store API is not everywhere.
      document.cookie = cookie;
    },
  },
  now: Date.now,
  secure: location.protocol === 'https:',
});

const Kept = v.object({ user: UserSchema, remember: v.boolean(), expiresAt: v.number() });

const cookieNames = (env: SessionEnv) =>
  new Set(
    env.cookies
      .read()
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? ''),
  );

function readKept(env: SessionEnv) {
  try {
    const token = env.storage.getItem(tokenStorageKey);
    const raw = env.storage.getItem(userStorageKey);
    if (!token || !raw) return { token, kept: null };
    const parsed = v.safeParse(Kept, JSON.parse(raw));
    return { token, kept: parsed.success ? parsed.output : null };
  } catch {
    return { token: null, kept: null };
  }
}

/**
 * The kept session, or null. A session past its 7 days, or one not remembered whose browser has closed since (its
 * session cookie is gone), is forgotten here, as is half a session (a token without its user, or the reverse).
 */
export function loadSession(
  env: SessionEnv,
  { onEnded }: { onEnded?: () => void } = {},
): StoredSession | null {
  const { token, kept } = readKept(env);
  // A session that ended while the app was closed (expired, or not remembered past the browser): forgotten, and
  // `onEnded` says so, so that what else the device kept of it goes too.
  const leftovers = () => {
    if (token !== null || kept !== null || env.storage.getItem(userStorageKey) !== null) {
      clearSession(env);
      onEnded?.();
    }
    return null;
  };
  if (!token || !kept) return leftovers();
  if (kept.expiresAt <= env.now()) return leftovers();
  if (!kept.remember && !cookieNames(env).has(tokenCookie)) return leftovers();
  return { user: kept.user, token, remember: kept.remember };
}

/** Like loadSession, but never changes storage: what another tab's change left (the storage event). */
export function peekSession(env: SessionEnv): StoredSession | null {
  const { token, kept } = readKept(env);
  if (!token || !kept || kept.expiresAt <= env.now()) return null;
  return { user: kept.user, token, remember: kept.remember };
}

function cookie(env: SessionEnv, name: string, value: string, maxAge: number | null) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAge !== null) parts.push(`max-age=${maxAge}`);
  if (env.secure) parts.push('Secure');
  env.cookies.write(parts.join('; '));
}

function writeCookies(env: SessionEnv, session: StoredSession, expiresAt: number) {
  // Not remembered: session cookies, which the browser drops when it closes.
  const maxAge = session.remember ? Math.max(0, Math.round((expiresAt - env.now()) / 1000)) : null;
  cookie(env, tokenCookie, session.token, maxAge);
  cookie(env, userCookie, JSON.stringify(session.user), maxAge);
}

/** Signed in (or a fresh token): keeps token, user and cookies for 7 days from now. */
export function saveSession(env: SessionEnv, session: StoredSession): void {
  const expiresAt = env.now() + rememberSeconds * 1000;
  try {
    env.storage.setItem(tokenStorageKey, session.token);
    env.storage.setItem(
      userStorageKey,
      JSON.stringify({ user: session.user, remember: session.remember, expiresAt }),
    );
  } catch {
    // Storage refused (private mode, full): the session lasts as long as the page.
  }
  writeCookies(env, session, expiresAt);
}

/** A changed user (profile, two-factor) beside the same token, for the same time as before. */
export function saveUser(env: SessionEnv, user: User): void {
  const { token, kept } = readKept(env);
  if (!token || !kept) return;
  try {
    env.storage.setItem(userStorageKey, JSON.stringify({ ...kept, user }));
  } catch {
    // As in saveSession.
  }
  writeCookies(env, { user, token, remember: kept.remember }, kept.expiresAt);
}

/** Signed out: token, user and cookies leave the device. */
/**
 * Set when the server ended the session while the app was open (a call refused with 401): the sign-in page of the
 * next app start still says why, if the page is reloaded before it was read. Gone once shown or at a sign-in.
 */
export const sessionEndedKey = 'bildeler.sessionEnded';

export function markSessionEnded(env: SessionEnv, ended: boolean): void {
  try {
    if (ended) env.storage.setItem(sessionEndedKey, '1');
    else env.storage.removeItem(sessionEndedKey);
  } catch {
    // Storage blocked: the notice shows on this page only.
  }
}

/** Whether a session ended unseen (markSessionEnded), and forgets it: it is told once. */
export function takeSessionEnded(env: SessionEnv): boolean {
  try {
    const ended = env.storage.getItem(sessionEndedKey) !== null;
    if (ended) env.storage.removeItem(sessionEndedKey);
    return ended;
  } catch {
    return false;
  }
}

export function clearSession(env: SessionEnv): void {
  try {
    env.storage.removeItem(tokenStorageKey);
    env.storage.removeItem(userStorageKey);
  } catch {
    // Nothing kept to remove.
  }
  cookie(env, tokenCookie, '', 0);
  cookie(env, userCookie, '', 0);
}
