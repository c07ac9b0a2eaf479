// @engines: pglite
// GET /api/openapi.json describes every call the API has; GET /api/docs shows it with files served here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let document: {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  document = await answer.json();
});
afterAll(() => t.close());

/** The app's calls under /api, as the document names them (method and path with {params}). */
const callsOf = (routes: { method: string; path: string }[]) =>
  new Set(
    routes
      .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/'))
      .filter(({ path }) => !/^\/api\/(openapi\.json|docs)/.test(path) && !path.includes('trailingSlash'))
      .map(
        ({ method, path }) =>
          `${method} ${path.replace(/^\/api/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}') || '/'}`,
      ),
  );

describe('the API document', () => {
  it('is OpenAPI 3.1 with the shop name, its version and the session token scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Bildeler API', version: expect.any(String) });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes every call the API has', () => {
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const calls = callsOf(t.app.routes);
    expect(calls.size).toBeGreaterThan(60);
    expect([...calls].filter((call) => !described.has(call))).toEqual([]);
  });

  it('gives every call a success answer and every error its codes', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        for (const status of statuses.filter((s) => Number(s) >= 400)) {
          expect(
            operation.responses[status]?.content?.['application/json'],
            `${method} ${path} ${status}`,
          ).toMatchObject({
            schema: { required: ['error', 'message'], properties: { error: { enum: expect.any(Array) } } },
          });
        }
      }
    }
  });
});

describe('the API viewer', () => {
  it('is a page whose scripts and styles come from this server', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    expect(html).not.toMatch(/<script>/);
    for (const source of sources) expect((await t.app.request(source ?? '')).status).toBe(200);
  });

  it('serves no other file of node_modules', async () => {
    expect((await t.app.request('/api/docs/package.json')).status).toBe(404);
    expect((await t.app.request('/api/docs/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
