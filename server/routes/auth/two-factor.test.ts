// @engines: pglite
// Two-factor sign-in end to end. Codes are computed by the test (server/test/auth-kit.ts, node:crypto
// HMAC-SHA1), at a clock the test sets (Date only).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupCodes, passwordResets, users } from '../../db/schema';
import { authLimits } from '../../services/auth/limits';
import { post, registered, totpAt, withToken } from '../../test/auth-kit';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 10 s into a 30-second step and a minute into a 15-minute window; each test starts an hour after the last.
let now = Date.UTC(2026, 4, 4, 8, 1, 10);
beforeEach(() => {
  now += 60 * 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});
const steps = (n: number) => {
  now += n * 30_000;
  vi.setSystemTime(now);
};

const alive = async (token: string) => (await post(t.app, '/2fa/setup', {}, withToken(token))).status;

/** A user with two-factor on: its secret (base32), backup codes and current token. */
async function withTwoFactor(email: string) {
  const account = await registered(t.app, email);
  const setup = await post(t.app, '/2fa/setup', {}, withToken(account.token));
  const secret = (setup.body.data as { secret: string }).secret;
  const enabled = await post(
    t.app,
    '/2fa/enable',
    { token: totpAt(secret, now), password: account.password },
    withToken(account.token),
  );
  if (enabled.status !== 200) throw new Error(`enable: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  steps(1); // the enabling code is spent; sign-ins in the tests use the next step's code
  return {
    ...account,
    secret,
    backupCodes: enabled.body.backupCodes as string[],
    token: enabled.body.token as string,
  };
}

const login = (
  account: { email: string; password: string },
  extra: Record<string, unknown> = {},
  headers = {},
) => post(t.app, '/login', { email: account.email, password: account.password, ...extra }, headers);

describe('POST /api/auth/2fa/setup', () => {
  it('answers { data: { otpauthUrl, secret, qrCode } } and keeps the secret pending, sealed', async () => {
    const account = await registered(t.app, 'oppsett@example.no');
    const res = await post(t.app, '/2fa/setup', {}, withToken(account.token));
    expect(res.status).toBe(200);
    const data = res.body.data as { otpauthUrl: string; secret: string; qrCode: string };
    expect(data).toEqual({
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/Bildeler:oppsett%40example\.no\?/),
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'oppsett@example.no'));
    expect(row).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
    expect(row?.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(row?.twoFactorPendingSecret).not.toContain(data.secret);
    // Pending is not on: sign-in needs no code, and the session was not ended.
    expect((await login(account)).status).toBe(200);
    expect(await alive(account.token)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await post(t.app, '/2fa/setup', {})).status).toBe(401);
  });
});

describe('POST /api/auth/2fa/enable', () => {
  it('enables with a current code of the pending secret: 10 backup codes and a fresh token; older tokens die', async () => {
    const account = await registered(t.app, 'slaa-paa@example.no');
    const setup = await post(t.app, '/2fa/setup', {}, withToken(account.token));
    const secret = (setup.body.data as { secret: string }).secret;
    const res = await post(
      t.app,
      '/2fa/enable',
      { token: totpAt(secret, now), password: account.password },
      withToken(account.token),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      backupCodes: expect.arrayContaining([
        expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/),
      ]),
      token: expect.any(String),
    });
    expect(res.body.backupCodes).toHaveLength(10);
    expect(await alive(account.token)).toBe(401);
    expect(await alive(res.body.token as string)).toBe(400); // signed in; setup refused: already on
    const [row] = await t.db.select().from(users).where(eq(users.email, 'slaa-paa@example.no'));
    expect(row).toMatchObject({ twoFactorEnabled: true, twoFactorPendingSecret: null });
    expect(row?.twoFactorSecret).toMatch(/^v1\./);
    const stored = await t.db
      .select()
      .from(backupCodes)
      .where(eq(backupCodes.userId, row?.id ?? 0));
    expect(stored).toHaveLength(10);
    for (const code of stored) expect(code.codeHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong or missing code with 400 TWO_FACTOR_INVALID and stays off', async () => {
    const account = await registered(t.app, 'feil-kode@example.no');
    const setup = await post(t.app, '/2fa/setup', {}, withToken(account.token));
    const right = totpAt((setup.body.data as { secret: string }).secret, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (const body of [{ token: wrong }, {}, { token: 'abcdef' }]) {
      const res = await post(
        t.app,
        '/2fa/enable',
        { ...body, password: account.password },
        withToken(account.token, { 'Accept-Language': 'en' }),
      );
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'TWO_FACTOR_INVALID', message: expect.stringMatching(/wrong/) },
      });
    }
    expect((await login(account)).status).toBe(200);
  });

  it('asks for the password: none is 400 REQUIRED, a wrong one 400 PASSWORD_WRONG under the field; it stays off', async () => {
    const account = await registered(t.app, 'passord-foerst@example.no');
    const setup = await post(t.app, '/2fa/setup', {}, withToken(account.token));
    const code = totpAt((setup.body.data as { secret: string }).secret, now);
    const en = withToken(account.token, { 'Accept-Language': 'en' });
    const none = await post(t.app, '/2fa/enable', { token: code }, en);
    expect(none).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR', fields: { password: 'REQUIRED' } },
    });
    const wrong = await post(t.app, '/2fa/enable', { token: code, password: 'ikke mitt passord' }, en);
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        error: 'PASSWORD_WRONG',
        message: 'The password is wrong.',
        fields: { password: 'PASSWORD_WRONG' },
      },
    });
    const ar = withToken(account.token, { 'Accept-Language': 'ar' });
    expect((await post(t.app, '/2fa/enable', { token: code, password: 'ikke mitt' }, ar)).body.message).toBe(
      'كلمة المرور غير صحيحة.',
    );
    // A wrong password spends no code try: the right pair still turns it on.
    const right = await post(t.app, '/2fa/enable', { token: code, password: account.password }, en);
    expect(right.status).toBe(200);
  });

  it('answers 400 TWO_FACTOR_NOT_SET_UP before a setup, and TWO_FACTOR_ALREADY_ENABLED once on', async () => {
    const account = await registered(t.app, 'uten-oppsett@example.no');
    const res = await post(
      t.app,
      '/2fa/enable',
      { token: '123456', password: account.password },
      withToken(account.token),
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'TWO_FACTOR_NOT_SET_UP' } });
    const on = await withTwoFactor('allerede@example.no');
    expect((await post(t.app, '/2fa/setup', {}, withToken(on.token))).body.error).toBe(
      'TWO_FACTOR_ALREADY_ENABLED',
    );
    expect(
      (
        await post(
          t.app,
          '/2fa/enable',
          { token: totpAt(on.secret, now), password: on.password },
          withToken(on.token),
        )
      ).body.error,
    ).toBe('TWO_FACTOR_ALREADY_ENABLED');
  });
});

describe('sign-in with two-factor', () => {
  it('asks for a code (401 TWO_FACTOR_REQUIRED) after the right password, and not after a wrong one', async () => {
    const account = await withTwoFactor('to-trinn@example.no');
    const res = await login(account, {}, { 'Accept-Language': 'en' });
    expect(res).toMatchObject({
      status: 401,
      body: { error: 'TWO_FACTOR_REQUIRED', message: expect.stringMatching(/code/) },
    });
    expect((await login(account, { twoFactorToken: '', backupCode: '' })).body.error).toBe(
      'TWO_FACTOR_REQUIRED',
    );
    const wrongPassword = await login(
      { ...account, password: 'Feil passord her' },
      { twoFactorToken: totpAt(account.secret, now) },
    );
    expect(wrongPassword.body.error).toBe('INVALID_CREDENTIALS');
  });

  it('signs in with a current code once; the same code again, or an older one, is refused', async () => {
    const account = await withTwoFactor('en-gang@example.no');
    const code = totpAt(account.secret, now);
    const first = await login(account, { twoFactorToken: code });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ twoFactorEnabled: true });
    const replay = await login(account, { twoFactorToken: code });
    expect(replay).toMatchObject({ status: 401, body: { error: 'TWO_FACTOR_INVALID' } });
    steps(1);
    expect((await login(account, { twoFactorToken: totpAt(account.secret, now - 60_000) })).status).toBe(401);
    expect((await login(account, { twoFactorToken: totpAt(account.secret, now) })).status).toBe(200);
  });

  it('takes the code of the step before and after (clock drift), not two steps off', async () => {
    const account = await withTwoFactor('drift@example.no');
    expect((await login(account, { twoFactorToken: totpAt(account.secret, now + 60_000) })).status).toBe(401);
    expect((await login(account, { twoFactorToken: totpAt(account.secret, now + 30_000) })).status).toBe(200);
  });

  it('takes a backup code once, not twice; codes typed in lower case and without the dash pass', async () => {
    const account = await withTwoFactor('reserve@example.no');
    const [first = '', second = ''] = account.backupCodes;
    expect((await login(account, { backupCode: first })).status).toBe(200);
    expect((await login(account, { backupCode: first })).body.error).toBe('TWO_FACTOR_INVALID');
    expect((await login(account, { backupCode: second.replace('-', '').toLowerCase() })).status).toBe(200);
    expect((await login(account, { backupCode: 'ABCDE-FGHJK' })).body.error).toBe('TWO_FACTOR_INVALID');
  });

  it(`refuses the ${authLimits.codePerAccount.limit + 1}th code within 15 minutes with 429, even the right one`, async () => {
    const account = await withTwoFactor('kodegjetting@example.no');
    now += 15 * 60_000; // a window of its own: enabling was a try too
    vi.setSystemTime(now);
    for (let i = 0; i < authLimits.codePerAccount.limit; i++) {
      expect((await login(account, { twoFactorToken: String(100000 + i) })).body.error).toBe(
        'TWO_FACTOR_INVALID',
      );
    }
    const right = await login(account, { twoFactorToken: totpAt(account.secret, now) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(0);
    now += 15 * 60_000;
    vi.setSystemTime(now);
    expect((await login(account, { twoFactorToken: totpAt(account.secret, now) })).status).toBe(200);
  });
});

describe('POST /api/auth/2fa/disable', () => {
  it('needs a current code or a backup code; then two-factor is off, its secrets gone, other sessions ended', async () => {
    const account = await withTwoFactor('av@example.no');
    const other = (await login(account, { twoFactorToken: totpAt(account.secret, now) })).body
      .token as string;
    expect((await post(t.app, '/2fa/disable', {}, withToken(account.token))).body.error).toBe(
      'TWO_FACTOR_REQUIRED',
    );
    expect(
      (await post(t.app, '/2fa/disable', { token: '000000' }, withToken(account.token))).body.error,
    ).toBe('TWO_FACTOR_INVALID');
    const res = await post(
      t.app,
      '/2fa/disable',
      { backupCode: account.backupCodes[0] },
      withToken(account.token),
    );
    expect(res).toMatchObject({ status: 200, body: { success: true, token: expect.any(String) } });
    expect(await alive(other)).toBe(401);
    expect(await alive(account.token)).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'av@example.no'));
    expect(row).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
    });
    expect(
      await t.db
        .select()
        .from(backupCodes)
        .where(eq(backupCodes.userId, row?.id ?? 0)),
    ).toEqual([]);
    const signIn = await login(account);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ twoFactorEnabled: false });
  });

  it('works with a current code, and answers 400 TWO_FACTOR_NOT_ENABLED when it is off', async () => {
    const account = await withTwoFactor('av-kode@example.no');
    const res = await post(
      t.app,
      '/2fa/disable',
      { token: totpAt(account.secret, now) },
      withToken(account.token),
    );
    expect(res.status).toBe(200);
    const again = await post(
      t.app,
      '/2fa/disable',
      { token: totpAt(account.secret, now) },
      withToken(res.body.token as string),
    );
    expect(again).toMatchObject({ status: 400, body: { error: 'TWO_FACTOR_NOT_ENABLED' } });
  });
});

describe('POST /api/auth/2fa/regenerate-backup-codes', () => {
  it('with a current code: 10 new codes replace the old ones, and a fresh token', async () => {
    const account = await withTwoFactor('nye-koder@example.no');
    const refused = await post(
      t.app,
      '/2fa/regenerate-backup-codes',
      { token: '999999' },
      withToken(account.token),
    );
    expect(refused).toMatchObject({ status: 400, body: { error: 'TWO_FACTOR_INVALID' } });
    const res = await post(
      t.app,
      '/2fa/regenerate-backup-codes',
      { token: totpAt(account.secret, now) },
      withToken(account.token),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ backupCodes: expect.any(Array), token: expect.any(String) });
    const fresh = res.body.backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => account.backupCodes.includes(code))).toBe(false);
    expect(await alive(account.token)).toBe(401);
    expect((await login(account, { backupCode: account.backupCodes[1] })).body.error).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await login(account, { backupCode: fresh[0] })).status).toBe(200);
  });

  it('does not take a backup code in place of the current code', async () => {
    const account = await withTwoFactor('ikke-reserve@example.no');
    const res = await post(
      t.app,
      '/2fa/regenerate-backup-codes',
      { token: account.backupCodes[0] },
      withToken(account.token),
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'TWO_FACTOR_INVALID' } });
    expect((await post(t.app, '/2fa/regenerate-backup-codes', {}, withToken(account.token))).body.error).toBe(
      'TWO_FACTOR_REQUIRED',
    );
  });
});

describe('a reset password does not switch two-factor off', () => {
  it('still asks for the code after the password was set with a mailed link', async () => {
    const account = await withTwoFactor('glemt-med-kode@example.no');
    const [row] = await t.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.twoFactorEnabled).toBe(true);
    // The reset route itself is tested in password-reset.test.ts; here only what it leaves of two-factor.
    const token = randomBytes(32).toString('base64url');
    await t.db.insert(passwordResets).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: row?.id ?? 0,
      expiresAt: new Date(now + 60_000),
    });
    const res = await post(t.app, `/reset/${token}`, { password: 'Et helt nytt passord' });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const signIn = await login({ email: account.email, password: 'Et helt nytt passord' });
    expect(signIn.body.error).toBe('TWO_FACTOR_REQUIRED');
  });
});
