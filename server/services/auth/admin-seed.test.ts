import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { post, registered } from '../../routes/auth/test-kit';
import { createTestApp } from '../../test/test-app';
import { defaultAdminEmail, seedAdmin } from './admin-seed';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: { level: number; msg: string; email?: string; password?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}
const WARN = 40;

const signIn = (email: string, password: string) => post(t.app, '/login', { email, password });

describe('seedAdmin', () => {
  it('without ADMIN_EMAIL and no admin: creates admin@bildeler.no with a generated password, logged once as a warning', async () => {
    const { logger, lines } = capturingLogger();
    expect(await seedAdmin(t.db, logger, {})).toEqual({
      created: true,
      email: defaultAdminEmail,
      generatedPassword: true,
    });
    const shown = lines.filter((line) => line.password);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ level: WARN, email: defaultAdminEmail });
    const password = shown[0]?.password ?? '';
    expect(password.length).toBeGreaterThanOrEqual(24);
    const res = await signIn(defaultAdminEmail, password);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: defaultAdminEmail, role: 'ADMIN' });

    // Next start: nothing made, nothing shown.
    const again = capturingLogger();
    expect(await seedAdmin(t.db, again.logger, {})).toMatchObject({ created: false, reason: 'admin-exists' });
    expect(again.lines).toEqual([]);
  });

  it('with ADMIN_EMAIL and ADMIN_PASSWORD: creates that admin with that password and never shows it', async () => {
    const { logger, lines } = capturingLogger();
    const env = { email: ' Sjef@Bildeler.no ', password: 'e2e admin passord' };
    expect(await seedAdmin(t.db, logger, env)).toEqual({
      created: true,
      email: 'sjef@bildeler.no',
      generatedPassword: false,
    });
    expect(JSON.stringify(lines)).not.toContain('e2e admin passord');
    const res = await signIn('sjef@bildeler.no', 'e2e admin passord');
    expect(res.body.user).toMatchObject({ role: 'ADMIN' });
    // Started again with another password: the account is left as it is.
    expect(await seedAdmin(t.db, logger, { ...env, password: 'et annet passord' })).toMatchObject({
      created: false,
      reason: 'exists',
    });
    expect((await signIn('sjef@bildeler.no', 'e2e admin passord')).status).toBe(200);
  });

  it('with ADMIN_EMAIL but no password: a generated one, shown once', async () => {
    const { logger, lines } = capturingLogger();
    expect(await seedAdmin(t.db, logger, { email: 'drift@bildeler.no' })).toMatchObject({
      created: true,
      generatedPassword: true,
    });
    const password = lines.find((line) => line.password)?.password ?? '';
    expect((await signIn('drift@bildeler.no', password)).body.user).toMatchObject({ role: 'ADMIN' });
  });

  it('does not make an existing customer an admin', async () => {
    await registered(t.app, 'kunde@example.no');
    const { logger, lines } = capturingLogger();
    expect(
      await seedAdmin(t.db, logger, { email: 'kunde@example.no', password: 'whatever123' }),
    ).toMatchObject({
      created: false,
      reason: 'not-admin',
    });
    expect(lines[0]).toMatchObject({ level: WARN });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'kunde@example.no'));
    expect(row?.role).toBe('CUSTOMER');
  });

  it('makes one admin when several processes start at once', async () => {
    const { logger, lines } = capturingLogger();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => seedAdmin(t.db, logger, { email: 'samtidig@bildeler.no' })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(lines.filter((line) => line.password)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, 'samtidig@bildeler.no'))).toHaveLength(1);
  });
});
