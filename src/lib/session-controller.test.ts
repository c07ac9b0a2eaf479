// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { User } from '../domain/user';
import { SessionController, type SessionHooks, type SessionView } from './session-controller';
import { loadSession, type SessionEnv, saveSession, userStorageKey } from './session-store';

const auth = vi.hoisted(() => ({
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(async (_token: string) => undefined),
  fetchMe: vi.fn(),
}));
vi.mock('../api/auth', () => auth);

const user: User = {
  _id: '7',
  email: 'kari@example.no',
  phone: '',
  phoneNumber: '',
  firstName: 'Kari',
  lastName: 'Nordmann',
  avatar: null,
  role: 'CUSTOMER',
  twoFactorEnabled: false,
};
const apiError = (status: number, code: string, message = code) =>
  Object.assign(new Error(message), { status, code, fields: {} });

function fakeEnv(): SessionEnv & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    storage: localStorage,
    cookies: {
      read: () => [...jar].map(([k, val]) => `${k}=${val}`).join('; '),
      write: (cookie) => {
        const [pair = ''] = cookie.split('; ');
        const [name = '', value = ''] = pair.split('=');
        if (cookie.includes('max-age=0')) jar.delete(name);
        else jar.set(name, value);
      },
    },
    now: Date.now,
    secure: false,
  };
}

let env: ReturnType<typeof fakeEnv>;
let navigated: string[];
let hooks: {
  signedIn: Mock<Required<SessionHooks>['signedIn']>;
  signedOut: Mock<Required<SessionHooks>['signedOut']>;
  tokenChanged: Mock<Required<SessionHooks>['tokenChanged']>;
};
let ended: number;
let stop: () => void;

function controller(path = '/account/login') {
  const made = new SessionController({
    env: () => env,
    navigate: (to) => navigated.push(to),
    currentPath: () => path,
    online: () => true,
    hooks,
    announceEnded: () => {
      ended += 1;
    },
    later: (work) => work(),
  });
  stop = made.start();
  return made;
}

/** Resolves once the controller shows a view that passes `check`. */
const until = (c: SessionController, check: (view: SessionView) => boolean) =>
  new Promise<SessionView>((resolve) => {
    if (check(c.getSnapshot())) return resolve(c.getSnapshot());
    const off = c.subscribe(() => {
      if (!check(c.getSnapshot())) return;
      off();
      resolve(c.getSnapshot());
    });
  });

beforeEach(() => {
  localStorage.clear();
  env = fakeEnv();
  navigated = [];
  ended = 0;
  hooks = { signedIn: vi.fn(), signedOut: vi.fn(), tokenChanged: vi.fn() };
  for (const fn of Object.values(auth)) fn.mockReset();
});
afterEach(() => stop?.());

