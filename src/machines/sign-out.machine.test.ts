import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { type DeviceHolds, signOutMachine } from './sign-out.machine';

const holding = (overrides: Partial<DeviceHolds> = {}): DeviceHolds => ({
  waitingOrders: 0,
  refusedOrders: 0,
  cartLines: 0,
  unsent: 0,
  ...overrides,
});

type Device = {
  holds: DeviceHolds[];
  /** What the wait answers once nothing is unsent. */
  afterSending?: DeviceHolds;
  /** What leaving answers, in turn. */
  leaves?: ('removed' | 'still-waiting')[];
};

function run(device: Device) {
  const log = { inspected: 0, waited: 0, left: [] as boolean[] };
  const machine = signOutMachine.provide({
    actors: {
      inspect: fromPromise(
        async () => device.holds[Math.min(log.inspected++, device.holds.length - 1)] as DeviceHolds,
      ),
      waitForSent: fromPromise(async () => {
        log.waited++;
        return device.afterSending ?? holding();
      }),
      leave: fromPromise(async ({ input }) => {
        log.left.push(input.removeUnsent);
        return device.leaves?.[log.left.length - 1] ?? 'removed';
      }),
    },
  });
  return { actor: createActor(machine).start(), log };
}

describe('signing out on a device', () => {
  it('holding nothing of the account: leaves at once, removing nothing unsent, without asking', async () => {
    const { actor, log } = run({ holds: [holding()] });
    await waitFor(actor, (s) => s.matches('done'));
    expect(log).toEqual({ inspected: 1, waited: 0, left: [false] });
  });

  it('with a cart only: asks, and a plain sign-out removes nothing unsent', async () => {
    const { actor, log } = run({ holds: [holding({ cartLines: 2 })] });
    const asked = await waitFor(actor, (s) => s.matches('asking'));
    expect(asked.context.holds).toEqual(holding({ cartLines: 2 }));
    actor.send({ type: 'signOut.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(log.left).toEqual([false]);
  });

  it('send first: waits until everything has reached the shop, then leaves without removing anything unsent', async () => {
    const { actor, log } = run({ holds: [holding({ waitingOrders: 1, unsent: 2, cartLines: 1 })] });
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'signOut.sendFirst' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(log).toEqual({ inspected: 1, waited: 1, left: [false] });
  });

  it('sign out now: the user’s choice removes what was not sent', async () => {
    const { actor, log } = run({ holds: [holding({ waitingOrders: 1, unsent: 1 })] });
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'signOut.now' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(log.left).toEqual([true]);
  });

  it('an order refused while waiting: asked again, with the notice', async () => {
    const { actor, log } = run({
      holds: [holding({ waitingOrders: 1, unsent: 1 })],
      afterSending: holding({ refusedOrders: 1, cartLines: 1 }),
    });
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'signOut.sendFirst' });
    const again = await waitFor(actor, (s) => s.matches('asking') && s.context.notice !== null);
    expect(again.context.notice).toBe('ORDER_REFUSED');
    expect(again.context.holds).toEqual(holding({ refusedOrders: 1, cartLines: 1 }));
    expect(log.left).toEqual([]);
  });

  it('something new waits when leaving: looks again and asks, never removing it unasked', async () => {
    const { actor, log } = run({
      holds: [holding({ cartLines: 1 }), holding({ cartLines: 1, waitingOrders: 1, unsent: 1 })],
      leaves: ['still-waiting'],
    });
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'signOut.confirm' });
    const again = await waitFor(actor, (s) => s.matches('asking') && s.context.notice === 'STILL_WAITING');
    expect(again.context.holds?.waitingOrders).toBe(1);
    expect(log).toMatchObject({ inspected: 2, left: [false] });
  });

  it('stay signed in: from the question and while waiting; nothing is removed', () => {
    const asking = transition(
      signOutMachine,
      signOutMachine.resolveState({ value: 'asking', context: initialTransition(signOutMachine)[0].context }),
      { type: 'signOut.cancel' },
    )[0];
    expect(asking.value).toBe('cancelled');
    const sending = transition(
      signOutMachine,
      signOutMachine.resolveState({
        value: 'sending',
        context: initialTransition(signOutMachine)[0].context,
      }),
      { type: 'signOut.cancel' },
    )[0];
    expect(sending.value).toBe('cancelled');
  });

  it('while waiting the user may still choose to sign out now', () => {
    const [sending] = transition(
      signOutMachine,
      signOutMachine.resolveState({
        value: 'sending',
        context: initialTransition(signOutMachine)[0].context,
      }),
      { type: 'signOut.now' },
    );
    expect(sending.value).toBe('leaving');
    expect(sending.context.removeUnsent).toBe(true);
  });
});
