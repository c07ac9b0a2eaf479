import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../domain/user';
import {
  clearSession,
  loadSession,
  peekSession,
  rememberSeconds,
  type SessionEnv,
  saveSession,
  saveUser,
  userStorageKey,
} from './session-store';

const user: User = {
  _id: '7',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
  phoneNumber: '+47 912 34 567',
  firstName: 'Kari',
  lastName: 'Nordmann',
  avatar: null,
  role: 'CUSTOMER',
  twoFactorEnabled: false,
};

/** A browser's storage and cookie jar, with a clock; `closeBrowser` drops the session cookies. */
function fakeBrowser(secure = false) {
  const storage = new Map<string, string>();
  const cookies = new Map<string, { value: string; session: boolean; attributes: string }>();
  const written: string[] = [];
  let now = Date.UTC(2026, 10, 25, 12);
  const env: SessionEnv = {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    cookies: {
      read: () => [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
      write: (cookie) => {
        written.push(cookie);
        const [pair = '', ...attributes] = cookie.split('; ');
        const [name = '', value = ''] = pair.split('=');
        if (attributes.includes('max-age=0')) cookies.delete(name);
        else
          cookies.set(name, {
            value,
            session: !attributes.some((a) => a.startsWith('max-age=')),
            attributes: attributes.join('; '),
          });
      },
    },
    now: () => now,
    secure,
  };
  return {
    env,
    storage,
    cookies,
    written,
    later: (ms: number) => {
      now += ms;
    },
    closeBrowser: () => {
      for (const [name, cookie] of cookies) if (cookie.session) cookies.delete(name);
    },
  };
}

let browser: ReturnType<typeof fakeBrowser>;
beforeEach(() => {
  browser = fakeBrowser();
});

describe('the kept session', () => {
  it('keeps the token under jwtToken, the user beside it, and the token1 and user1 cookies for 7 days', () => {
    saveSession(browser.env, { user, token: 'a.b.c', remember: true });
    expect(browser.storage.get('jwtToken')).toBe('a.b.c');
    expect(JSON.parse(browser.storage.get(userStorageKey) ?? '{}').user).toEqual(user);
    expect(browser.written).toEqual([
      `token1=a.b.c; path=/; SameSite=Lax; max-age=${rememberSeconds}`,
      `user1=${encodeURIComponent(JSON.stringify(user))}; path=/; SameSite=Lax; max-age=${rememberSeconds}`,
    ]);
    expect(loadSession(browser.env)).toEqual({ user, token: 'a.b.c', remember: true });
  });

  it('marks the cookies Secure over https', () => {
    const secure = fakeBrowser(true);
    saveSession(secure.env, { user, token: 't', remember: true });
    expect(secure.written.every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
  });

  it('remembered: survives the browser closing, ends after 7 days', () => {
    saveSession(browser.env, { user, token: 't', remember: true });
    browser.closeBrowser();
    browser.later(6 * 24 * 3600 * 1000);
    expect(loadSession(browser.env)?.user).toEqual(user);
    browser.later(2 * 24 * 3600 * 1000);
    expect(loadSession(browser.env)).toBeNull();
    expect(browser.storage.has('jwtToken')).toBe(false);
  });

  it('not remembered: session cookies, so the session ends when the browser closes', () => {
    saveSession(browser.env, { user, token: 't', remember: false });
    expect(browser.written[0]).toBe('token1=t; path=/; SameSite=Lax');
    expect(loadSession(browser.env)?.remember).toBe(false);
    browser.closeBrowser();
    expect(loadSession(browser.env)).toBeNull();
    expect(browser.storage.size).toBe(0);
  });

  it('a changed user keeps the token and the time left', () => {
    saveSession(browser.env, { user, token: 't', remember: true });
    browser.later(3600 * 1000);
    saveUser(browser.env, { ...user, firstName: 'Karin' });
    expect(loadSession(browser.env)).toEqual({
      user: { ...user, firstName: 'Karin' },
      token: 't',
      remember: true,
    });
    expect(browser.written.at(-1)).toContain(`max-age=${rememberSeconds - 3600}`);
  });

  it('sign-out removes token, user and cookies', () => {
    saveSession(browser.env, { user, token: 't', remember: true });
    clearSession(browser.env);
    expect(browser.storage.size).toBe(0);
    expect(browser.cookies.size).toBe(0);
    expect(loadSession(browser.env)).toBeNull();
  });

  it('forgets half a session or a damaged one; peeking changes nothing', () => {
    browser.storage.set('jwtToken', 'lonely');
    expect(peekSession(browser.env)).toBeNull();
    expect(browser.storage.has('jwtToken')).toBe(true);
    expect(loadSession(browser.env)).toBeNull();
    expect(browser.storage.has('jwtToken')).toBe(false);
    browser.storage.set('jwtToken', 't');
    browser.storage.set(userStorageKey, '{"user":{"email":1}}');
    expect(loadSession(browser.env)).toBeNull();
    expect(browser.storage.size).toBe(0);
  });
});
