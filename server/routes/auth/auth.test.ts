// @engines: pglite
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { devMailbox, users } from '../../db/schema';
import { backgroundWork } from '../../lib/background';
import { authLimits } from '../../services/auth/limits';
import { hashPassword, verifyPassword } from '../../services/auth/passwords';
import { goodPassword, post, registered, withToken } from '../../test/auth-kit';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A fixed clock (Date only) a minute into a 15-minute window, so counters never roll over mid-test.
let now = Date.UTC(2026, 2, 2, 9, 1, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(async () => {
  await backgroundWork();
  vi.useRealTimers();
});
const advance = (ms: number) => {
  now += ms;
  vi.setSystemTime(now);
};

/** 200 when the token is accepted by a route behind requireUser, else its status. */
const probe = async (authorization: string) =>
  (await post(t.app, '/2fa/setup', {}, { Authorization: authorization })).status;

describe('POST /api/auth/register', () => {
  it('creates a customer and answers 201 { user, token } with a token that works', async () => {
    const res = await post(t.app, '/register', { email: '  Kari@Example.NO ', password: 'Blå bil i regnet' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: {
        _id: expect.stringMatching(/^\d+$/),
        email: 'kari@example.no',
        phone: '',
        phoneNumber: '',
        firstName: '',
        lastName: '',
        avatar: null,
        role: 'CUSTOMER',
        twoFactorEnabled: false,
        business: null,
      },
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(await probe(res.body.token as string)).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'kari@example.no'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('Blå bil');
  });

  it.each([
    [{ password: 'Blå bil i regnet' }, 'email', 'REQUIRED'],
    [{ email: 'not-an-address', password: 'Blå bil i regnet' }, 'email', 'INVALID_EMAIL'],
    [{ email: 'ny1@example.no' }, 'password', 'REQUIRED'],
    [{ email: 'ny1@example.no', password: 'kort' }, 'password', 'PASSWORD_TOO_SHORT'],
    [{ email: 'ny1@example.no', password: 'x'.repeat(129) }, 'password', 'PASSWORD_TOO_LONG'],
    [{ email: 'ny1@example.no', password: 'Password1' }, 'password', 'PASSWORD_TOO_COMMON'],
    [{ email: 'ny1@example.no', password: 12345678 }, 'password', 'REQUIRED'],
  ])('refuses %j with 400 VALIDATION_ERROR naming the field', async (body, field, code) => {
    const res = await post(t.app, '/register', body, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: expect.any(String),
      fields: { [field]: code },
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'ny1@example.no'))).toEqual([]);
  });

  it('says why a password is refused in the caller language', async () => {
    const body = { email: 'ny2@example.no', password: 'qwertyuiop' };
    expect((await post(t.app, '/register', body, { 'Accept-Language': 'en' })).body.message).toMatch(
      /too common/,
    );
    expect((await post(t.app, '/register?lang=no', body)).body.message).toMatch(/for vanlig/);
    expect((await post(t.app, '/register?lang=ar', body)).body.message).toMatch(/شائعة/);
  });

  it('answers 409 EMAIL_TAKEN for an address with an account (however typed), changes nothing, mails the owner', async () => {
    const owner = await registered(t.app, 'eier@example.no');
    const res = await post(
      t.app,
      '/register',
      { email: ' EIER@example.no', password: goodPassword() },
      { 'Accept-Language': 'en' },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'EMAIL_TAKEN',
      message: expect.stringMatching(/could not create/),
      fields: { email: 'EMAIL_TAKEN' },
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'eier@example.no'))).toHaveLength(1);
    expect((await post(t.app, '/login', { email: owner.email, password: owner.password })).status).toBe(200);
    await backgroundWork();
    const mail = (await t.db.select().from(devMailbox)).filter((m) => m.to === 'eier@example.no');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/Someone tried to create an account/);
    expect(mail[0]?.text).toContain('http://localhost/account/login');
  });

  it(`takes ${authLimits.registerPerIp.limit} sign-ups an hour from one address, then 429 with Retry-After`, async () => {
    const from = { 'X-Forwarded-For': '198.51.100.50' };
    for (let i = 0; i < authLimits.registerPerIp.limit; i++) {
      expect((await post(t.app, '/register', { email: 'bad' }, from)).status).toBe(400);
    }
    const refused = await post(
      t.app,
      '/register',
      { email: 'limit@example.no', password: goodPassword() },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    expect(Number(refused.headers.get('Retry-After'))).toBe(59 * 60);
  });
});

