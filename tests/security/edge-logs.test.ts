// Attack: read the server's log (a log shipper, a support ticket with a pasted log, a backup) and take the secrets
// that stand in it. Order tokens, reset tokens and guest cart ids are in paths and queries; none may be logged.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { createTestApp } from '../../server/test/test-app';
import { anotherIp } from './edge-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dist: string;
const lines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bildeler-edge-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="nb"><body></body></html>');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A secret as the shop makes them: 43 characters of base64url. */
const secret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

async function logOf(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  init: RequestInit = {},
) {
  lines.length = 0;
  const res = await app.request(path, {
    ...init,
    headers: { 'X-Forwarded-For': anotherIp(), ...(init.headers as Record<string, string>) },
  });
  await res.arrayBuffer();
  await new Promise((resolve) => setImmediate(resolve));
  return lines.join('');
}

describe('the request log', () => {
  const app = () => createApp({ ...t.deps, logger });

  it.each([
    ['GET /api/order/token/<order token>', (s: string) => `/api/order/token/${s}`, {}],
    [
      'POST /api/auth/reset/<reset token>',
      (s: string) => `/api/auth/reset/${s}`,
      { method: 'POST', body: '{"password":"x"}', headers: { 'Content-Type': 'application/json' } },
    ],
    ['GET /api/cart/<guest cart id>', (s: string) => `/api/cart/${s}`, {}],
    ['the checkout page of an order, /checkout/<order token>', (s: string) => `/checkout/${s}`, {}],
    ['the reset-password page, ?token=', (s: string) => `/account/reset-password?token=${s}`, {}],
    ['any token= query', (s: string) => `/api/product/item?id=1&token=${s}&lang=en`, {}],
  ] as const)('%s: logged without the secret', async (_, path, init) => {
    const token = secret();
    const log = await logOf(app(), path(token), init as RequestInit);
    expect(log).toContain('"status"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 12));
  });

  it('still names the call, with the secret replaced', async () => {
    const log = await logOf(app(), `/api/order/token/${secret()}`);
    expect(log).toMatch(/"path":"\/api\/order\/token\/[^"]*redacted[^"]*"/);
  });
});

describe('error logs', () => {
  it('an unhandled error on a path with a token logs the path without it', async () => {
    const broken = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'select') throw new Error('database down');
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const token = secret();
    const log = await logOf(createApp({ ...t.deps, db: broken, logger }), `/api/order/token/${token}`);
    expect(log).toContain('unhandled error');
    expect(log).not.toContain(token);
  });
});
