// The shop for the XSS checks in Node: the real app in-process (createTestApp) on the smallest test catalogue with
// the payloads written in it (xss-catalogue-data.ts), with the built PWA when pages are drawn (dist/, npm run
// build), signed-in users, JSON calls to the API, and what the server's render and Lingui report in the console (a
// payload taken for markup, xss-browser.ts markupInText).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { appReady } from '../../server/app';
import { users } from '../../server/db/schema';
import { applyNodeEnv } from '../../server/env';
import { createTestApp } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';
import type { UserRole } from '../../src/domain/user';
import { payloadArticles, payloadCatalogue } from './xss-catalogue-data';

export const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * What Lingui says when a value it was given as text holds tags (`<script>…</script>`): it parsed the value as part
 * of the message's markup and dropped it. Data must reach a message as an element, never as text.
 */
export const markupInText = /not declared in the original translation|is a void element tag/;

export type XssApp = Awaited<ReturnType<typeof startXssApp>>;

export async function startXssApp({ pages = false } = {}) {
  if (pages && !existsSync(`${distDir}/index.html`)) {
    throw new Error(`No built app in ${distDir}: npm run test:security builds it (or run npm run build)`);
  }
  // Pages are drawn as a shop in test mode draws them (server/main.ts): by React's production build, not the
  // development build Vitest's NODE_ENV would load (xss-server-pages.test.ts: 19 s instead of 31 s). Lingui reports
  // a payload taken for markup in either. Set before the page renderer loads React; each file runs in a process of
  // its own.
  if (pages) applyNodeEnv({ NODE_ENV: 'test' });
  // The smallest test catalogue (200 articles), as most API files use: enough to hold every payload and the pages
  // around them, and the run seeds no other scale for it.
  const t = await createTestApp({
    catalogueScale: 0.01,
    prepared: payloadCatalogue,
    ...(pages && { distDir }),
  });
  if (pages) await appReady(t.app);

  // Reported in this process: the server's render and the app's views drawn in Node.
  const reported: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (markupInText.test(text)) reported.push(text);
    else consoleError(...args);
  };

  let ip = 0;
  /** A public-looking client address of its own for each caller (the shop limits some writes per address). */
  const freshIp = () => {
    ip += 1;
    return `203.0.${113 + Math.floor(ip / 250)}.${(ip % 250) + 1}`;
  };

  /** A user signed in straight in the database, with the session a device keeps (token + GET /user/me). */
  async function session(email: string, role: UserRole = 'CUSTOMER') {
    const { user, token } = await signIn(t.db, t.auth, { email, role });
    // An ADMIN who already turned two-factor on: the admin area may ask for it.
    if (role === 'ADMIN')
      await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    return { id: user.id, token, user: await me(token) };
  }

  async function me(token: string): Promise<unknown> {
    const res = await t.app.request('/api/user/me', { headers: { Authorization: token } });
    if (res.status !== 200) throw new Error(`GET /api/user/me answered ${res.status}`);
    return ((await res.json()) as { user: unknown }).user;
  }

  /** A JSON call to the API in-process, as `token` (or a guest), from an address of its own. */
  async function api(method: string, path: string, body?: unknown, token?: string) {
    const res = await t.app.request(`/api${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': freshIp(),
        'Idempotency-Key': crypto.randomUUID(),
        ...(token ? { Authorization: token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  return {
    ...t,
    /** The payload articles, in payload order. */
    catalogue: await payloadArticles(t.db),
    freshIp,
    /** Lingui's reports of a payload taken for markup since the last call. */
    takeReports: () => reported.splice(0),
    session,
    me,
    api,
    stop: async () => {
      console.error = consoleError;
      await t.close();
    },
  };
}
