// @engines: pglite postgres (races, raw-sql)
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { readEnv } from '../../env';
import { post, registered } from '../../test/auth-kit';
import { createTestApp } from '../../test/test-app';
import { adminFileName, generatedAdminDomain, seedAdmin, wellKnownAdminEmail } from './admin-seed';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: { level: number; msg: string; email?: string; file?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}
const WARN = 40;
const freshDir = () => mkdtempSync(join(tmpdir(), 'bildeler-seed-'));

/** The address and password the seed wrote to `file`. */
function handedOver(file: string) {
  const text = readFileSync(file, 'utf8');
  return {
    text,
    email: /^email: (\S+)$/m.exec(text)?.[1] ?? '',
    password: /^password: (\S+)$/m.exec(text)?.[1] ?? '',
  };
}

const signIn = (email: string, password: string) => post(t.app, '/login', { email, password });

/** Each test gets a database without ADMINs (the earlier tests' are made customers). */
const noAdmins = () => t.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.role, 'ADMIN'));

describe('seedAdmin', () => {
  it('without ADMIN_EMAIL and no admin: an unguessable address under .invalid, its password in a 0600 file only', async () => {
    await noAdmins();
    const dataDir = freshDir();
    const { logger, lines } = capturingLogger();
    const seeded = await seedAdmin(t.db, logger, { dataDir });
    expect(seeded).toMatchObject({ created: true, file: join(dataDir, adminFileName) });
    if (!seeded.created || !seeded.file) throw new Error('not created');
    expect(seeded.email).toMatch(
      new RegExp(`^admin-[a-z2-7]{16}@${generatedAdminDomain.replace('.', '\\.')}$`),
    );
    expect(statSync(seeded.file).mode & 0o777).toBe(0o600);
    const { email, password, text } = handedOver(seeded.file);
    expect(email).toBe(seeded.email);
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(text).toMatch(/two-factor/);
    // The log names the file, and neither the password nor the address.
    expect(lines).toEqual([expect.objectContaining({ level: WARN, file: seeded.file })]);
    expect(JSON.stringify(lines)).not.toContain(password);
    expect(JSON.stringify(lines)).not.toContain(email);
    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, role: 'ADMIN' });

    // Next start: nothing made, nothing written, nothing shown.
    const again = capturingLogger();
    expect(await seedAdmin(t.db, again.logger, { dataDir })).toMatchObject({
      created: false,
      reason: 'admin-exists',
    });
    expect(again.lines).toEqual([]);
    expect(readdirSync(dataDir)).toEqual([adminFileName]);
  });

  it('never writes over an earlier file: a second first admin (a new database) gets a file of its own', async () => {
    await noAdmins();
    const dataDir = freshDir();
    writeFileSync(join(dataDir, adminFileName), 'an earlier shop');
    const seeded = await seedAdmin(t.db, capturingLogger().logger, { dataDir });
    if (!seeded.created || !seeded.file) throw new Error('not created');
    expect(seeded.file).not.toBe(join(dataDir, adminFileName));
    expect(readFileSync(join(dataDir, adminFileName), 'utf8')).toBe('an earlier shop');
    expect(handedOver(seeded.file).email).toBe(seeded.email);
  });

  it('makes one first admin when several processes start at once without ADMIN_EMAIL', async () => {
    await noAdmins();
    const dataDir = freshDir();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => seedAdmin(t.db, capturingLogger().logger, { dataDir })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.role, 'ADMIN'))).toHaveLength(1);
    expect(readdirSync(dataDir)).toEqual([adminFileName]);
  });

  it('warns at start when an ADMIN still has the well-known address of earlier versions', async () => {
    await noAdmins();
    await t.db.insert(users).values({ email: wellKnownAdminEmail, passwordHash: 'x', role: 'ADMIN' });
    const { logger, lines } = capturingLogger();
    expect(await seedAdmin(t.db, logger, { dataDir: freshDir() })).toMatchObject({ reason: 'admin-exists' });
    expect(lines).toEqual([expect.objectContaining({ level: WARN, email: wellKnownAdminEmail })]);
  });

  it('with ADMIN_EMAIL and ADMIN_PASSWORD: creates that admin with that password, no file, never shown', async () => {
    const dataDir = freshDir();
    const { logger, lines } = capturingLogger();
    const env = { email: ' Sjef@Bildeler.no ', password: 'e2e admin passord', dataDir };
    expect(await seedAdmin(t.db, logger, env)).toEqual({
      created: true,
      email: 'sjef@bildeler.no',
      file: null,
    });
    expect(JSON.stringify(lines)).not.toContain('e2e admin passord');
    expect(readdirSync(dataDir)).toEqual([]);
    const res = await signIn('sjef@bildeler.no', 'e2e admin passord');
    expect(res.body.user).toMatchObject({ role: 'ADMIN' });
    // Started again with another password: the account is left as it is.
    expect(await seedAdmin(t.db, logger, { ...env, password: 'et annet passord' })).toMatchObject({
      created: false,
      reason: 'exists',
    });
    expect((await signIn('sjef@bildeler.no', 'e2e admin passord')).status).toBe(200);
  });

  it('with ADMIN_EMAIL but no password: a generated one, in the file, not in the log', async () => {
    const dataDir = freshDir();
    const { logger, lines } = capturingLogger();
    const seeded = await seedAdmin(t.db, logger, { email: 'drift@bildeler.no', dataDir });
    if (!seeded.created || !seeded.file) throw new Error('not created');
    const { email, password } = handedOver(seeded.file);
    expect(email).toBe('drift@bildeler.no');
    expect(JSON.stringify(lines)).not.toContain(password);
    expect((await signIn(email, password)).body.user).toMatchObject({ role: 'ADMIN' });
  });

  it('does not make an existing customer an admin', async () => {
    await registered(t.app, 'kunde@example.no');
    const { logger, lines } = capturingLogger();
    expect(
      await seedAdmin(t.db, logger, {
        email: 'kunde@example.no',
        password: 'whatever123',
        dataDir: freshDir(),
      }),
    ).toMatchObject({ created: false, reason: 'not-admin' });
    expect(lines[0]).toMatchObject({ level: WARN });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'kunde@example.no'));
    expect(row?.role).toBe('CUSTOMER');
  });

  it('makes one admin when several processes start at once with ADMIN_EMAIL', async () => {
    const dataDir = freshDir();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        seedAdmin(t.db, capturingLogger().logger, { email: 'samtidig@bildeler.no', dataDir }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(readdirSync(dataDir)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, 'samtidig@bildeler.no'))).toHaveLength(1);
  });
});

describe('ADMIN_PASSWORD', () => {
  it.each([
    ['shorter than 8 characters', 'kort1!', /8–128 characters/],
    ['one of the common passwords', 'password1', /most common passwords/],
    ["only the shop's own words and digits", 'Bildeler2026!', /shop's own words/],
    ['admin and a year', 'admin2026', /shop's own words/],
  ])('is refused at start when %s, and the message says which rule', (_, password, rule) => {
    expect(() => readEnv({ ADMIN_PASSWORD: password })).toThrow(rule);
    expect(() => readEnv({ ADMIN_PASSWORD: password })).not.toThrow(password);
  });

  it('takes a password the sign-up would take', () => {
    expect(readEnv({ ADMIN_PASSWORD: 'rød sykkel på taket' }).ADMIN_PASSWORD).toBe('rød sykkel på taket');
  });
});
