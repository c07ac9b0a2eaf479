// Before any test: the e2e ADMIN (made by the server at start from ADMIN_EMAIL and ADMIN_PASSWORD) signs in once and
// turns on two-factor sign-in, which the admin area needs; its session and authenticator key go to the file every
// worker reads (pages/staff-session.ts). Once per run, so the workers never race for a code of the same step.
import { type FullConfig, request } from '@playwright/test';
import { e2eAdmin } from './pages/account-pages.page';
import { readStaffSession, type StaffSession, writeStaffSession } from './pages/staff-session';
import { totp, totpStep } from './pages/totp';

/** A client address of its own (the documentation range the tests use), for the server's per-address limits. */
const headers = { 'X-Forwarded-For': '198.19.255.254' };

async function call(
  api: Awaited<ReturnType<typeof request.newContext>>,
  path: string,
  data: object,
  token?: string,
) {
  const res = await api.post(path, {
    data,
    headers: { ...headers, ...(token ? { Authorization: token } : {}) },
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

// biome-ignore lint/style/noDefaultExport: Playwright takes the global setup as the file's default export.
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const kept = readStaffSession();
    const first = await call(api, '/api/auth/login', e2eAdmin);
    if (
      first.status === 200 &&
      (first.body.user as { twoFactorEnabled?: boolean }).twoFactorEnabled === false
    ) {
      const token = first.body.token as string;
      const setup = await call(api, '/api/auth/2fa/setup', {}, token);
      const secret = (setup.body.data as { secret: string }).secret;
      const step = totpStep();
      const enabled = await call(
        api,
        '/api/auth/2fa/enable',
        { token: totp(secret, step), password: e2eAdmin.password },
        token,
      );
      if (enabled.status !== 200) throw new Error(`turning on two-factor: ${JSON.stringify(enabled)}`);
      const user = { ...(first.body.user as object), twoFactorEnabled: true };
      writeStaffSession({ token: enabled.body.token as string, user, secret, lastStep: step });
      return;
    }
    // Two-factor is on already: a shop that is still running from an earlier run (E2E_BASE_URL).
    if (first.status === 401 && first.body.error === 'TWO_FACTOR_REQUIRED' && kept) {
      const step = Math.max(totpStep(), kept.lastStep + 1);
      const again = await call(api, '/api/auth/login', {
        ...e2eAdmin,
        twoFactorToken: totp(kept.secret, step),
      });
      if (again.status !== 200) throw new Error(`ADMIN sign-in with a code: ${JSON.stringify(again)}`);
      const session: StaffSession = { ...kept, token: again.body.token as string, lastStep: step };
      writeStaffSession({ ...session, user: again.body.user });
      return;
    }
    throw new Error(`the e2e ADMIN could not be signed in: ${first.status} ${JSON.stringify(first.body)}`);
  } finally {
    await api.dispose();
  }
}
