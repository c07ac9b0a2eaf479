// A signed-in device without the sign-in page: the session a sign-in with "remember me" leaves (the token and the
// user as src/lib/session-store.ts keeps them) is put on the device from a static file of the shop's origin, so no
// page of the app loads for it. The sign-in page itself is what account.spec.ts and the merge tests go through;
// every other test starts signed in this way, as each role's storage state.
import type { APIRequestContext, Page } from '@playwright/test';

export type DeviceSession = { token: string; user: unknown };

/** The user the shop answers for `token` (GET /api/user/me), as the app keeps it beside the token. */
export async function userOf(request: APIRequestContext, token: string): Promise<unknown> {
  const res = await request.get('/api/user/me', { headers: { Authorization: token } });
  if (!res.ok()) throw new Error(`GET /api/user/me answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { user: unknown }).user;
}

/** Puts `session` on `page`'s device; the next page the test opens is signed in. */
export async function putSession(page: Page, session: DeviceSession) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('jwtToken', token);
      localStorage.setItem(
        'bildeler.user',
        JSON.stringify({ user, remember: true, expiresAt: Date.now() + 3_600_000 }),
      );
    },
    { token: session.token, user: session.user },
  );
}
