// The e2e ADMIN's session. The admin calls need two-factor sign-in, and a code passes once per 30-second step, so the
// ADMIN is signed in ONCE per run, in the global setup (tests/e2e/global-setup.ts): it turns two-factor on, and
// keeps the session and the authenticator's key in a file of the run's data dir that every worker reads. Tests
// put that session on their device; the one test that signs the ADMIN in through the form takes a code of a step
// no one has used yet (adminCode), reserved under a lock file, so two workers never offer the same code.
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { putSession } from './device-session';
import { totp, totpStep } from './totp';

export type StaffSession = {
  token: string;
  user: unknown;
  /** The authenticator key (base32) of the ADMIN's two-factor sign-in. */
  secret: string;
  /** The last 30-second step whose code was used (or reserved): each code passes once. */
  lastStep: number;
};

const dataDir = () => process.env.E2E_DATA_DIR || tmpdir();
export const sessionFile = () => join(dataDir(), `e2e-admin-session-${process.env.E2E_PORT ?? 'x'}.json`);
const lockDir = () => `${sessionFile()}.lock`;

export function readStaffSession(): StaffSession | null {
  const file = sessionFile();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StaffSession) : null;
}

export function writeStaffSession(session: StaffSession) {
  const file = sessionFile();
  writeFileSync(`${file}.tmp`, JSON.stringify(session));
  renameSync(`${file}.tmp`, file);
}

let session: StaffSession | null = null;

/** The ADMIN's session the global setup made (the arguments: the callers' client address, kept for their calls). */
export async function staffSession(
  _request?: APIRequestContext,
  _headers?: Record<string, string>,
): Promise<StaffSession> {
  session ??= readStaffSession();
  if (!session) throw new Error(`no ADMIN session in ${sessionFile()}: the e2e global setup did not run`);
  return session;
}

/** The ADMIN's bearer token, for staff calls made through the API. */
export async function adminToken(request: APIRequestContext, headers: Record<string, string>) {
  return (await staffSession(request, headers)).token;
}

/** Puts the ADMIN's session on `page`'s device, as a sign-in with "remember me" leaves it. */
export async function signInStaff(page: Page, headers: Record<string, string>) {
  const { token, user } = await staffSession(page.request, headers);
  await putSession(page, { token, user });
}

/** Runs `work` holding the lock directory (mkdir is atomic), waiting while another worker holds it. */
async function locked<T>(work: () => T): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir());
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(lockDir());
  }
}

/**
 * A code of the ADMIN's authenticator no one has used: the current step's, or the next one's when the current one
 * is taken (the server takes a code of the step before and after too). When both are taken, it waits for the next
 * step: codes are time-based, so a third code in one step does not exist.
 */
export async function adminCode(): Promise<string> {
  for (;;) {
    const step = await locked(() => {
      const kept = readStaffSession();
      if (!kept) throw new Error(`no ADMIN session in ${sessionFile()}`);
      const next = Math.max(totpStep(), kept.lastStep + 1);
      if (next > totpStep() + 1) return null;
      writeStaffSession({ ...kept, lastStep: next });
      return next;
    });
    if (step !== null) return totp((await staffSession()).secret, step);
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
  }
}
