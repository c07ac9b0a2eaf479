// The shop for the Chromium checks: the real app with the built PWA (dist/, npm run build) on a fresh in-memory
// database, listening on a free port of this machine, and signed-in users a browser context can carry.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { appReady } from '../../server/app';
import { users } from '../../server/db/schema';
import { createTestApp } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';
import type { UserRole } from '../../src/domain/user';
import { markupInText } from './xss-browser';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

export type Shop = Awaited<ReturnType<typeof startShop>>;

export async function startShop() {
  if (!existsSync(`${distDir}/index.html`)) {
    throw new Error(`No built app in ${distDir}: npm run test:security builds it (or run npm run build)`);
  }
  // A fiftieth of the catalogue (400 articles) is enough to hold every payload and the pages around them.
  const t = await createTestApp({ catalogueScale: 0.02, distDir });
  await appReady(t.app);
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The server's first-visit render reports in this process what the browser reports in its console.
  const serverErrors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (markupInText.test(text)) serverErrors.push(`server render: ${text}`);
    else consoleError(...args);
  };

  let ip = 0;
  /** A public-looking client address of its own for each caller (the shop limits some writes per address). */
  const freshIp = () => {
    ip += 1;
    return `203.0.113.${(ip % 250) + 1}`;
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
    baseURL,
    freshIp,
    serverErrors,
    session,
    me,
    api,
    stop: async () => {
      console.error = consoleError;
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}
