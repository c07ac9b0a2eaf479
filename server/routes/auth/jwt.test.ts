// @engines: pglite
// The session token against the usual attacks: every forged, altered, expired or revoked token is a 401 on a
// route behind requireUser (POST /api/auth/2fa/setup and /api/auth/logout here).
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { tokenLifetimeSeconds } from '../../services/auth/tokens';
import { goodPassword, post, registered, withToken } from '../../test/auth-kit';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let account: Awaited<ReturnType<typeof registered>>;
const start = Date.UTC(2026, 3, 1, 12, 0, 0);
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  t = await createTestApp();
  account = await registered(t.app, 'jwt@example.no');
  // A second user, so a token changed to name the next id names someone who exists.
  await registered(t.app, 'neste@example.no');
  vi.useRealTimers();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: start + 60_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const probe = async (authorization: string | undefined) =>
  (await post(t.app, '/2fa/setup', {}, authorization === undefined ? {} : { Authorization: authorization }))
    .status;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => token.split('.') as [string, string, string];
const payloadOf = (token: string) => JSON.parse(Buffer.from(partsOf(token)[1], 'base64url').toString());

describe('session tokens', () => {
  it('are accepted as the bare token and with a Bearer prefix', async () => {
    expect(await probe(account.token)).toBe(200);
    expect(await probe(`Bearer ${account.token}`)).toBe(200);
    expect(await probe(`bearer   ${account.token}`)).toBe(200);
  });

  it('name the user, role and token version, HS256, expiring after 7 days', () => {
    const [header] = partsOf(account.token);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = payloadOf(account.token);
    expect(claims).toMatchObject({ sub: account.user._id, role: 'CUSTOMER', ver: 0, iss: 'bildeler' });
    expect(claims.exp - claims.iat).toBe(tokenLifetimeSeconds);
    expect(tokenLifetimeSeconds).toBe(7 * 24 * 60 * 60);
  });

  it('refuses alg "none" (unsigned) with the same claims', async () => {
    const [, payload] = partsOf(account.token);
    expect(await probe(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBe(401);
    expect(await probe(`${b64({ alg: 'none' })}.${payload}`)).toBe(401);
  });

  it('refuses a payload changed under the original signature (role, user)', async () => {
    const [header, , signature] = partsOf(account.token);
    const claims = payloadOf(account.token);
    expect(await probe(`${header}.${b64({ ...claims, role: 'ADMIN' })}.${signature}`)).toBe(401);
    expect(
      await probe(`${header}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`),
    ).toBe(401);
    // The same claims encoded again pass: the refusals above are for the change, not the re-encoding.
    expect(await probe(`${header}.${b64(claims)}.${signature}`)).toBe(200);
    expect(await probe(`${header}.${b64({ ...claims, exp: claims.exp + 3600 })}.${signature}`)).toBe(401);
  });

  it('refuses a token signed with another key, and one naming another algorithm', async () => {
    const claims = payloadOf(account.token);
    const other = new TextEncoder().encode('x'.repeat(48));
    for (const alg of ['HS256', 'HS512']) {
      const forged = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(other);
      expect(await probe(forged)).toBe(401);
    }
    const [header, payload, signature] = partsOf(account.token);
    const flipped = Buffer.from(signature, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(await probe(`${header}.${payload}.${flipped.toString('base64url')}`)).toBe(401);
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    expect(await probe(`${hs512Header}.${payload}.${signature}`)).toBe(401);
  });

  it('refuses a token after it expires (7 days), and takes it just before', async () => {
    const claims = payloadOf(account.token);
    vi.setSystemTime(claims.exp * 1000 - 60_000);
    expect(await probe(account.token)).toBe(200);
    vi.setSystemTime(claims.exp * 1000 + 1000);
    expect(await probe(account.token)).toBe(401);
  });

  it.each([
    ['nothing', undefined],
    ['an empty header', ''],
    ['Bearer and nothing', 'Bearer '],
    ['one part', 'abc'],
    ['three junk parts', 'a.b.c'],
    ['base64 junk', `${b64('x')}.${b64('y')}.${b64('z')}`],
    ['a JSON array payload', `${b64({ alg: 'HS256' })}.${b64([1, 2])}.sig`],
    ['a very long value', 'x'.repeat(10_000)],
    ['a token with spaces inside', 'eyJ hbGciOi.x y.z'],
  ])('refuses %s with 401 UNAUTHORIZED', async (_case, authorization) => {
    const res = await post(
      t.app,
      '/2fa/setup',
      {},
      authorization === undefined ? {} : { Authorization: authorization },
    );
    expect(res).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it('refuses every token issued before a logout and before a password change', async () => {
    const login = async () =>
      (await post(t.app, '/login', { email: account.email, password: account.password })).body
        .token as string;
    const beforeLogout = await login();
    const current = await login();
    expect(await probe(beforeLogout)).toBe(200);
    expect((await post(t.app, '/logout', {}, withToken(current))).status).toBe(200);
    expect(await probe(beforeLogout)).toBe(401);
    expect(await probe(current)).toBe(401);

    const beforeChange = await login();
    const newPassword = goodPassword();
    const changed = await post(
      t.app,
      '/update-password',
      { oldPassword: account.password, newPassword },
      withToken(beforeChange),
    );
    expect(changed.status).toBe(200);
    account.password = newPassword;
    expect(await probe(beforeChange)).toBe(401);
    expect(await probe(changed.body.token as string)).toBe(200);
  });

  it('refuses the token of a user who no longer exists', async () => {
    const gone = await registered(t.app, 'borte@example.no');
    expect(await probe(gone.token)).toBe(200);
    await t.db.delete(users).where(eq(users.id, Number(gone.user._id)));
    expect(await probe(gone.token)).toBe(401);
  });
});
