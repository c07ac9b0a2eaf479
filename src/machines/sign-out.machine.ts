// Signing out on a device that holds the account's cart or writes not yet sent (orders above all): look → nothing to
// ask about: leave at once; else ask → send first (wait until they have reached the shop, then leave) or leave now,
// removing what was not sent (the user's explicit choice) → done; cancel at any question. Leaving removes the
// account's things from the device, then ends the session. Reading the device, waiting and leaving are actors
// provided at the edge (features/account/sign-out-dialog.tsx); the machine holds codes, never text.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../domain/failure';

/** What of the account the device holds (db/account-on-device.ts). */
export type DeviceHolds = {
  waitingOrders: number;
  refusedOrders: number;
  cartLines: number;
  unsent: number;
};

export type SignOutNotice =
  /** While waiting, the shop refused an order: its lines are back in the cart. */
  | 'ORDER_REFUSED'
  /** Something new waits to be sent (another tab): asked again. */
  | 'STILL_WAITING';

export type SignOutContext = {
  holds: DeviceHolds | null;
  /** Orders the shop had refused before the wait began. */
  refusedBefore: number;
  removeUnsent: boolean;
  notice: SignOutNotice | null;
  failure: { code: string; message: string } | null;
};

export type SignOutEvent =
  /** Nothing waits to be sent: sign out (asked again if something has come to wait meanwhile). */
  | { type: 'signOut.confirm' }
  | { type: 'signOut.sendFirst' }
  /** Sign out now, removing what was not sent: the user's explicit choice. */
  | { type: 'signOut.now' }
  | { type: 'signOut.cancel' };

const nothingHeld = (holds: DeviceHolds) => holds.cartLines === 0 && holds.unsent === 0;

export const signOutMachine = setup({
  types: {
    context: {} as SignOutContext,
    events: {} as SignOutEvent,
  },
  actors: {
    /** What of the account the device holds now. */
    inspect: fromPromise<DeviceHolds, void>(async () => {
      throw new Error('signOutMachine: provide inspect');
    }),
    /** Asks the outbox to send and resolves once none of the account's writes waits; answers what it holds then. */
    waitForSent: fromPromise<DeviceHolds, void>(async () => {
      throw new Error('signOutMachine: provide waitForSent');
    }),
    /** Removes the account from the device and ends the session; 'still-waiting' when something waits unasked. */
    leave: fromPromise<'removed' | 'still-waiting', { removeUnsent: boolean }>(async () => {
      throw new Error('signOutMachine: provide leave');
    }),
  },
  guards: {
    isNothingHeld: ({ event }) => nothingHeld((event as unknown as { output: DeviceHolds }).output),
    wasOrderRefused: ({ context, event }) =>
      (event as unknown as { output: DeviceHolds }).output.refusedOrders > context.refusedBefore,
    isStillWaiting: ({ event }) => (event as unknown as { output: string }).output === 'still-waiting',
  },
  actions: {
    keepHolds: assign({ holds: ({ event }) => (event as unknown as { output: DeviceHolds }).output }),
  },
}).createMachine({
  id: 'signOut',
  context: { holds: null, refusedBefore: 0, removeUnsent: false, notice: null, failure: null },
  initial: 'inspecting',
  states: {
    inspecting: {
      invoke: {
        src: 'inspect',
        onDone: [
          { guard: 'isNothingHeld', target: 'leaving', actions: 'keepHolds' },
          { target: 'asking', actions: 'keepHolds' },
        ],
        onError: { target: 'asking', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    asking: {
      on: {
        'signOut.sendFirst': {
          target: 'sending',
          actions: assign({
            notice: null,
            failure: null,
            refusedBefore: ({ context }) => context.holds?.refusedOrders ?? 0,
          }),
        },
        'signOut.confirm': { target: 'leaving', actions: assign({ removeUnsent: false, failure: null }) },
        'signOut.now': { target: 'leaving', actions: assign({ removeUnsent: true, failure: null }) },
        'signOut.cancel': 'cancelled',
      },
    },
    sending: {
      invoke: {
        src: 'waitForSent',
        onDone: [
          {
            guard: 'wasOrderRefused',
            target: 'asking',
            actions: ['keepHolds', assign({ notice: 'ORDER_REFUSED' })],
          },
          { target: 'leaving', actions: 'keepHolds' },
        ],
        onError: { target: 'asking', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
      on: {
        'signOut.now': { target: 'leaving', actions: assign({ removeUnsent: true }) },
        'signOut.cancel': 'cancelled',
      },
    },
    leaving: {
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ removeUnsent: context.removeUnsent }),
        onDone: [
          { guard: 'isStillWaiting', target: 'inspecting', actions: assign({ notice: 'STILL_WAITING' }) },
          { target: 'done' },
        ],
        onError: {
          target: 'asking',
          actions: assign({ removeUnsent: false, failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
