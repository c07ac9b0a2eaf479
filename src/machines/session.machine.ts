// The session: signed out → signing in (→ the two-factor step when the server asks for a code) → signed
// in → signing out. Network calls are actors and storage, cookies and navigation are actions, all provided at the
// edge (src/lib/session.tsx); the machine keeps server codes and messages, never translated text.
import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { type FormFailure, formFailureOf } from '../domain/failure';
import type { CodeKind } from '../domain/session';
import type { User } from '../domain/user';

export type SessionFailure = FormFailure;

/** Which step failed: the UI words the failure by it. */
export type SessionError = SessionFailure & { step: 'signIn' | 'signUp' | 'code' };

/** Why the user is signed out, when it was not their own doing. */
export type SessionNotice = 'SESSION_ENDED';

export type SignedIn = { user: User; token: string };
export type LoginInput = { email: string; password: string; twoFactorToken?: string; backupCode?: string };

type Credentials = { email: string; password: string; remember: boolean };

export type SessionContext = {
  user: User | null;
  token: string | null;
  remember: boolean;
  /** Kept only while signing in and in the two-factor step: the code is sent with the same email and password. */
  credentials: Credentials | null;
  returnTo: string | null;
  error: SessionError | null;
  notice: SessionNotice | null;
};

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string; remember: boolean; returnTo?: string | null }
  | { type: 'session.submitCode'; kind: CodeKind; code: string }
  | { type: 'session.cancelCode' }
  | { type: 'session.signUp'; email: string; password: string; remember: boolean; returnTo?: string | null }
  | { type: 'session.signOut' }
  /** An authenticated call was answered 401 UNAUTHORIZED: the token is expired or revoked. */
  | { type: 'session.expired' }
  /** Another tab signed in or out (the stored session changed under us). */
  | { type: 'session.restored'; user: User; token: string; remember: boolean }
  | { type: 'session.cleared' }
  /** The account pages changed the user (profile, two-factor); also the answer of a refresh. */
  | { type: 'session.userChanged'; user: User }
  /** A password or two-factor change answered with a fresh token (older ones stop working). */
  | { type: 'session.tokenChanged'; token: string }
  | { type: 'session.refresh' }
  | { type: 'session.dismiss' };

export type SessionInput = { user: User | null; token: string | null; remember: boolean };

/** Sign-in, sign-up and the code step as one shape: what was sent, then the session to keep. */
type KeepParams = { user: User; token: string; remember: boolean; returnTo: string | null };

