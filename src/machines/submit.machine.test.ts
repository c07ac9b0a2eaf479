import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { submitMachine } from './submit.machine';

const run = (send: (input: unknown) => Promise<string>) =>
  createActor(submitMachine.provide({ actors: { send: fromPromise(({ input }) => send(input)) } })).start();

describe('submitMachine', () => {
  it('passes the form to the sender and keeps the answer', async () => {
    const seen: unknown[] = [];
    const actor = run(async (input) => {
      seen.push(input);
      return 'Takk!';
    });
    actor.send({ type: 'form.submit', input: { email: 'a@b.no' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context).toEqual({ result: 'Takk!', failure: null });
    expect(seen).toEqual([{ email: 'a@b.no' }]);
  });

  it('keeps the server code, message and fields on failure, and clears them on a new try', async () => {
    let fail = true;
    const actor = run(async () => {
      if (fail) throw { code: 'VALIDATION_ERROR', message: 'Ugyldig', fields: { email: 'INVALID_EMAIL' } };
      return 'ok';
    });
    actor.send({ type: 'form.submit', input: {} });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.failure).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Ugyldig',
      fields: { email: 'INVALID_EMAIL' },
    });
    fail = false;
    actor.send({ type: 'form.submit', input: {} });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
  });

  it('ignores a second submit while one is on its way', () => {
    const actor = run(() => new Promise(() => {}));
    actor.send({ type: 'form.submit', input: 1 });
    actor.send({ type: 'form.submit', input: 2 });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});

describe('submitMachine and limits', () => {
  it('keeps how long the server asks to wait', async () => {
    const actor = run(async () => {
      throw { code: 'TOO_MANY_REQUESTS', message: 'Vent', fields: {}, retryAfterSeconds: 90 };
    });
    actor.send({ type: 'form.submit', input: {} });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.failure).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Vent',
      fields: {},
      retryAfter: 90,
    });
  });
});
