// Every kind of response the shop sends carries the same security headers (server/app.ts): API answers and
// errors of every status, the built PWA's files, the shell, a page drawn by the server, pictures, the service
// worker, the manifest and the translation catalogs — also HEAD, OPTIONS and 304 answers. A response that
// escapes the middleware (an error handler, a static file, a body limit) would show here.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady } from '../../server/app';
import { createTestApp } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: string;
let ip = 0;
const freshIp = () => `198.51.100.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01, distDir });
  await appReady(t.app);
  customer = (await signIn(t.db, t.auth, { email: 'headers@example.no' })).token;
}, 120_000);
afterAll(() => t?.close());

const call = async (path: string, init: RequestInit = {}): Promise<Response> =>
  t.app.request(path, { ...init, headers: { 'X-Forwarded-For': freshIp(), ...init.headers } });

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const builtAsset = (extension: string) => {
  const file = readdirSync(`${distDir}/assets`).find((name) => name.endsWith(extension));
  if (!file) throw new Error(`no ${extension} in dist/assets: run npm run build`);
  return `/assets/${file}`;
};

/** The request and the status it must get; the headers are the same for all. */
const responses: [what: string, status: number, send: () => Promise<Response>][] = [
  ['API answer', 200, () => call('/api/health')],
  ['API answer with data', 200, () => call('/api/setting/settings')],
  ['API 400 (body that is no JSON)', 400, () => call('/api/contact/send/email', json('{"name":'))],
  ['API 401 (no session)', 401, () => call('/api/user/me')],
  [
    'API 403 (a customer at the order desk)',
    403,
    () => call('/api/order/admin', { headers: { Authorization: customer } }),
  ],
  ['API 404 (unknown path)', 404, () => call('/api/nope')],
  ['API 404 (unknown order)', 404, () => call('/api/order/token/00000000-0000-4000-8000-000000000000')],
  [
    'API 413 (body over the limit)',
    413,
    () =>
      call(
        '/api/order/create-order',
        json('x'.repeat(200 * 1024), { 'Idempotency-Key': crypto.randomUUID() }),
      ),
  ],
  ['API answer to HEAD', 200, () => call('/api/health', { method: 'HEAD' })],
  ['API answer to OPTIONS', 404, () => call('/api/health', { method: 'OPTIONS' })],
  ['static script', 200, () => call(builtAsset('.js'))],
  ['static stylesheet', 200, () => call(builtAsset('.css'))],
  ['missing static file', 404, () => call('/assets/missing-file.js')],
  ['the shell (index.html)', 200, () => call('/index.html')],
  ['a page the client draws', 200, () => call('/account/login')],
  ['a first-visit page drawn by the server', 200, () => call('/')],
  ['a product list drawn by the server', 200, () => call('/catalog/products')],
  ['an unknown page', 200, () => call('/no-such-page')],
  ['the service worker', 200, () => call('/sw.js')],
  ['the web manifest', 200, () => call('/manifest.webmanifest')],
  ['an icon', 200, () => call('/favicon.svg')],
  ['robots.txt', 200, () => call('/robots.txt')],
  ['a brand picture', 200, () => call('/api/images/brand/bosch.webp')],
  ['a missing picture', 404, () => call('/api/images/brand/no-such-brand.webp')],
  ['a missing avatar', 404, () => call(`/api/user/avatar/${'0'.repeat(32)}.webp`)],
  ['the Norwegian catalog', 200, () => call('/api/i18n/no.json')],
  ['the English catalog', 200, () => call('/api/i18n/en.json')],
  ['the Arabic catalog', 200, () => call('/api/i18n/ar.json')],
  [
    'a catalog not modified (304)',
    304,
    async () => {
      const first = await call('/api/i18n/no.json');
      return call('/api/i18n/no.json', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    },
  ],
];

/** A CSP that allows no script but the shop's own files and the boot script's hash. */
function expectStrictCsp(csp: string) {
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  const scripts = directives.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
}

describe('security headers on every response', () => {
  it.each(responses)('%s (%i)', async (_what, status, send) => {
    const res = await send();
    expect(res.status).toBe(status);
    const header = (name: string) => res.headers.get(name);
    // Enforced, not only reported.
    expectStrictCsp(header('content-security-policy') ?? '');
    expect(header('content-security-policy-report-only')).toBeNull();
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header('x-frame-options')).toBe('DENY');
    // Sent always: a browser takes it only from an https answer (RFC 6797 8.1), so it binds exactly when the shop is
    // reached over https, also behind a proxy that ends TLS, where the server itself cannot tell.
    expect(header('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(header('cross-origin-resource-policy')).toBe('same-origin');
    expect(header('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
    );
    expect(header('x-xss-protection')).toBe('0');
    expect(header('x-powered-by')).toBeNull();
    expect(header('server')).toBeNull();
  });

  it('every text answer names its type, so nosniff has something to hold to', async () => {
    for (const [what, , send] of responses) {
      const res = await send();
      if (res.status === 304 || res.status === 204 || (await res.clone().text()) === '') continue;
      expect(res.headers.get('content-type'), what).toMatch(/^[a-z]+\/[a-z0-9.+-]+/);
    }
  });
});