describe('POST /api/auth/login', () => {
  it('answers { user, token } for the right password, however the address is typed', async () => {
    const account = await registered(t.app, 'ola@example.no');
    const res = await post(t.app, '/login', {
      email: 'OLA@example.no ',
      password: account.password,
      remember: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: account.user, token: expect.any(String) });
    expect(await probe(res.body.token as string)).toBe(200);
    expect(await probe(`Bearer ${res.body.token}`)).toBe(200);
  });

  it('gives a wrong password and an unknown address the same status and body', async () => {
    const account = await registered(t.app, 'kjent@example.no');
    const wrong = await post(
      t.app,
      '/login',
      { email: account.email, password: 'Feil passord her' },
      { 'Accept-Language': 'en' },
    );
    const unknown = await post(
      t.app,
      '/login',
      { email: 'ukjent@example.no', password: 'Feil passord her' },
      { 'Accept-Language': 'en' },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Wrong email address or password.' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...wrong.headers.keys()].sort());
  });

  it('spends as long on an unknown address as on a wrong password (one argon2 verify each)', async () => {
    vi.useRealTimers();
    const account = await registered(t.app, 'tid@example.no');
    const time = async (email: string) => {
      const start = performance.now();
      await post(t.app, '/login', { email, password: 'Feil passord her' });
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1] ?? 0;
    const hash = await hashPassword('Et annet passord');
    const unknown: number[] = [];
    const verifies: number[] = [];
    for (let i = 0; i < 3; i++) {
      await time(account.email);
      unknown.push(await time(`ukjent${i}@example.no`));
      const start = performance.now();
      await verifyPassword(hash, 'Feil passord her');
      verifies.push(performance.now() - start);
    }
    // Without the dummy verify an unknown address answers in a few ms; argon2 at 19 MiB takes tens. Measured against
    // one verify alone, not against a known address's answer: that also writes the failed attempt, which on a busy
    // PostgreSQL can take longer than the verify itself.
    expect(median(unknown)).toBeGreaterThan(median(verifies) * 0.5);
  });

  it.each([
    [{}, 'email'],
    [{ email: 'a@example.no' }, 'password'],
    [{ email: 'a@example.no', password: '' }, 'password'],
    [{ email: 'a@example.no', password: 'x'.repeat(1025) }, 'password'],
    [{ email: 'a@example.no', password: 'passord123', twoFactorToken: 123456 }, 'twoFactorToken'],
  ])('refuses %j with 400 VALIDATION_ERROR', async (body, field) => {
    const res = await post(t.app, '/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: { [field]: expect.any(String) } });
  });

  it('refuses the 11th password within 15 minutes with 429, even the right one, from any address; not after', async () => {
    const account = await registered(t.app, 'gjett@example.no');
    for (let i = 0; i < authLimits.passwordPerAccount.limit; i++) {
      expect(
        (await post(t.app, '/login', { email: account.email, password: `Feil passord ${i}` })).status,
      ).toBe(401);
    }
    const right = await post(
      t.app,
      '/login',
      { email: account.email, password: account.password },
      { 'Accept-Language': 'en' },
    );
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many attempts/),
    });
    expect(Number(right.headers.get('Retry-After'))).toBe(14 * 60);
    advance(14 * 60_000);
    expect((await post(t.app, '/login', { email: account.email, password: account.password })).status).toBe(
      200,
    );
  });

  it('limits an unknown address the same way, so the 429 tells nothing either', async () => {
    for (let i = 0; i < authLimits.passwordPerAccount.limit; i++) {
      await post(t.app, '/login', { email: 'finnes-ikke@example.no', password: `Feil passord ${i}` });
    }
    expect(
      (await post(t.app, '/login', { email: 'finnes-ikke@example.no', password: 'Feil passord' })).status,
    ).toBe(429);
  });

  it('refuses a body over 16 KB with 413 before reading it', async () => {
    const res = await post(t.app, '/login', { email: 'stor@example.no', password: 'x'.repeat(20_000) });
    expect(res).toMatchObject({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) },
    });
  });

  it(`takes ${authLimits.loginPerIp.limit} sign-ins per 15 minutes from one address, whatever the account`, async () => {
    const from = { 'X-Forwarded-For': '198.51.100.60' };
    for (let i = 0; i < authLimits.loginPerIp.limit; i++) {
      expect((await post(t.app, '/login', { email: `x${i}@example.no` }, from)).status).toBe(400);
    }
    expect(
      (await post(t.app, '/login', { email: 'y@example.no', password: 'Feil passord' }, from)).status,
    ).toBe(429);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its token and every older one stop working; signing in again works', async () => {
    const account = await registered(t.app, 'ut@example.no');
    const other = (await post(t.app, '/login', { email: account.email, password: account.password })).body
      .token as string;
    const res = await post(t.app, '/logout', {}, withToken(account.token));
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await probe(account.token)).toBe(401);
    expect(await probe(other)).toBe(401);
    expect((await post(t.app, '/logout', {}, withToken(account.token))).status).toBe(401);
    const again = await post(t.app, '/login', { email: account.email, password: account.password });
    expect(await probe(again.body.token as string)).toBe(200);
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const res = await post(t.app, '/logout', {}, { 'Accept-Language': 'en' });
    expect(res).toMatchObject({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: 'Please sign in again.' },
    });
  });
});

