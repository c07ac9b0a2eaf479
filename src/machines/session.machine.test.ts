import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { User } from '../domain/user';
import { type LoginInput, type SessionInput, type SignedIn, sessionMachine } from './session.machine';

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
const signedOut: SessionInput = { user: null, token: null, remember: false };
const apiError = (status: number, code: string, message = code, extra: object = {}) =>
  Object.assign(new Error(message), { status, code, fields: {}, ...extra });

type Effects = {
  signIn?: (input: LoginInput) => Promise<SignedIn>;
  signUp?: (input: { email: string; password: string }) => Promise<SignedIn>;
  signOut?: (input: { token: string | null }) => Promise<void>;
  loadUser?: () => Promise<User>;
};

/** The machine with its effects replaced by spies; `calls` records the edge actions in order. */
function start(effects: Effects, input: SessionInput = signedOut) {
  const calls: [string, unknown][] = [];
  const record =
    (name: string) =>
    (_: unknown, params?: unknown): void => {
      calls.push([name, params]);
    };
  const machine = sessionMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => (effects.signIn ?? (() => new Promise(() => {})))(input)),
      signUp: fromPromise(({ input }) => (effects.signUp ?? (() => new Promise(() => {})))(input)),
      signOut: fromPromise(({ input }) => (effects.signOut ?? (async () => undefined))(input)),
      loadUser: fromPromise(() => (effects.loadUser ?? (() => new Promise(() => {})))()),
    },
    actions: {
      keepSession: record('keepSession'),
      forgetSession: record('forgetSession'),
      keepUser: record('keepUser'),
      keepToken: record('keepToken'),
      goToLanding: record('goToLanding'),
      goHome: record('goHome'),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const signIn = { type: 'session.signIn', email: 'kari@example.no', password: 'hemmelig-passord' } as const;

/** The names of the edge's actions a step asks for (xstate's own assign and invoke steps left out). */
const edgeActions = (actions: { type: string }[]) =>
  actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.'));

describe('sessionMachine steps', () => {
  it('starts signed in with a kept user and token, signed out without', () => {
    const [out] = initialTransition(sessionMachine, signedOut);
    expect(out.value).toEqual({ signedOut: 'idle' });
    const [kept] = initialTransition(sessionMachine, { user, token: 't', remember: true });
    expect(kept.value).toEqual({ signedIn: 'idle' });
  });

  it('keeps the credentials while signing in and clears an earlier error and notice', () => {
    const [start] = initialTransition(sessionMachine, signedOut);
    const ended = {
      ...start,
      context: { ...start.context, notice: 'SESSION_ENDED' as const },
    } as typeof start;
    const [next, actions] = transition(sessionMachine, ended, {
      ...signIn,
      remember: true,
      returnTo: '/cart',
    });
    expect(next.value).toBe('signingIn');
    expect(next.context).toMatchObject({
      credentials: { email: 'kari@example.no', password: 'hemmelig-passord', remember: true },
      returnTo: '/cart',
      notice: null,
      error: null,
    });
    expect(edgeActions(actions)).toEqual([]);
  });

  it('ignores a code when no code was asked for', () => {
    const [start] = initialTransition(sessionMachine, signedOut);
    const [next] = transition(sessionMachine, start, { type: 'session.submitCode', kind: 'totp', code: '1' });
    expect(next.value).toEqual({ signedOut: 'idle' });
  });

  it('sign-out asks the edge to forget the session and go home, then tells the server', () => {
    const [start] = initialTransition(sessionMachine, { user, token: 'tok', remember: true });
    const [next, actions] = transition(sessionMachine, start, { type: 'session.signOut' });
    expect(next.value).toEqual({ signedOut: 'leaving' });
    expect(next.context).toMatchObject({ user: null, token: 'tok' });
    expect(edgeActions(actions)).toEqual(['forgetSession', 'goHome']);
  });

  it('a refused token forgets the session with a notice, and does not go home', () => {
    const [start] = initialTransition(sessionMachine, { user, token: 'old', remember: true });
    const [next, actions] = transition(sessionMachine, start, { type: 'session.expired' });
    expect(next.value).toEqual({ signedOut: 'idle' });
    expect(next.context).toMatchObject({ user: null, token: null, notice: 'SESSION_ENDED' });
    expect(edgeActions(actions)).toEqual(['forgetSession']);
  });

  it('a refused token while signed out changes nothing', () => {
    const [start] = initialTransition(sessionMachine, signedOut);
    const [next, actions] = transition(sessionMachine, start, { type: 'session.expired' });
    expect(next.value).toEqual({ signedOut: 'idle' });
    expect(next.context.notice).toBeNull();
    expect(edgeActions(actions)).toEqual([]);
  });
});

describe('sessionMachine flows', () => {
  it('signs in: keeps the session, lands, and forgets the password', async () => {
    const seen: LoginInput[] = [];
    const { actor, calls } = start({
      signIn: async (input) => {
        seen.push(input);
        return { user, token: 'tok' };
      },
    });
    actor.send({ ...signIn, remember: true, returnTo: '/wishlist' });
    const done = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(seen).toEqual([{ email: 'kari@example.no', password: 'hemmelig-passord' }]);
    expect(done.context).toMatchObject({
      user,
      token: 'tok',
      remember: true,
      credentials: null,
      error: null,
    });
    const params = { user, token: 'tok', remember: true, returnTo: '/wishlist' };
    expect(calls).toEqual([
      ['keepSession', params],
      ['goToLanding', params],
    ]);
  });

  it('asks for the code when the server says TWO_FACTOR_REQUIRED, stays on a wrong code, then signs in', async () => {
    const seen: LoginInput[] = [];
    const { actor, calls } = start({
      signIn: async (input) => {
        seen.push(input);
        if (!input.twoFactorToken) throw apiError(401, 'TWO_FACTOR_REQUIRED', 'Skriv inn koden');
        if (input.twoFactorToken !== '123456') throw apiError(401, 'TWO_FACTOR_INVALID', 'Feil kode');
        return { user: { ...user, twoFactorEnabled: true }, token: 'tok2' };
      },
    });
    actor.send({ ...signIn, remember: false });
    const step = await waitFor(actor, (s) => s.matches({ twoFactor: 'entering' }));
    expect(step.context.error).toBeNull();
    expect(calls).toEqual([]);

    actor.send({ type: 'session.submitCode', kind: 'totp', code: '000000' });
    const wrong = await waitFor(
      actor,
      (s) => s.matches({ twoFactor: 'entering' }) && s.context.error !== null,
    );
    expect(wrong.context.error).toMatchObject({
      step: 'code',
      code: 'TWO_FACTOR_INVALID',
      message: 'Feil kode',
    });
    expect(wrong.context.credentials?.password).toBe('hemmelig-passord');

    actor.send({ type: 'session.submitCode', kind: 'totp', code: '123456' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const done = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(done.context.token).toBe('tok2');
    expect(done.context.credentials).toBeNull();
    expect(seen.at(-1)).toEqual({
      email: 'kari@example.no',
      password: 'hemmelig-passord',
      twoFactorToken: '123456',
    });
    expect(calls.map(([name]) => name)).toEqual(['keepSession', 'goToLanding']);
  });

  it('sends a backup code as backupCode, not as a TOTP code', async () => {
    const seen: LoginInput[] = [];
    const { actor } = start({
      signIn: async (input) => {
        seen.push(input);
        if (!input.backupCode && !input.twoFactorToken) throw apiError(401, 'TWO_FACTOR_REQUIRED');
        return { user, token: 'tok3' };
      },
    });
    actor.send({ ...signIn, remember: false });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'session.submitCode', kind: 'backup', code: 'ABCDE12345' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(seen.at(-1)).toEqual({
      email: 'kari@example.no',
      password: 'hemmelig-passord',
      backupCode: 'ABCDE12345',
    });
  });

  it('leaves the code step on cancel and forgets the password', async () => {
    const { actor } = start({ signIn: async () => Promise.reject(apiError(401, 'TWO_FACTOR_REQUIRED')) });
    actor.send({ ...signIn, remember: false });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'session.cancelCode' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('keeps the server code, message and Retry-After of a refused sign-in, and the network failure', async () => {
    let failure: Error = apiError(401, 'INVALID_CREDENTIALS', 'Feil e-postadresse eller passord.');
    const { actor, calls } = start({ signIn: async () => Promise.reject(failure) });
    actor.send({ ...signIn, remember: false });
    let failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.value).toEqual({ signedOut: 'idle' });
    expect(failed.context.error).toEqual({
      step: 'signIn',
      code: 'INVALID_CREDENTIALS',
      message: 'Feil e-postadresse eller passord.',
      fields: {},
      retryAfter: null,
    });
    expect(failed.context.credentials).toBeNull();

    failure = apiError(429, 'TOO_MANY_REQUESTS', 'For mange forsøk', { retryAfterSeconds: 540 });
    actor.send({ ...signIn, remember: false });
    failed = await waitFor(actor, (s) => s.context.error?.code === 'TOO_MANY_REQUESTS');
    expect(failed.context.error?.retryAfter).toBe(540);

    failure = apiError(0, 'NETWORK', 'fetch failed');
    actor.send({ ...signIn, remember: false });
    failed = await waitFor(actor, (s) => s.context.error?.code === 'NETWORK');
    expect(failed.context.error?.step).toBe('signIn');

    failure = new Error('boom');
    actor.send({ ...signIn, remember: false });
    failed = await waitFor(actor, (s) => s.context.error?.code === 'UNKNOWN');
    expect(calls).toEqual([]);
  });

  it('signs up, or keeps the field codes of a refused sign-up', async () => {
    let refuse = true;
    const { actor, calls } = start({
      signUp: async () => {
        if (refuse)
          throw apiError(400, 'VALIDATION_ERROR', 'Ugyldig', { fields: { password: 'PASSWORD_TOO_COMMON' } });
        return { user, token: 'new' };
      },
    });
    actor.send({ type: 'session.signUp', email: 'ny@example.no', password: 'password1', remember: true });
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.context.error).toMatchObject({
      step: 'signUp',
      code: 'VALIDATION_ERROR',
      fields: { password: 'PASSWORD_TOO_COMMON' },
    });
    refuse = false;
    actor.send({ type: 'session.signUp', email: 'ny@example.no', password: 'a-better-one', remember: true });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.map(([name]) => name)).toEqual(['keepSession', 'goToLanding']);
    expect(calls[0]?.[1]).toMatchObject({ token: 'new', remember: true, returnTo: null });
  });

  it('signs out: forgets the session at once, goes home and tells the server with the token', async () => {
    const signOut = vi.fn(async (_: { token: string | null }) => undefined);
    const { actor, calls } = start({ signOut }, { user, token: 'tok', remember: true });
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls.map(([name]) => name)).toEqual(['forgetSession', 'goHome']);
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(signOut).toHaveBeenCalledWith({ token: 'tok' });
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('is signed out even when the server cannot be told', async () => {
    const { actor } = start(
      { signOut: async () => Promise.reject(apiError(0, 'NETWORK')) },
      { user, token: 'tok', remember: true },
    );
    actor.send({ type: 'session.signOut' });
    const done = await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(done.context).toMatchObject({ user: null, token: null, error: null });
  });

  it('ends the session with a notice when a call is refused (expired or revoked token)', () => {
    const { actor, calls } = start({}, { user, token: 'old', remember: true });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null, notice: 'SESSION_ENDED' });
    expect(calls).toEqual([['forgetSession', undefined]]);
    actor.send({ type: 'session.dismiss' });
    expect(actor.getSnapshot().context.notice).toBe('SESSION_ENDED');
  });

  it('refreshes the user from the server and keeps it; a failed refresh keeps the kept user', async () => {
    let answer: Promise<User> = Promise.resolve({ ...user, firstName: 'Karin' });
    const { actor, calls } = start({ loadUser: () => answer }, { user, token: 'tok', remember: true });
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.context.user?.firstName === 'Karin' && s.matches({ signedIn: 'idle' }));
    expect(calls).toEqual([['keepUser', { user: { ...user, firstName: 'Karin' } }]]);
    answer = Promise.reject(apiError(0, 'NETWORK'));
    actor.send({ type: 'session.refresh' });
    const after = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(after.context.user?.firstName).toBe('Karin');
  });

  it('follows another tab: signed in there, signed out there', () => {
    const { actor, calls } = start({});
    actor.send({ type: 'session.restored', user, token: 'other', remember: true });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    actor.send({ type: 'session.cleared' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(calls.map(([name]) => name)).toEqual(['forgetSession']);
  });
});

describe('sessionMachine token changes', () => {
  it('keeps a fresh token from a password or two-factor change', () => {
    const { actor, calls } = start({}, { user, token: 'old', remember: true });
    actor.send({ type: 'session.tokenChanged', token: 'fresh' });
    expect(actor.getSnapshot().context.token).toBe('fresh');
    expect(calls).toEqual([['keepToken', { token: 'fresh' }]]);
  });
});
