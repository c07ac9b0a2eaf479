// The address `npm run bench:web` measures for each route of the route table (src/first-visit/pages.ts): one rule
// per path pattern, filling its parameters from the seeded catalogue through the API, and the accounts, order and
// address a private page needs, made through the API too. A route without a rule, or whose rule fails, comes back
// with the reason (the bench prints it in its table); a rule for a path the table no longer has is reported too.
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogue } from '../server/db/seed/seed-catalogue';
import { productHref } from '../src/domain/product-href';
import type { User } from '../src/domain/user';
import { pages } from '../src/first-visit/pages';
import { totp, totpStep } from '../tests/e2e/pages/totp';

/** Who the page is measured as: a first-time visitor, a customer (with a cart on the device), or the ADMIN. */
export type SessionKind = 'none' | 'user' | 'cart' | 'admin';
export type Session = { token: string; user: User };
export type RouteAddress = {
  pattern: string;
  session: SessionKind;
  path?: string;
  problem?: string;
};

/** The ADMIN the bench's shop creates at start (scripts/bench-web.ts passes it in the server's env). */
export const benchAdmin = { email: 'bench-admin@bildeler.test', password: 'Admin-bench-Bremseskive-2026' };
/**
 * A client address of each run's own (benchmarking range 198.18.0.0/15): the server counts sign-ups and orders per
 * address per hour, and a run makes two accounts and an order.
 */
const headers = {
  'X-Forwarded-For': `198.18.${randomInt(256)}.${randomInt(1, 255)}`,
  'content-type': 'application/json',
};
const kari = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  company: '',
  address1: 'Storgata 1',
  address2: '',
  city: '',
  postcode: '0155',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
};

type Json = Record<string, unknown>;
type Product = { articleId: number; articleNumber: string; name?: string; stock?: string };

/** What the rules read and make, each once per bench run (made on first use). */
export function fixtures(url: string, dataDir: string, scale: number) {
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => {
      made ??= make();
      return made;
    };
  };
  async function call(path: string, init: { body?: object; token?: string; method?: string } = {}) {
    const res = await fetch(url + path, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        ...headers,
        ...(init.token ? { Authorization: init.token } : {}),
        ...(init.method === 'POST' || init.body ? { 'Idempotency-Key': randomUUID() } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json, text };
  }
  async function ok(path: string, init: Parameters<typeof call>[1] = {}) {
    const res = await call(path, init);
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
    return res.body;
  }

  const brakePads = once(async () => {
    const body = await ok('/api/tecdoc/get-products?category=bremseklosser&perPage=50');
    const items = (body.items ?? []) as Product[];
    if (items.length === 0) throw new Error('no brake pad in the catalogue');
    return items;
  });
  const product = once(async () => (await brakePads())[0] as Product);
  const inStock = once(async () => {
    const found = (await brakePads()).find((p) => p.stock === 'in-stock');
    if (!found) throw new Error('no brake pad in stock among the first 50');
    return found;
  });

  // Each customer is made once and kept beside the shop's data (the data outlives a run): the shop lets an address
  // register only a few accounts an hour, and a bench run every few minutes would soon be refused.
  const customerOf = (kind: string) => async (): Promise<Session> => {
    const keyFile = join(dataDir, `bench-${kind}.json`);
    if (existsSync(keyFile)) {
      const kept = JSON.parse(readFileSync(keyFile, 'utf8')) as { email: string; password: string };
      const again = await call('/api/auth/login', { body: kept });
      if (again.status === 200) return { token: again.body.token as string, user: again.body.user as User };
    }
    // An address as long as a customer's usually is: the order page shows it, and a long one is its largest text.
    const login = {
      email: `${kind === 'customer' ? 'kari' : 'ola'}.${Date.now().toString(36)}@bildeler.test`,
      password: `Bench-${randomUUID().slice(0, 8)}-Bremseskive`,
    };
    const { token } = (await ok('/api/auth/register', { body: login })) as { token: string };
    writeFileSync(keyFile, JSON.stringify(login));
    const { user } = (await ok('/api/user/me', { token })) as { user: User };
    return { token, user };
  };
  /** The customer of the account pages, with an order and an address. */
  const customer = once(customerOf('customer'));
  /** The customer of the cart pages: another one, as the cart follows the account to each of its devices. */
  const cartCustomer = once(customerOf('cart-customer'));

  // Two-factor sign-in, which the admin area needs, is turned on at the first run; the authenticator key is kept
  // beside the shop's data (the data outlives a run), with the last time step used: a code is taken once.
  const keyFile = join(dataDir, 'bench-admin-2fa.json');
  const admin = once(async (): Promise<Session> => {
    const first = await call('/api/auth/login', { body: benchAdmin });
    const user = first.body.user as User | undefined;
    if (first.status === 200 && user && !user.twoFactorEnabled) {
      const token = first.body.token as string;
      const setup = await ok('/api/auth/2fa/setup', { token, method: 'POST', body: {} });
      const secret = (setup.data as { secret: string }).secret;
      const step = totpStep();
      const enabled = await ok('/api/auth/2fa/enable', {
        token,
        body: { token: totp(secret, step), password: benchAdmin.password },
      });
      writeFileSync(keyFile, JSON.stringify({ secret, lastStep: step }));
      return { token: enabled.token as string, user: { ...user, twoFactorEnabled: true } };
    }
    if (first.status !== 401 || first.body.error !== 'TWO_FACTOR_REQUIRED')
      throw new Error(`the bench ADMIN could not sign in: ${first.status} ${first.text.slice(0, 200)}`);
    if (!existsSync(keyFile))
      throw new Error(`the bench ADMIN has two-factor on but its key is not in ${keyFile}`);
    const kept = JSON.parse(readFileSync(keyFile, 'utf8')) as { secret: string; lastStep: number };
    const step = Math.max(totpStep(), kept.lastStep + 1);
    const again = await ok('/api/auth/login', {
      body: { ...benchAdmin, twoFactorToken: totp(kept.secret, step) },
    });
    writeFileSync(keyFile, JSON.stringify({ ...kept, lastStep: step }));
    return { token: again.token as string, user: again.user as User };
  });

  /** The customer's order of one brake pad in stock, picked up and paid in the shop. */
  const order = once(async () => {
    const { token, user } = await customer();
    const { articleId } = await inStock();
    const placed = (
      await ok('/api/order/create-order', {
        token,
        body: {
          items: [{ articleId, quantity: 1 }],
          pickup: true,
          pickupShop: 'alnabru',
          shippingAddress: null,
          // The account's own email: orders are also counted per email.
          billingAddress: { ...kari, email: user.email },
          paymentMethod: 'store',
        },
      })
    ).order as { id: number; token: string };
    await ok('/api/order/create-payments', { token, body: { id: placed.id } });
    return placed;
  });

  const address = once(async () => {
    const { token } = await customer();
    const body = await ok('/api/address/add', { token, body: { ...kari, default: true } });
    const saved = (body.address as { addressDetails: { id: number }[] }).addressDetails[0];
    if (!saved) throw new Error('POST /api/address/add answered no address');
    return saved.id;
  });

  /** A plate of the seed's register (the seed is drawn from a fixed stream), checked against the shop. */
  const plate = once(async () => {
    const row = buildCatalogue(scale).registrationRows[0];
    if (!row) throw new Error(`the seed at scale ${scale} has no number plates`);
    const compact = row.plate.replace(/\s/g, '');
    await ok(`/api/tecdoc/search-by-registration-number?registrationNumber=${compact}`);
    return compact;
  });

  /** A category with subcategories, and a leaf with products: checked, so a changed seed is noticed. */
  const category = async (slug: string, want: 'subcategories' | 'products') => {
    if (want === 'subcategories') {
      const body = (await ok(`/api/category/sidebaritem/slug/${slug}`)) as {
        data: { data: { subItems?: unknown[] } };
      };
      if (!body.data.data.subItems?.length) throw new Error(`category ${slug} has no subcategories`);
    } else if (((await ok(`/api/tecdoc/get-products?category=${slug}&perPage=1`)).total as number) < 1)
      throw new Error(`category ${slug} has no products`);
    return slug;
  };

  return { product, inStock, customer, cartCustomer, admin, order, address, plate, category };
}

