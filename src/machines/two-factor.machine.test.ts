import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { SecondFactor } from '../domain/two-factor';
import { twoFactorMachine } from './two-factor.machine';

const setupAnswer = {
  otpauthUrl: 'otpauth://totp/Bildeler:kari',
  secret: 'JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,AA',
};
const codes = Array.from({ length: 10 }, (_, i) => `CODE${i}AAAAA`);
const refused = (message: string) => Promise.reject({ code: 'TWO_FACTOR_INVALID', message });

type Server = {
  setUp?: () => Promise<typeof setupAnswer>;
  enable?: (code: string) => Promise<{ backupCodes: string[]; token: string }>;
  disable?: (factor: SecondFactor) => Promise<string>;
  regenerate?: (code: string) => Promise<{ backupCodes: string[]; token: string }>;
};

function run(enabled: boolean, server: Server = {}) {
  const log = { tokens: [] as string[], enabled: [] as boolean[], sent: [] as unknown[] };
  const machine = twoFactorMachine.provide({
    actors: {
      setUp: fromPromise(async () => (server.setUp ? server.setUp() : setupAnswer)),
      enable: fromPromise(async ({ input }) => {
        log.sent.push(input);
        return server.enable ? server.enable(input.code) : { backupCodes: codes, token: 'token-2' };
      }),
      disable: fromPromise(async ({ input }) => {
        log.sent.push(input);
        return server.disable ? server.disable(input) : 'token-3';
      }),
      regenerate: fromPromise(async ({ input }) => {
        log.sent.push(input);
        return server.regenerate
          ? server.regenerate(input.code)
          : { backupCodes: codes.map((code) => `N${code}`), token: 'token-3' };
      }),
    },
    actions: {
      keepToken: (_, { token }) => void log.tokens.push(token),
      changedEnabled: (_, { enabled: on }) => void log.enabled.push(on),
    },
  });
  return { actor: createActor(machine, { input: { enabled } }).start(), log };
}

