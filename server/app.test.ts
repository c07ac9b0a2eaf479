// @engines: pglite postgres (raw-sql)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltPage, builtPageFile, ssrFolder } from '../src/first-visit/built-page';
import { createTestApp } from './test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('unknown /api paths answer 404 JSON', async () => {
    for (const path of ['/api/nope', '/api/setting/unknown', '/api']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('a wrong method on a known path is a 404 JSON, never a 500', async () => {
    const res = await t.app.request('/api/newsletter/subscribe');
    expect(res.status).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    // Without a built app no inline script at all is allowed.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(csp).toContain("frame-ancestors 'none'");
    // Left out on purpose: it would start every arrival in a fresh renderer process (docs/decisions.md).
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});

describe('the built app', () => {
  it('allows its boot script, the one inline script, by the hash the build gave', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bildeler-dist-'));
    const page: BuiltPage = {
      template:
        '<html><head><!--slot:page--><!--slot:boot--><!--slot:styles--><!--slot:code--></head>' +
        '<body><div id="root"><!--slot:root--></div><!--slot:seed--></body></html>',
      parts: {
        bootScript: 'boot()',
        styles: 'p{}',
        entry: '/assets/main.js',
        preloads: ['/assets/react.js'],
        root: '<header>shell</header>',
      },
      bootScriptHash: 'b00t+hash=',
      messages: {},
    };
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="nb"><body></body></html>');
    mkdirSync(join(dist, ssrFolder));
    writeFileSync(join(dist, ssrFolder, builtPageFile), JSON.stringify(page));
    const built = await createTestApp({ distDir: dist });
    try {
      const res = await built.app.request('/about-us');
      expect(res.status).toBe(200);
      // The page is assembled from the build's parts (src/first-visit/html.ts); with no render it is the shell.
      expect(await res.text()).toBe(
        '<html><head><script>boot()</script><style>p{}</style>' +
          '<meta name="app-entry" content="/assets/main.js" /><meta name="app-preload" content="/assets/react.js" />' +
          '</head><body><div id="root"><header>shell</header></div></body></html>',
      );
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'sha256-b00t+hash='");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // An article number may end in a dot and digits: still a page. A missing file is no page.
      expect((await built.app.request('/product-preview/13.0460-2715.3')).status).toBe(200);
      for (const missing of ['/missing.js', '/assets/missing.js', '/about-us.html'])
        expect((await built.app.request(missing)).status, missing).toBe(404);
    } finally {
      await built.close();
    }
  });
});

describe('GET /api/i18n/{locale}.json', () => {
  it.each(['no', 'en', 'ar'])('serves the compiled %s catalog', async (locale) => {
    const res = await t.app.request(`/api/i18n/${locale}.json`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.locale).toBe(locale);
    expect(Object.keys(body.messages).length).toBeGreaterThan(20);
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await t.app.request('/api/i18n/en.json');
    const etag = first.headers.get('etag') ?? '';
    const second = await t.app.request('/api/i18n/en.json', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it.each(['de.json', 'no', '..%2Fpackage.json', 'no.json.bak'])('404 JSON for %s', async (file) => {
    const res = await t.app.request(`/api/i18n/${file}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });
});
