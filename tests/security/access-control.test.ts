// Every ADMIN call is refused to a guest (401) and to a signed-in customer (403), and the shop is left as it was.
// The ADMIN calls are not listed by hand: they are found in the app's own route table (Hono's `app.routes`) as
// the routes whose chain holds a middleware made by an admin guard of server/middleware/auth.ts (requireAdmin, or any
// later export whose name says admin or staff), so a new admin route is tested the day it is added. Calls that
// decide by role inside the handler (the staff branch of an order's status move, an ADMIN reading any order) are
// declared below and checked on their own; a source scan fails the suite when a new one appears undeclared,
// and so does a route with "admin" in its path that no guard protects.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, rowsOf } from '../../server/db/client';
import { orderEvents, orders } from '../../server/db/schema';
import { rowsDigest } from '../../server/test/rows-digest';
import { createTestApp } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';

// The admin guards mark what they make; the routes are built with these marked middlewares.
vi.mock('../../server/middleware/auth', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const made = new WeakSet<object>();
  (globalThis as { adminGuardsMade?: WeakSet<object> }).adminGuardsMade = made;
  const mark = (value: unknown) =>
    typeof value === 'function' && /admin|staff/i.test(value.name)
      ? (...args: unknown[]) => {
          const guard = (value as (...a: unknown[]) => unknown)(...args);
          for (const handler of [guard].flat()) if (typeof handler === 'function') made.add(handler);
          return guard;
        }
      : value;
  return Object.fromEntries(Object.entries(real).map(([name, value]) => [name, mark(value)]));
});

const isAdminGuard = (handler: unknown) =>
  typeof handler === 'function' &&
  ((globalThis as { adminGuardsMade?: WeakSet<object> }).adminGuardsMade?.has(handler) ?? false);

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: { id: number; token: string };
let admin: string;
let ip = 0;
const freshIp = () => `192.0.2.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  const signedIn = await signIn(t.db, t.auth, { email: 'customer@example.no' });
  customer = { id: signedIn.user.id, token: signedIn.token };
  admin = (await signIn(t.db, t.auth, { email: 'staff@example.no', role: 'ADMIN' })).token;
}, 120_000);
afterAll(() => t?.close());

type Endpoint = { method: string; path: string };

/** The app's endpoints (method and path, middlewares left out) and those behind an admin guard. */
function routeTable() {
  const routes = t.app.routes;
  const endpoints = new Map<string, Endpoint>();
  for (const route of routes) {
    if (route.method !== 'ALL') endpoints.set(`${route.method} ${route.path}`, route);
  }
  const covers = (pattern: string, path: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
  const admin = new Map<string, Endpoint>();
  for (const route of routes.filter((r) => isAdminGuard(r.handler))) {
    for (const [key, endpoint] of endpoints) {
      const sameMethod = route.method === 'ALL' || route.method === endpoint.method;
      if (sameMethod && (route.path === endpoint.path || covers(route.path, endpoint.path))) {
        admin.set(key, endpoint);
      }
    }
  }
  return { endpoints: [...endpoints.values()], admin: [...admin.values()] };
}

/** A request an ADMIN could make, with real input where it is known, so that a missing guard would change something. */
async function adminRequest({ method, path }: Endpoint): Promise<{ url: string; body?: string }> {
  const [article] = rowsOf<{ article_id: number; article_number: string }>(
    await t.db.execute(sql`select article_id, article_number from articles order by article_id limit 1`),
  );
  const known: Record<string, { query?: string; body?: unknown }> = {
    'GET /api/tecdoc/set-article-featured': {
      query: `articleNumber=${article?.article_number}&isFeatured=1`,
    },
    'PUT /api/product/admin/price': { body: { articleId: article?.article_id, price: 1, discount: null } },
    'PUT /api/setting/admin/currencies': { body: { rates: [{ code: 'GBP', rate: 0.5 }] } },
  };
  const example = known[`${method} ${path}`];
  const url = path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_m, name: string) => (name === 'id' ? '1' : 'x'));
  const withQuery = example?.query ? `${url}?${example.query}` : url;
  if (method === 'GET' || method === 'HEAD') return { url: withQuery };
  return { url: withQuery, body: JSON.stringify(example?.body ?? {}) };
}

const send = (method: string, request: { url: string; body?: string }, token?: string) =>
  t.app.request(request.url, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': freshIp(),
      'Idempotency-Key': crypto.randomUUID(),
      ...(token ? { Authorization: token } : {}),
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });

/** Every table's content as one digest each (the limit counters aside: refused calls may count). */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
          order by table_name`,
    ),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    digests[name] = (await rowsDigest(db, sql`select * from ${sql.identifier(name)}`)).digest;
  }
  return digests;
}

