// Attack: guess passwords from one machine, sending a new X-Forwarded-For with every try so each looks like another
// client and the per-address limit never counts up. The header may only be read when the connection comes from a
// proxy the shop was told to trust (TRUSTED_PROXIES); these calls come over a real socket from 127.0.0.1.
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import { createTestApp } from '../../server/test/test-app';
import { anotherIp, listen, rawRequest } from './edge-kit';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** The app behind a real socket, trusting the proxies TRUSTED_PROXIES names (unset: none). */
async function shop(trusted?: string) {
  const env = readEnv(trusted === undefined ? {} : { TRUSTED_PROXIES: trusted });
  const t = await createTestApp({ trustedProxies: env.TRUSTED_PROXIES });
  const server = await listen(t.app);
  close = async () => {
    await server.close();
    await t.close();
  };
  return server.port;
}

let tries = 0;
/** Sixty wrong sign-ins, each for another address (no account limit meets them), with `forwardedFor(i)`. */
async function sixtyWrongSignIns(port: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) {
    const body = Buffer.from(
      JSON.stringify({ email: `guess-${++tries}@example.no`, password: 'wrong guess 1' }),
    );
    const res = await rawRequest(port, {
      method: 'POST',
      path: '/api/auth/login',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
        'X-Forwarded-For': forwardedFor(i),
      },
      chunks: [body],
    });
    statuses.push(res.status);
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('TRUSTED_PROXIES', () => {
  it('unset: a new X-Forwarded-For per try from an untrusted peer still meets the limit (50 per 15 min)', async () => {
    const statuses = await sixtyWrongSignIns(await shop(), () => anotherIp());
    expect(count(statuses, 401)).toBe(50);
    expect(count(statuses, 429)).toBe(10);
  }, 120_000);

  it('naming other proxies than the peer: the header is still ignored', async () => {
    const statuses = await sixtyWrongSignIns(await shop('10.0.0.0/8, fd00::/8'), () => anotherIp());
    expect(count(statuses, 429)).toBe(10);
  }, 120_000);

  it('127.0.0.1 (nginx on this machine): each forwarded client is counted apart', async () => {
    const statuses = await sixtyWrongSignIns(await shop('127.0.0.1'), () => anotherIp());
    expect(count(statuses, 401)).toBe(60);
  }, 120_000);

  it('127.0.0.1: entries the client wrote left of what the proxy added do not change its key', async () => {
    // nginx's $proxy_add_x_forwarded_for appends the address it saw to whatever the client sent.
    const statuses = await sixtyWrongSignIns(
      await shop('127.0.0.0/8, ::1'),
      () => `${anotherIp()}, 10.1.2.3, 203.0.113.77`,
    );
    expect(count(statuses, 429)).toBe(10);
  }, 120_000);

  it('a setting that is no address or range stops the start and names it', () => {
    expect(() => readEnv({ TRUSTED_PROXIES: '127.0.0.1, nginx' })).toThrow(/TRUSTED_PROXIES.*"nginx"/);
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES.*"10\.0\.0\.0\/33"/);
    expect(() => readEnv({ TRUSTED_PROXIES: '2001:db8::/129' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 2001:db8::/32' })).not.toThrow();
  });
});