describe('two-factor settings', () => {
  it('opens on the state the account is in', () => {
    expect(initialTransition(twoFactorMachine, { enabled: false })[0].value).toEqual({ off: 'idle' });
    expect(initialTransition(twoFactorMachine, { enabled: true })[0].value).toEqual({ on: 'idle' });
  });

  it('set up → confirm with a code and the password → the codes shown once → saved → on; the new token is kept', async () => {
    const { actor, log } = run(false);
    actor.send({ type: 'twoFactor.start' });
    const scanning = await waitFor(actor, (s) => s.matches({ off: 'scanning' }));
    expect(scanning.context.setup).toEqual(setupAnswer);
    actor.send({ type: 'twoFactor.confirm', code: '123456', password: 'mitt passord' });
    const shown = await waitFor(actor, (s) => s.matches('codes'));
    expect(shown.context.backupCodes).toEqual(codes);
    expect(shown.context.setup).toBeNull();
    expect(log).toEqual({
      tokens: ['token-2'],
      enabled: [true],
      sent: [{ code: '123456', password: 'mitt passord' }],
    });
    actor.send({ type: 'twoFactor.saved' });
    expect(actor.getSnapshot().value).toEqual({ on: 'idle' });
    expect(actor.getSnapshot().context.backupCodes).toBeNull();
  });

  it('a wrong code keeps the QR code on screen with the server message, and a new try clears it', async () => {
    let wrong = true;
    const { actor, log } = run(false, {
      enable: async () => (wrong ? refused('Feil kode') : { backupCodes: codes, token: 't' }),
    });
    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches({ off: 'scanning' }));
    actor.send({ type: 'twoFactor.confirm', code: '000000', password: 'p' });
    const failed = await waitFor(actor, (s) => s.matches({ off: 'scanning' }) && s.context.failure !== null);
    expect(failed.context.failure).toEqual({
      step: 'enable',
      code: 'TWO_FACTOR_INVALID',
      message: 'Feil kode',
      fields: {},
    });
    expect(failed.context.setup).toEqual(setupAnswer);
    expect(log.tokens).toEqual([]);
    wrong = false;
    actor.send({ type: 'twoFactor.confirm', code: '123456', password: 'p' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('codes'));
  });

  it('a wrong password keeps the QR code on screen, with the field the server named', async () => {
    const { actor } = run(false, {
      enable: () =>
        Promise.reject({
          code: 'PASSWORD_WRONG',
          message: 'Passordet er feil.',
          fields: { password: 'PASSWORD_WRONG' },
        }),
    });
    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches({ off: 'scanning' }));
    actor.send({ type: 'twoFactor.confirm', code: '123456', password: 'feil' });
    const failed = await waitFor(actor, (s) => s.context.failure !== null);
    expect(failed.value).toEqual({ off: 'scanning' });
    expect(failed.context.failure).toEqual({
      step: 'enable',
      code: 'PASSWORD_WRONG',
      message: 'Passordet er feil.',
      fields: { password: 'PASSWORD_WRONG' },
    });
  });

  it('a failed setup says so at the setup step; cancel drops the secret', async () => {
    const { actor } = run(false, { setUp: () => refused('Prøv igjen') });
    actor.send({ type: 'twoFactor.start' });
    const failed = await waitFor(actor, (s) => s.context.failure !== null);
    expect(failed.value).toEqual({ off: 'idle' });
    expect(failed.context.failure?.step).toBe('setup');

    const second = run(false).actor;
    second.send({ type: 'twoFactor.start' });
    await waitFor(second, (s) => s.matches({ off: 'scanning' }));
    second.send({ type: 'twoFactor.cancel' });
    expect(second.getSnapshot().value).toEqual({ off: 'idle' });
    expect(second.getSnapshot().context.setup).toBeNull();
  });

  it('regenerating needs a code and shows the new codes once; the token is unchanged', async () => {
    const { actor, log } = run(true);
    actor.send({ type: 'twoFactor.regenerate', code: '654321' });
    const shown = await waitFor(actor, (s) => s.matches('codes'));
    expect(shown.context.backupCodes?.[0]).toBe('NCODE0AAAAA');
    expect(log).toEqual({ tokens: ['token-3'], enabled: [], sent: [{ code: '654321' }] });
    actor.send({ type: 'twoFactor.saved' });
    expect(actor.getSnapshot().value).toEqual({ on: 'idle' });
  });

  it('disabling with a backup code turns it off and keeps the new token; a refusal stays on', async () => {
    let refuse = true;
    const { actor, log } = run(true, { disable: async () => (refuse ? refused('Ugyldig kode') : 'token-9') });
    actor.send({ type: 'twoFactor.disable', factor: { kind: 'backup', code: 'ABCDE12345' } });
    const failed = await waitFor(actor, (s) => s.context.failure !== null);
    expect(failed.value).toEqual({ on: 'idle' });
    expect(failed.context.failure).toMatchObject({ step: 'disable', message: 'Ugyldig kode' });
    refuse = false;
    actor.send({ type: 'twoFactor.disable', factor: { kind: 'backup', code: 'ABCDE12345' } });
    await waitFor(actor, (s) => s.matches({ off: 'idle' }));
    expect(log).toEqual({
      tokens: ['token-9'],
      enabled: [false],
      sent: [
        { kind: 'backup', code: 'ABCDE12345' },
        { kind: 'backup', code: 'ABCDE12345' },
      ],
    });
  });

  it('a step is taken only from where it belongs', () => {
    const [off] = initialTransition(twoFactorMachine, { enabled: false });
    expect(
      transition(twoFactorMachine, off, { type: 'twoFactor.confirm', code: '1', password: 'p' })[0].value,
    ).toEqual({
      off: 'idle',
    });
    expect(transition(twoFactorMachine, off, { type: 'twoFactor.regenerate', code: '1' })[0].value).toEqual({
      off: 'idle',
    });
  });
});
