// @engines: pglite
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { devMailbox, passwordResets, users } from '../../db/schema';
import { backgroundWork } from '../../lib/background';
import { authLimits } from '../../services/auth/limits';
import { resetLink } from '../../services/auth/password-reset';
import { goodPassword, post, registered, withToken } from '../../test/auth-kit';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let now = Date.UTC(2026, 5, 6, 7, 1, 0);
beforeEach(() => {
  now += 2 * 60 * 60_000; // each test in windows of its own
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(async () => {
  await backgroundWork();
  vi.useRealTimers();
});

const mailsTo = async (email: string) => (await t.db.select().from(devMailbox)).filter((m) => m.to === email);
const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

/** Asks for a link for `email` and returns the token the mail carries. */
async function mailedToken(email: string, headers: Record<string, string> = {}) {
  const before = (await mailsTo(email)).length;
  const res = await post(t.app, '/forgot', { email }, headers);
  expect(res.status).toBe(200);
  await backgroundWork();
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  return { token: tokenIn(mails.at(-1)?.text ?? ''), mail: mails.at(-1) };
}

describe('POST /api/auth/forgot', () => {
  it('answers the same for an address with and without an account, and mails only the account', async () => {
    await registered(t.app, 'glemsk@example.no');
    const known = await post(t.app, '/forgot', { email: 'Glemsk@example.no' }, { 'Accept-Language': 'en' });
    const unknown = await post(t.app, '/forgot', { email: 'ingen@example.no' }, { 'Accept-Language': 'en' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: expect.stringMatching(/^If an account exists/) });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await backgroundWork();
    expect(await mailsTo('glemsk@example.no')).toHaveLength(1);
    expect(await mailsTo('ingen@example.no')).toHaveLength(0);
  });

  it('mails a link to /account/reset-password with a 256-bit token, kept only as its sha256, in the caller language', async () => {
    await registered(t.app, 'lenke@example.no');
    const { token, mail } = await mailedToken('lenke@example.no', { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(mail?.subject).toBe('Choose a new password at Bildeler');
    expect(mail?.text).toContain(`http://localhost/account/reset-password?token=${token}`);
    expect(mail?.text).toContain('15 minutes');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(passwordResets);
    const row = rows.find((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'));
    expect(row?.expiresAt.getTime()).toBe(now + 15 * 60_000);
    expect(JSON.stringify(rows)).not.toContain(token);
    const ar = await mailedToken('lenke@example.no', { 'Accept-Language': 'ar' });
    expect(ar.mail?.subject).toMatch(/كلمة مرور جديدة/);
  });

  it('mails an address at most 3 times an hour; the answer stays the same', async () => {
    await registered(t.app, 'mye-post@example.no');
    const answers = [];
    for (let i = 0; i < authLimits.mailPerAccount.limit + 2; i++) {
      answers.push((await post(t.app, '/forgot', { email: 'mye-post@example.no' })).body);
    }
    await backgroundWork();
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo('mye-post@example.no')).toHaveLength(authLimits.mailPerAccount.limit);
  });

  it.each([{}, { email: 'nope' }, { email: 42 }])('refuses %j with 400 VALIDATION_ERROR', async (body) => {
    expect((await post(t.app, '/forgot', body)).body.error).toBe('VALIDATION_ERROR');
  });

  it(`takes ${authLimits.forgotPerIp.limit} requests an hour from one address, then 429`, async () => {
    const from = { 'X-Forwarded-For': '198.51.100.70' };
    for (let i = 0; i < authLimits.forgotPerIp.limit; i++) {
      expect((await post(t.app, '/forgot', { email: `x${i}@example.no` }, from)).status).toBe(200);
    }
    expect((await post(t.app, '/forgot', { email: 'y@example.no' }, from)).status).toBe(429);
  });
});

describe('POST /api/auth/reset/:token', () => {
  it('sets the new password once: sessions end, the old password stops, the link is spent', async () => {
    const account = await registered(t.app, 'ny-start@example.no');
    const { token } = await mailedToken(account.email);
    const password = goodPassword();
    const res = await post(t.app, `/reset/${token}`, { password });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect((await post(t.app, '/2fa/setup', {}, withToken(account.token))).status).toBe(401);
    expect((await post(t.app, '/login', { email: account.email, password: account.password })).status).toBe(
      401,
    );
    expect((await post(t.app, '/login', { email: account.email, password })).status).toBe(200);
    const again = await post(
      t.app,
      `/reset/${token}`,
      { password: goodPassword() },
      { 'Accept-Language': 'en' },
    );
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'RESET_TOKEN_INVALID', message: expect.stringMatching(/invalid or has expired/) },
    });
  });

  it('refuses a link after 15 minutes', async () => {
    const account = await registered(t.app, 'treg@example.no');
    const { token } = await mailedToken(account.email);
    vi.setSystemTime(now + 15 * 60_000 + 1000);
    expect((await post(t.app, `/reset/${token}`, { password: goodPassword() })).body.error).toBe(
      'RESET_TOKEN_INVALID',
    );
  });

  it('keeps the link when the new password is refused, and ends the other links when one is used', async () => {
    const account = await registered(t.app, 'to-lenker@example.no');
    const first = await mailedToken(account.email);
    const second = await mailedToken(account.email);
    const weak = await post(t.app, `/reset/${first.token}`, { password: 'password1' });
    expect(weak).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR', fields: { password: 'PASSWORD_TOO_COMMON' } },
    });
    expect((await post(t.app, `/reset/${first.token}`, { password: goodPassword() })).status).toBe(200);
    expect((await post(t.app, `/reset/${second.token}`, { password: goodPassword() })).body.error).toBe(
      'RESET_TOKEN_INVALID',
    );
  });

  it.each(['x', 'A'.repeat(43), 'A'.repeat(44), '%00', 'a'.repeat(500)])(
    'refuses the token %j',
    async (token) => {
      const res = await post(t.app, `/reset/${encodeURIComponent(token)}`, { password: goodPassword() });
      expect(res).toMatchObject({ status: 400, body: { error: 'RESET_TOKEN_INVALID' } });
    },
  );

  it('changes only the password and the token version of the user', async () => {
    const account = await registered(t.app, 'bare-passord@example.no');
    const [before] = await t.db.select().from(users).where(eq(users.email, account.email));
    const { token } = await mailedToken(account.email);
    await post(t.app, `/reset/${token}`, { password: goodPassword() });
    const [after] = await t.db.select().from(users).where(eq(users.email, account.email));
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
    expect({ ...after, passwordHash: '', tokenVersion: 0, updatedAt: null }).toEqual({
      ...before,
      passwordHash: '',
      tokenVersion: 0,
      updatedAt: null,
    });
  });
});

describe('links in mail', () => {
  // Which address they start with: lib/public-url.test.ts (never the request's; tests/security/edge-links.test.ts).
  it('put the token in the reset page query, under any base with or without its slash', () => {
    expect(resetLink('https://bildeler.no/', 'abc_-')).toBe(
      'https://bildeler.no/account/reset-password?token=abc_-',
    );
  });
});