describe('POST /api/auth/update-password', () => {
  it('sets the new password and answers { success, token }: older tokens die, the new one works', async () => {
    const account = await registered(t.app, 'bytt@example.no');
    const newPassword = goodPassword();
    const res = await post(
      t.app,
      '/update-password',
      { oldPassword: account.password, newPassword },
      withToken(account.token),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, token: expect.any(String) });
    expect(await probe(account.token)).toBe(401);
    expect(await probe(res.body.token as string)).toBe(200);
    expect((await post(t.app, '/login', { email: account.email, password: account.password })).status).toBe(
      401,
    );
    expect((await post(t.app, '/login', { email: account.email, password: newPassword })).status).toBe(200);
  });

  it('answers 400 OLD_PASSWORD_WRONG for a wrong current password and keeps the session', async () => {
    const account = await registered(t.app, 'feil-gammelt@example.no');
    const res = await post(
      t.app,
      '/update-password',
      { oldPassword: 'Ikke mitt passord', newPassword: goodPassword() },
      withToken(account.token, { 'Accept-Language': 'en' }),
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'OLD_PASSWORD_WRONG',
        message: 'The current password is wrong.',
        fields: { oldPassword: 'OLD_PASSWORD_WRONG' },
      },
    });
    expect(await probe(account.token)).toBe(200);
  });

  it.each([
    [{ newPassword: 'Ny og lang nok' }, 'oldPassword', 'REQUIRED'],
    [{ oldPassword: 'whatever', newPassword: 'abc123' }, 'newPassword', 'PASSWORD_TOO_SHORT'],
    [{ oldPassword: 'whatever', newPassword: 'iloveyou' }, 'newPassword', 'PASSWORD_TOO_COMMON'],
  ])('refuses %j with 400 naming the field', async (body, field, code) => {
    const account = await registered(t.app, `felt-${field}-${code}@example.no`.toLowerCase());
    const res = await post(t.app, '/update-password', body, withToken(account.token));
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR', fields: { [field]: code } },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await post(t.app, '/update-password', { oldPassword: 'a', newPassword: goodPassword() });
    expect(res.status).toBe(401);
  });

  it('counts the current passwords it checks against the account limit', async () => {
    const account = await registered(t.app, 'stjalet-okt@example.no');
    for (let i = 0; i < authLimits.passwordPerAccount.limit; i++) {
      const body = { oldPassword: `Gjett ${i} passord`, newPassword: goodPassword() };
      expect((await post(t.app, '/update-password', body, withToken(account.token))).status).toBe(400);
    }
    const body = { oldPassword: account.password, newPassword: goodPassword() };
    expect((await post(t.app, '/update-password', body, withToken(account.token))).status).toBe(429);
  });
});