describe('the session controller', () => {
  it('signs in: token under jwtToken, the user kept, cookies set, the garage told, on to the dashboard', async () => {
    auth.login.mockResolvedValue({ user, token: 'tok' });
    const session = controller();
    expect(session.getSnapshot()).toMatchObject({ user: null, status: 'signedOut' });
    session.signIn({ email: ' kari@example.no ', password: 'hemmelig-passord', remember: true }, null);
    const view = await until(session, (s) => s.status === 'signedIn');
    expect(view.user).toEqual(user);
    expect(auth.login).toHaveBeenCalledWith({ email: 'kari@example.no', password: 'hemmelig-passord' });
    expect(localStorage.getItem('jwtToken')).toBe('tok');
    expect(loadSession(env)).toEqual({ user, token: 'tok', remember: true });
    expect([...env.jar.keys()]).toEqual(['token1', 'user1']);
    expect(navigated).toEqual(['/account/dashboard']);
    expect(hooks.signedIn).toHaveBeenCalledWith({ user, token: 'tok' }, true);
  });

  it('an ADMIN lands on the admin dashboard whatever the return path', async () => {
    auth.login.mockResolvedValue({ user: { ...user, role: 'ADMIN', twoFactorEnabled: true }, token: 'tok' });
    const session = controller();
    session.signIn({ email: 'a@b.no', password: 'x', remember: false }, '/cart');
    await until(session, (s) => s.status === 'signedIn');
    expect(navigated).toEqual(['/admin/dashboard']);
  });

  it('an ADMIN without two-factor sign-in is asked to turn it on at sign-in: the two-factor page', async () => {
    auth.login.mockResolvedValue({ user: { ...user, role: 'ADMIN', twoFactorEnabled: false }, token: 'tok' });
    const session = controller();
    session.signIn({ email: 'a@b.no', password: 'x', remember: false }, '/admin/orders');
    await until(session, (s) => s.status === 'signedIn');
    expect(navigated).toEqual(['/account/two-factor']);
  });

  it('the two-factor step: status twoFactor, a wrong code keeps it with its error, a good one signs in', async () => {
    auth.login.mockImplementation(async (input: { twoFactorToken?: string }) => {
      if (!input.twoFactorToken) throw apiError(401, 'TWO_FACTOR_REQUIRED');
      if (input.twoFactorToken !== '123456') throw apiError(401, 'TWO_FACTOR_INVALID', 'Feil kode');
      return { user, token: 'tok' };
    });
    const session = controller();
    session.signIn({ email: 'kari@example.no', password: 'pw', remember: false }, '/wishlist');
    await until(session, (s) => s.status === 'twoFactor');
    session.submitCode('totp', '000 000');
    const wrong = await until(session, (s) => s.status === 'twoFactor' && s.error !== null);
    expect(wrong.error).toMatchObject({ step: 'code', message: 'Feil kode' });
    session.submitCode('totp', '123 456');
    await until(session, (s) => s.status === 'signedIn');
    expect(auth.login).toHaveBeenLastCalledWith({
      email: 'kari@example.no',
      password: 'pw',
      twoFactorToken: '123456',
    });
    expect(navigated).toEqual(['/wishlist']);
  });

  it('starts signed in from what the device keeps, refreshes the user, and tells the garage (not fresh)', async () => {
    saveSession(env, { user, token: 'kept', remember: true });
    auth.fetchMe.mockResolvedValue({ ...user, firstName: 'Karin' });
    const session = controller('/');
    expect(session.getSnapshot().user).toEqual(user);
    const view = await until(session, (s) => s.user?.firstName === 'Karin');
    expect(view.status).toBe('signedIn');
    expect(loadSession(env)?.user.firstName).toBe('Karin');
    expect(hooks.signedIn).toHaveBeenCalledWith({ user, token: 'kept', remember: true }, false);
  });

  it('a refused token anywhere ends the session and says so', async () => {
    saveSession(env, { user, token: 'revoked', remember: true });
    auth.fetchMe.mockImplementation(() => new Promise(() => {}));
    const session = controller('/account/dashboard');
    // What the other account calls do: request() with auth, answered 401 UNAUTHORIZED.
    const { request } = await import('../api/client');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'Logg inn på nytt' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(request(v.object({}), '/user/me', { auth: true })).rejects.toMatchObject({ status: 401 });
    vi.unstubAllGlobals();
    const view = await until(session, (s) => s.user === null);
    expect(view.notice).toBe('SESSION_ENDED');
    expect(ended).toBe(1);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(env.jar.size).toBe(0);
    expect(hooks.signedOut).toHaveBeenCalledTimes(1);

    // The page reloaded before the sign-in page was read: the next start says it once more, then not again.
    stop();
    const reloaded = controller('/account/login');
    expect(reloaded.getSnapshot()).toMatchObject({ user: null, notice: 'SESSION_ENDED' });
    stop();
    expect(controller('/account/login').getSnapshot().notice).toBeNull();
  });

  it('a kept session that ended while the app was closed is cleared from the device like a sign-out', () => {
    saveSession(env, { user, token: 'tok', remember: false });
    // The browser was closed: its session cookies are gone.
    env.jar.clear();
    const session = controller('/');
    expect(session.getSnapshot().user).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(hooks.signedOut).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual([]);
  });

  it('signs out: forgets everything at once, goes home, and tells the server with the old token', async () => {
    saveSession(env, { user, token: 'tok', remember: false });
    auth.fetchMe.mockImplementation(() => new Promise(() => {}));
    const session = controller('/account/dashboard');
    session.signOut();
    const view = await until(session, (s) => s.user === null);
    expect(view.status).toBe('signedOut');
    expect(view.notice).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem(userStorageKey)).toBeNull();
    expect(navigated).toEqual(['/']);
    await vi.waitFor(() => expect(auth.logout).toHaveBeenCalledWith('tok'));
    expect(hooks.signedOut).toHaveBeenCalledTimes(1);
  });

  it('asks first when the app wants to (the device may hold the account’s things): signs out only when told', async () => {
    saveSession(env, { user, token: 'tok', remember: false });
    auth.fetchMe.mockImplementation(() => new Promise(() => {}));
    let goAhead = () => {};
    const confirmSignOut = vi.fn((_user: User, signOut: () => void) => {
      goAhead = signOut;
    });
    Object.assign(hooks, { confirmSignOut });
    const session = controller('/account/dashboard');
    session.signOut();
    expect(confirmSignOut).toHaveBeenCalledWith(user, expect.any(Function));
    expect(session.getSnapshot().user).toEqual(user);
    expect(localStorage.getItem('jwtToken')).toBe('tok');
    goAhead();
    await until(session, (s) => s.user === null);
    expect(navigated).toEqual(['/']);
    expect(hooks.signedOut).toHaveBeenCalledTimes(1);
  });

  it('follows another tab signing out and in', async () => {
    saveSession(env, { user, token: 'tok', remember: true });
    const session = controller('/');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwtToken' }));
    await until(session, (s) => s.user === null);
    saveSession(env, { user, token: 'again', remember: true });
    window.dispatchEvent(new StorageEvent('storage', { key: userStorageKey }));
    await until(session, (s) => s.user?._id === '7');
  });

  it('keeps a fresh token from a password change and tells the workers', async () => {
    saveSession(env, { user, token: 'old', remember: true });
    auth.fetchMe.mockImplementation(() => new Promise(() => {}));
    const session = controller('/account/password');
    session.keepToken('fresh');
    await vi.waitFor(() => expect(localStorage.getItem('jwtToken')).toBe('fresh'));
    expect(hooks.tokenChanged).toHaveBeenCalledWith({ user, token: 'fresh' });
    expect(session.getSnapshot().status).toBe('signedIn');
  });
});
