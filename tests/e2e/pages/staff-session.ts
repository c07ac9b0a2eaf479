// The e2e ADMIN's session, signed in through the API once per run and shared by every worker through a file in
// the run's data dir: the server checks at most 10 passwords of one account in 15 minutes (docs/security.md),
// and a dozen tests act as staff. Only the test of the sign-in form itself signs the admin in by hand.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eAdmin } from './account-pages.page';

type StaffSession = { token: string; user: unknown };

const sessionFile = () =>
  join(process.env.E2E_DATA_DIR || tmpdir(), `e2e-admin-session-${process.env.E2E_PORT ?? 'x'}.json`);

let session: StaffSession | null = null;

/** The ADMIN's session: the run's shared one, or a sign-in when there is none yet. */
export async function staffSession(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<StaffSession> {
  if (session) return session;
  const file = sessionFile();
  if (existsSync(file)) {
    session = JSON.parse(readFileSync(file, 'utf8')) as StaffSession;
    return session;
  }
  const res = await request.post('/api/auth/login', { data: e2eAdmin, headers });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()) as StaffSession;
  session = { token, user };
  writeFileSync(`${file}.tmp`, JSON.stringify(session));
  renameSync(`${file}.tmp`, file);
  return session;
}

/** The ADMIN's bearer token, for staff calls made through the API. */
export async function adminToken(request: APIRequestContext, headers: Record<string, string>) {
  return (await staffSession(request, headers)).token;
}

/** Puts the ADMIN's session on `page`'s device, as a sign-in with "remember me" leaves it. */
export async function signInStaff(page: Page, headers: Record<string, string>) {
  const { token, user } = await staffSession(page.request, headers);
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('jwtToken', token);
      localStorage.setItem(
        'bildeler.user',
        JSON.stringify({ user, remember: true, expiresAt: Date.now() + 3_600_000 }),
      );
    },
    { token, user },
  );
}