/** The ADMIN endpoints known today: the route table must still show each as guarded (the scan works). */
const knownAdminEndpoints = [
  'GET /api/category/list/admin/sidebaritems',
  'GET /api/tecdoc/set-article-featured',
  'GET /api/setting/admin/currencies',
  'PUT /api/setting/admin/currencies',
  'PUT /api/product/admin/price',
  'GET /api/order/admin',
];

describe('ADMIN calls', () => {
  it('are found in the route table: every known one, and every path that names admin', () => {
    const { endpoints, admin } = routeTable();
    const guarded = admin.map((e) => `${e.method} ${e.path}`);
    for (const known of knownAdminEndpoints) expect(guarded, known).toContain(known);
    const namedAdmin = endpoints
      .filter((e) => /\/admin(\/|$)/.test(e.path))
      .map((e) => `${e.method} ${e.path}`);
    expect(namedAdmin.filter((name) => !guarded.includes(name))).toEqual([]);
  });

  it('are refused to a guest (401) and a customer (403) with { error, message }, and nothing changes', async () => {
    const { admin } = routeTable();
    const before = await fingerprint(t.db);
    const wrong: string[] = [];
    for (const endpoint of admin) {
      const request = await adminRequest(endpoint);
      for (const [who, token, status] of [
        ['guest', undefined, 401],
        ['customer', customer.token, 403],
      ] as const) {
        const res = await send(endpoint.method, request, token);
        const body = (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
        if (res.status !== status || typeof body?.error !== 'string' || typeof body.message !== 'string') {
          wrong.push(`${endpoint.method} ${request.url} as ${who}: ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.db)).toEqual(before);
  }, 120_000);

  it('the same requests change the shop when an ADMIN sends them (so "nothing changes" means something)', async () => {
    await t.db.execute(sql`update users set two_factor_enabled = true where role = 'ADMIN'`);
    const before = await fingerprint(t.db);
    for (const known of ['GET /api/tecdoc/set-article-featured', 'PUT /api/setting/admin/currencies']) {
      const [method = '', path = ''] = known.split(' ');
      const res = await send(method, await adminRequest({ method, path }), admin);
      expect(res.status, `${known}: ${await res.clone().text()}`).toBeLessThan(300);
    }
    expect(await fingerprint(t.db)).not.toEqual(before);
  });
});

// Handlers that decide by role themselves: each file and the check that covers it.
const roleDecidedIn: Record<string, string> = {
  'order/order.routes.ts': 'an order status move and an order read by id',
};

describe('staff branches inside shared calls', () => {
  it('every route file that checks a role itself is declared here', () => {
    const routesDir = fileURLToPath(new URL('../../server/routes', import.meta.url));
    const checking = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) =>
        // A role compared by hand, or actsAsAdmin (server/middleware/auth.ts: ADMIN with two-factor on).
        /\.role\s*[!=]==?\s*'ADMIN'|'ADMIN'\s*[!=]==?|\bactsAsAdmin\(/.test(
          readFileSync(join(routesDir, file), 'utf8'),
        ),
      );
    expect(checking.sort()).toEqual(Object.keys(roleDecidedIn).sort());
  });

  it("a customer cannot move an order's status, not even their own, nor read another's; a guest neither", async () => {
    const [order] = await t.db
      .insert(orders)
      .values({ number: 'BD-900001', email: 'customer@example.no', userId: customer.id, status: 'PENDING' })
      .returning();
    const other = await signIn(t.db, t.auth, { email: 'other@example.no' });
    if (!order) throw new Error('no order');
    const before = await fingerprint(t.db);
    const move = (token: string | undefined, status: string) =>
      send(
        'POST',
        { url: `/api/order/payment-staus/${order.id}`, body: JSON.stringify({ status, message: 'staff' }) },
        token,
      );
    for (const status of ['PAID', 'SHIPPED', 'CANCELLED', 'COMPLETED']) {
      // Another customer and a guest are told the order does not exist; the owner's word is only a hint.
      expect((await move(other.token, status)).status).toBe(404);
      expect((await move(undefined, status)).status).toBe(404);
      expect((await move(customer.token, status)).status).toBeLessThan(500);
    }
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe('PENDING');
    const staffEvents = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(staffEvents.filter((event) => event.actor.startsWith('admin:'))).toEqual([]);
    expect((await send('GET', { url: `/api/order/${order.id}` }, other.token)).status).toBe(404);
    expect((await send('GET', { url: `/api/order/${order.id}` })).status).toBe(404);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});
