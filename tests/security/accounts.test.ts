// Accounts as an attacker meets them: the first ADMIN of a fresh shop (a well-known address, a password in the
// log, a weak ADMIN_PASSWORD), an ADMIN who never turned on two-factor, and a stolen session token used to turn on
// two-factor and lock the owner out.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { freshIp, post, registered, totpAt, withToken } from '../../server/test/auth-kit';
import { anArticle, createOrder, homeAddress } from '../../server/test/order-kit';
import { createTestApp, jsonPost } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';
import { seededDataDir } from '../seeded-data';
import { seededScale, startShop } from './start-shop';

describe('the first ADMIN of a fresh shop', () => {
  it('is no admin@bildeler.no: its address and password are in a file only the owner reads, never in the log', async () => {
    const dataDir = seededDataDir('bildeler-first-admin-', seededScale);
    const shop = await startShop({ DATA_DIR: dataDir });
    let credentials: { email: string; password: string };
    try {
      expect(shop.port, shop.output()).not.toBeNull();
      // The start says where the file is.
      const named = shop.logLines().find((line) => typeof line.file === 'string');
      expect(named, shop.output()).toBeDefined();
      const file = resolve(String(named?.file));
      expect(dirname(file)).toBe(resolve(dataDir));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const text = readFileSync(file, 'utf8');
      const email = /^email: (\S+)$/m.exec(text)?.[1] ?? '';
      const password = /^password: (\S+)$/m.exec(text)?.[1] ?? '';
      credentials = { email, password };
      expect(email).not.toBe('admin@bildeler.no');
      expect(email).toMatch(/^admin-[a-z0-9]{12,}@/);
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(shop.output()).not.toContain(password);

      const signInAt = (body: object) =>
        fetch(`http://127.0.0.1:${shop.port}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const res = await signInAt(credentials);
      expect(res.status).toBe(200);
      expect((await res.json()).user).toMatchObject({ email, role: 'ADMIN' });
    } finally {
      await shop.stop();
    }
    // The database holds one ADMIN, and it is not the well-known address.
    const database = await openDatabase({ dataDir });
    try {
      const admins = await database.db.select().from(users).where(eq(users.role, 'ADMIN'));
      expect(admins.map((row) => row.email)).toEqual([credentials.email]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it.each([
    ['one of the most common passwords', 'password1'],
    ["only the shop's own words and digits", 'Bildeler2026!'],
  ])(
    'refuses to start with an ADMIN_PASSWORD that is %s, and says why',
    async (_, password) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bildeler-weak-admin-'));
      const shop = await startShop({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'sjef@example.no',
        ADMIN_PASSWORD: password,
      });
      await shop.stop();
      expect(shop.port, 'the shop started with a weak admin password').toBeNull();
      expect(shop.exitCode).not.toBe(0);
      expect(shop.output()).toMatch(/ADMIN_PASSWORD/);
      expect(shop.output()).toMatch(/common|shop's own words/i);
      expect(shop.output()).not.toContain(password);
    },
    120_000,
  );
});

describe('an ADMIN without two-factor', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // The smallest catalogue, for one order; its vehicles take a while to seed on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ catalogueScale: 0.01 });
  }, 240_000);
  afterAll(() => t.close());

  const headers = (token: string, lang = 'en') => ({
    Authorization: token,
    'Content-Type': 'application/json',
    'Accept-Language': lang,
    'X-Forwarded-For': freshIp(),
  });
  const call = (method: string, path: string, token: string, lang?: string) =>
    t.app.request(path, {
      method,
      headers: headers(token, lang),
      body: method === 'GET' ? undefined : '{}',
    });

  /** Every route of the app a customer is refused as not an ADMIN (403 FORBIDDEN): the admin area's calls. */
  async function adminRoutes(customerToken: string) {
    const found: { method: string; path: string }[] = [];
    const seen = new Set<string>();
    for (const route of t.app.routes) {
      if (route.method === 'ALL' || route.path.startsWith('/api/auth/')) continue; // sign-out would end the token
      const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1').replace(/\*/g, 'x');
      const key = `${route.method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const res = await call(route.method, path, customerToken);
      if (res.status === 403 && (await res.json()).error === 'FORBIDDEN')
        found.push({ method: route.method, path });
    }
    return found;
  }

  it('is refused by every admin call with 403 TWO_FACTOR_SETUP_REQUIRED, in the caller’s language', async () => {
    const customer = await signIn(t.db, t.auth, { email: 'kunde@example.no' });
    const routes = await adminRoutes(customer.token);
    // The admin calls known today; any added later is found the same way and must refuse too.
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/setting/admin/currencies',
        'PUT /api/setting/admin/currencies',
        'GET /api/order/admin',
        'GET /api/category/list/admin/sidebaritems',
        'PUT /api/product/admin/price',
        'GET /api/tecdoc/set-article-featured',
      ]),
    );

    const admin = await signIn(t.db, t.auth, {
      email: 'ny-sjef@bildeler.no',
      role: 'ADMIN',
      twoFactor: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.twoFactorEnabled).toBe(false);
    for (const route of routes) {
      const en = await call(route.method, route.path, admin.token, 'en');
      expect(en.status, `${route.method} ${route.path}`).toBe(403);
      const body = await en.json();
      expect(body.error, `${route.method} ${route.path}`).toBe('TWO_FACTOR_SETUP_REQUIRED');
      expect(body.message).toMatch(/two-factor/i);
      const ar = await (await call(route.method, route.path, admin.token, 'ar')).json();
      expect(ar.message).not.toBe(body.message);
    }

    // The same ADMIN once two-factor is on: none of them refuses for being an ADMIN.
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.user.id));
    for (const route of routes) {
      const res = await call(route.method, route.path, admin.token);
      expect(res.status, `${route.method} ${route.path}`).not.toBe(403);
    }
  });

  it('cannot read or move another customer’s order', async () => {
    const customer = await signIn(t.db, t.auth, { email: 'ordre@example.no' });
    const article = await anArticle(t.db, 'in-stock');
    const placed = await createOrder(
      t.app,
      {
        items: [{ articleId: article.articleId, quantity: 1 }],
        billingAddress: { ...homeAddress, email: 'ordre@example.no' },
        pickup: true,
        paymentMethod: 'store',
      },
      { token: customer.token, headers: { 'X-Forwarded-For': freshIp() } },
    );
    expect(placed.status, placed.raw).toBe(201);
    const id = placed.body.order.id;

    const admin = await signIn(t.db, t.auth, {
      email: 'uten-kode@bildeler.no',
      role: 'ADMIN',
      twoFactor: false,
    });
    await t.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, admin.user.id));
    expect((await call('GET', `/api/order/${id}`, admin.token)).status).not.toBe(200);
    const moved = await t.app.request(
      `/api/order/payment-staus/${id}`,
      jsonPost({ status: 'CANCELLED', message: 'test' }, headers(admin.token)),
    );
    expect(moved.status).not.toBe(200);
    const after = await call('GET', `/api/order/${id}`, customer.token);
    expect((await after.json()).order.status).toBe(placed.body.order.status);
  });
});

