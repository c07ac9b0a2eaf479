// The two-factor settings: off → set up (a secret and its QR code) → confirm with a code and the
// account's password (a session token alone must not turn it on) → the backup
// codes, shown once until the user says they are saved → on; on → regenerate the codes (with a code) → shown once
// → on, or disable (with a code or a backup code) → off. Calls are actors and keeping the new session token is an
// action, provided at the edge (features/account/two-factor-*.tsx); failures keep the server's code and message.
import { assign, fromPromise, setup } from 'xstate';
import { formFailureOf } from '../domain/failure';
import type { SecondFactor, TwoFactorSetup } from '../domain/two-factor';

/** Which step failed: the page words it. */
export type TwoFactorStep = 'setup' | 'enable' | 'disable' | 'regenerate';
/** `fields`: the server's code per field (enable: `password` when the password was wrong or missing). */
export type TwoFactorFailure = {
  step: TwoFactorStep;
  code: string;
  message: string;
  fields: Record<string, string>;
};

export type TwoFactorContext = {
  /** Two-factor sign-in was on when the page opened. */
  enabledAtStart: boolean;
  setup: TwoFactorSetup | null;
  /** Shown once: dropped as soon as the user says they are saved. */
  backupCodes: string[] | null;
  failure: TwoFactorFailure | null;
};

export type TwoFactorEvent =
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.confirm'; code: string; password: string }
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.saved' }
  | { type: 'twoFactor.regenerate'; code: string }
  | { type: 'twoFactor.disable'; factor: SecondFactor };

const failedAt = (step: TwoFactorStep) =>
  assign<TwoFactorContext, { type: string; error?: unknown }, undefined, TwoFactorEvent, never>({
    failure: ({ event }) => {
      const { code, message, fields } = formFailureOf(event.error);
      return { step, code, message, fields };
    },
  });

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as { enabled: boolean },
  },
  actors: {
    setUp: fromPromise<TwoFactorSetup, void>(async () => {
      throw new Error('twoFactorMachine: provide setUp');
    }),
    enable: fromPromise<{ backupCodes: string[]; token: string }, { code: string; password: string }>(
      async () => {
        throw new Error('twoFactorMachine: provide enable');
      },
    ),
    disable: fromPromise<string, SecondFactor>(async () => {
      throw new Error('twoFactorMachine: provide disable');
    }),
    regenerate: fromPromise<{ backupCodes: string[]; token: string }, { code: string }>(async () => {
      throw new Error('twoFactorMachine: provide regenerate');
    }),
  },
  actions: {
    /** Keep the fresh session token a two-factor change answers with (older ones stop working). */
    keepToken: (_, _params: { token: string }) => {},
    /** Tell the session whether two-factor sign-in is on now. */
    changedEnabled: (_, _params: { enabled: boolean }) => {},
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isEnabledAtStart: ({ context }) => context.enabledAtStart,
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ enabledAtStart: input.enabled, setup: null, backupCodes: null, failure: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isEnabledAtStart', target: 'on' }, { target: 'off' }] },
    off: {
      initial: 'idle',
      states: {
        idle: { on: { 'twoFactor.start': 'settingUp' } },
        settingUp: {
          entry: 'clearFailure',
          invoke: {
            src: 'setUp',
            onDone: { target: 'scanning', actions: assign({ setup: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: failedAt('setup') },
          },
        },
        scanning: {
          on: {
            'twoFactor.confirm': 'enabling',
            'twoFactor.cancel': { target: 'idle', actions: assign({ setup: null, failure: null }) },
          },
        },
        enabling: {
          entry: 'clearFailure',
          invoke: {
            src: 'enable',
            input: ({ event }) => {
              const { code, password } = event as { code: string; password: string };
              return { code, password };
            },
            onDone: {
              target: '#twoFactor.codes',
              actions: [
                assign({ setup: null, backupCodes: ({ event }) => event.output.backupCodes }),
                { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
                { type: 'changedEnabled', params: { enabled: true } },
              ],
            },
            onError: { target: 'scanning', actions: failedAt('enable') },
          },
        },
      },
    },
    codes: {
      on: { 'twoFactor.saved': { target: 'on', actions: assign({ backupCodes: null }) } },
    },
    on: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'twoFactor.regenerate': 'regenerating', 'twoFactor.disable': 'disabling' },
        },
        regenerating: {
          entry: 'clearFailure',
          invoke: {
            src: 'regenerate',
            input: ({ event }) => ({ code: (event as { code: string }).code }),
            onDone: {
              target: '#twoFactor.codes',
              actions: [
                assign({ backupCodes: ({ event }) => event.output.backupCodes }),
                { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: { target: 'idle', actions: failedAt('regenerate') },
          },
        },
        disabling: {
          entry: 'clearFailure',
          invoke: {
            src: 'disable',
            input: ({ event }) => (event as { factor: SecondFactor }).factor,
            onDone: {
              target: '#twoFactor.off',
              actions: [
                { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
                { type: 'changedEnabled', params: { enabled: false } },
              ],
            },
            onError: { target: 'idle', actions: failedAt('disable') },
          },
        },
      },
    },
  },
});
