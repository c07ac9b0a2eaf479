// @engines: pglite
// Property: whatever body, token or path a client sends to /api/auth, the answer is never a 5xx, and every
// error is JSON { error, message }.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWork } from '../../lib/background';
import { freshIp, registered } from '../../test/auth-kit';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const known = { password: 'Kjent passord for fuzz', token: '' };
beforeAll(async () => {
  t = await createTestApp();
  known.token = (await registered(t.app, 'fuzz@example.no', known.password)).token;
});
afterAll(async () => {
  await backgroundWork();
  await t.close();
});

const routes = [
  '/register',
  '/login',
  '/logout',
  '/update-password',
  '/forgot',
  '/reset/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/2fa/setup',
  '/2fa/enable',
  '/2fa/disable',
  '/2fa/regenerate-backup-codes',
];
// Per field: mostly values that pass validation (so the handlers run), besides any JSON, or nothing.
const field = (...good: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...good) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
const email = fc.oneof(field('fuzz@example.no', 'FUZZ@example.no', 'ny@example.no'), fc.emailAddress());
const password = field(known.password, 'Et nytt passord her', 'password', '');
const code = field('123456', '000000', 'ABCDE-FGHJK', '');
const body = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      email,
      password,
      oldPassword: password,
      newPassword: password,
      twoFactorToken: code,
      backupCode: code,
      token: code,
      remember: fc.jsonValue(),
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue().map((json) => JSON.stringify(json)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);
const authorization = fc.oneof(
  { weight: 3, arbitrary: fc.constant('valid') },
  { weight: 1, arbitrary: fc.constant(undefined) },
  // Header values are Latin-1 without control characters (fetch refuses others before any server sees them).
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')) },
  { weight: 1, arbitrary: fc.constantFrom('Bearer ', 'Bearer x.y.z', 'null', '{}') },
);

async function send(path: string, payload: unknown, auth: string | undefined, contentType: string) {
  // Each from its own address: per-address limits would otherwise answer most of them with 429.
  const headers: Record<string, string> = { 'Content-Type': contentType, 'X-Forwarded-For': freshIp() };
  if (auth !== undefined) headers.Authorization = auth === 'valid' ? known.token : auth;
  const res = await t.app.request(`/api/auth${path}`, {
    method: 'POST',
    headers,
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  // Keep a live session for the next runs when this one ended it or changed the password.
  if (res.ok && auth === 'valid' && (path === '/logout' || path === '/update-password')) {
    const answer = (await res.clone().json()) as { token?: string };
    if (path === '/update-password') known.password = (payload as { newPassword: string }).newPassword;
    known.token = answer.token ?? (await signInAgain());
  }
  return res;
}

async function signInAgain() {
  const res = await t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
    body: JSON.stringify({ email: 'fuzz@example.no', password: known.password }),
  });
  return ((await res.json()) as { token?: string }).token ?? '';
}

describe('/api/auth under random input', () => {
  it('never answers 5xx; errors are { error, message }', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        authorization,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant('application/json') },
          { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', '') },
        ),
        async (path, payload, auth, contentType) => {
          const res = await send(path, payload, auth, contentType);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(await res.json()).toMatchObject({
              error: expect.any(String),
              message: expect.any(String),
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never answers 5xx to random reset tokens in the path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 120 }), async (raw) => {
        const res = await send(
          `/reset/${encodeURIComponent(raw)}`,
          { password: 'Et nytt passord her' },
          undefined,
          'application/json',
        );
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