describe('a stolen session token', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('cannot turn on two-factor without the password, so the owner is not locked out', async () => {
    const owner = await registered(t.app, 'eier@example.no');
    const stolen = withToken(owner.token);
    const setup = await post(t.app, '/2fa/setup', {}, stolen);
    const secret = (setup.body.data as { secret: string } | undefined)?.secret ?? '';

    const withoutPassword = await post(t.app, '/2fa/enable', { token: totpAt(secret, Date.now()) }, stolen);
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.fields).toMatchObject({ password: expect.any(String) });

    const wrongPassword = await post(
      t.app,
      '/2fa/enable',
      { token: totpAt(secret, Date.now() + 30_000), password: 'gjettet passord 1' },
      { ...stolen, 'Accept-Language': 'en' },
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({
      error: 'PASSWORD_WRONG',
      fields: { password: 'PASSWORD_WRONG' },
    });
    expect(wrongPassword.body.message).toMatch(/password/i);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'eier@example.no'));
    expect(row?.twoFactorEnabled).toBe(false);
    // The owner still signs in with the password alone.
    const login = await post(t.app, '/login', { email: owner.email, password: owner.password });
    expect(login.status).toBe(200);
  });

  it('cannot guess the password there faster than at sign-in: the per-address limit counts these tries', async () => {
    const owner = await registered(t.app, 'gjetting@example.no');
    const stolen = withToken(owner.token);
    await post(t.app, '/2fa/setup', {}, stolen);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await post(t.app, '/2fa/enable', { token: '000000', password: `gjett ${i} ord` }, stolen)).status,
      );
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const right = await post(t.app, '/2fa/enable', { token: '000000', password: owner.password }, stolen);
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toMatch(/^\d+$/);
    // And sign-in for that address shares the same count.
    expect((await post(t.app, '/login', { email: owner.email, password: owner.password })).status).toBe(429);
  });
});