export type Fixtures = ReturnType<typeof fixtures>;
type Rule = { address: (f: Fixtures) => string | Promise<string>; cart?: true };

/**
 * A rule for each path pattern of the route table that is not itself an address: one with parameters, a query, or
 * a cart on the device. Any other pattern is measured at its own path. The session follows the page's guard.
 */
export const rules: Record<string, Rule> = {
  '/catalog/article': {
    address: async (f) => `/catalog/article?n=${encodeURIComponent((await f.product()).articleNumber)}`,
  },
  '/catalog/:slug': { address: async (f) => `/catalog/${await f.category('bremser', 'subcategories')}` },
  '/catalog/:slug/products': {
    address: async (f) => `/catalog/${await f.category('bremseklosser', 'products')}/products`,
  },
  '/all': { address: async (f) => `/all?registreringsNummer=${await f.plate()}&parts` },
  '/products': { address: () => '/products?search=bremseklosser' },
  '/products/:slug': { address: async (f) => productHref(await f.product()) },
  '/product-preview/:articleNumber': {
    address: async (f) => `/product-preview/${encodeURIComponent((await f.product()).articleNumber)}`,
  },
  '/cart': { address: () => '/cart', cart: true },
  '/checkout': { address: () => '/checkout', cart: true },
  '/checkout/:token': { address: async (f) => `/checkout/${(await f.order()).token}` },
  // The form a mailed link opens; the token is only checked when the form is sent.
  '/account/reset-password': { address: () => '/account/reset-password?token=bench' },
  '/account/orders/:id': { address: async (f) => `/account/orders/${(await f.order()).id}` },
  '/account/addresses/:id': { address: async (f) => `/account/addresses/${await f.address()}` },
  '/admin/orders/:id': { address: async (f) => `/admin/orders/${(await f.order()).id}` },
};

/**
 * One address for each route of the table whose pattern matches `only` (BENCH_WEB_PAGES), in the table's order,
 * then a line for each rule whose pattern the table no longer has. The table's paths are plain strings (PageEntry),
 * so a missing rule is found here, at run time, not by the compiler.
 */
export async function routeAddresses(f: Fixtures, only?: RegExp): Promise<RouteAddress[]> {
  const out: RouteAddress[] = [];
  for (const page of pages) {
    if (only && !only.test(page.path)) continue;
    const rule = rules[page.path] ?? (page.path.includes(':') ? undefined : { address: () => page.path });
    const session: SessionKind = rule?.cart
      ? 'cart'
      : page.guard === 'admin'
        ? 'admin'
        : (page.guard ?? 'none');
    if (!rule) {
      out.push({ pattern: page.path, session, problem: 'no address rule in scripts/bench-web-routes.ts' });
      continue;
    }
    try {
      out.push({ pattern: page.path, session, path: await rule.address(f) });
    } catch (error) {
      out.push({ pattern: page.path, session, problem: (error as Error).message });
    }
  }
  const known = new Set(pages.map((p) => p.path));
  for (const pattern of Object.keys(rules).filter((p) => !known.has(p)))
    out.push({ pattern, session: 'none', problem: 'a rule for a path the route table does not have' });
  return out;
}