// Actions the transitions name with their parameters.
const failed = (step: SessionError['step']) => ({ type: 'keepError' as const, params: { step } });
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const keepParams = ({ context }: { context: SessionContext }): KeepParams => ({
  user: context.user as User,
  token: context.token ?? '',
  remember: context.remember,
  returnTo: context.returnTo,
});
const userParams = ({ context }: { context: SessionContext }) => ({ user: context.user as User });
/** Entering a session: keep the answer, store it on the device, then go where the user lands. */
const enterSession = [
  'takeSession' as const,
  { type: 'keepSession' as const, params: keepParams },
  { type: 'goToLanding' as const, params: keepParams },
];
const takeUser = ['takeUser' as const, { type: 'keepUser' as const, params: userParams }];

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    signIn: fromPromise<SignedIn, LoginInput>(async () => {
      throw new Error('sessionMachine: provide signIn');
    }),
    signUp: fromPromise<SignedIn, { email: string; password: string }>(async () => {
      throw new Error('sessionMachine: provide signUp');
    }),
    signOut: fromPromise<void, { token: string | null }>(async () => undefined),
    loadUser: fromPromise<User, void>(async () => {
      throw new Error('sessionMachine: provide loadUser');
    }),
  },
  actions: {
    /** Store the token and user (and the token1/user1 cookies). */
    keepSession: (_, _params: KeepParams) => {},
    /** Remove the token, user and cookies from the device. */
    forgetSession: () => {},
    /** Store a fresh token in place of the old one, for the same user. */
    keepToken: (_, _params: { token: string }) => {},
    /** Store a changed user beside the token. */
    keepUser: (_, _params: { user: User }) => {},
    /** Go where the user lands after signing in (landingPath). */
    goToLanding: (_, _params: KeepParams) => {},
    /** Sign-out goes to the home page (docs/decisions.md "Sign-out forgets first, tells the server after"). */
    goHome: () => {},
    clearError: assign({ error: null }),
    forgetCredentials: assign({ credentials: null }),
    takeSession: assign(({ context, event }) => {
      const { user, token } = (event as unknown as DoneActorEvent<SignedIn>).output;
      return { user, token, remember: context.credentials?.remember ?? false, error: null, notice: null };
    }),
    takeUser: assign(({ context, event }) => ({
      user:
        'output' in event
          ? (event as unknown as DoneActorEvent<User>).output
          : 'user' in event
            ? event.user
            : context.user,
    })),
    keepError: assign(({ event }, { step }: { step: SessionError['step'] }) => ({
      error: { ...formFailureOf(errorOf(event)), step },
    })),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null && context.token !== null,
    isTwoFactorRequired: ({ event }) => formFailureOf(errorOf(event)).code === 'TWO_FACTOR_REQUIRED',
  },
}).createMachine({
  id: 'session',
  initial: 'boot',
  context: ({ input }) => ({
    user: input.user,
    token: input.token,
    remember: input.remember,
    credentials: null,
    returnTo: null,
    error: null,
    notice: null,
  }),
  on: {
    // The notice stays until the next sign-in: it is still true while the user browses signed out.
    'session.dismiss': { actions: 'clearError' },
  },
  states: {
    boot: {
      always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'idle',
      entry: 'forgetCredentials',
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: assign(({ event }) => ({
            credentials: { email: event.email, password: event.password, remember: event.remember },
            returnTo: event.returnTo ?? null,
            error: null,
            notice: null,
          })),
        },
        'session.signUp': {
          target: 'signingUp',
          actions: assign(({ event }) => ({
            credentials: { email: event.email, password: event.password, remember: event.remember },
            returnTo: event.returnTo ?? null,
            error: null,
            notice: null,
          })),
        },
        'session.restored': {
          target: 'signedIn',
          actions: assign(({ event }) => ({
            user: event.user,
            token: event.token,
            remember: event.remember,
            error: null,
            notice: null,
          })),
        },
      },
      states: {
        idle: {},
        // The device has forgotten the session; telling the server is best effort, with the token passed along.
        leaving: {
          invoke: {
            src: 'signOut',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'idle', actions: assign({ token: null }) },
            onError: { target: 'idle', actions: assign({ token: null }) },
          },
        },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({
          email: context.credentials?.email ?? '',
          password: context.credentials?.password ?? '',
        }),
        onDone: { target: 'signedIn', actions: enterSession },
        onError: [
          { guard: 'isTwoFactorRequired', target: 'twoFactor' },
          { target: 'signedOut', actions: failed('signIn') },
        ],
      },
    },
    twoFactor: {
      initial: 'entering',
      on: { 'session.cancelCode': { target: 'signedOut', actions: 'clearError' } },
      states: {
        entering: {
          on: { 'session.submitCode': { target: 'verifying', actions: 'clearError' } },
        },
        verifying: {
          invoke: {
            src: 'signIn',
            input: ({ context, event }) => {
              const { kind, code } = event as Extract<SessionEvent, { type: 'session.submitCode' }>;
              return {
                email: context.credentials?.email ?? '',
                password: context.credentials?.password ?? '',
                ...(kind === 'totp' ? { twoFactorToken: code } : { backupCode: code }),
              };
            },
            onDone: { target: '#session.signedIn', actions: enterSession },
            // A wrong code, a limit reached or no network: the step stays, with its error.
            onError: { target: 'entering', actions: failed('code') },
          },
        },
      },
    },
    signingUp: {
      invoke: {
        src: 'signUp',
        input: ({ context }) => ({
          email: context.credentials?.email ?? '',
          password: context.credentials?.password ?? '',
        }),
        onDone: { target: 'signedIn', actions: enterSession },
        onError: { target: 'signedOut', actions: failed('signUp') },
      },
    },
    signedIn: {
      initial: 'idle',
      entry: 'forgetCredentials',
      on: {
        'session.signOut': {
          target: 'signedOut.leaving',
          actions: ['forgetSession', 'goHome', assign({ user: null, error: null, notice: null })],
        },
        'session.expired': {
          target: 'signedOut',
          actions: ['forgetSession', assign({ user: null, token: null, notice: 'SESSION_ENDED' })],
        },
        'session.cleared': {
          target: 'signedOut',
          actions: ['forgetSession', assign({ user: null, token: null })],
        },
        'session.restored': {
          actions: assign(({ event }) => ({
            user: event.user,
            token: event.token,
            remember: event.remember,
          })),
        },
        'session.userChanged': { actions: takeUser },
        'session.tokenChanged': {
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'keepToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
      states: {
        idle: { on: { 'session.refresh': 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'loadUser',
            onDone: { target: 'idle', actions: takeUser },
            // Offline or refused: the kept user stays (a 401 ends the session through session.expired).
            onError: 'idle',
          },
        },
      },
    },
  },
});
