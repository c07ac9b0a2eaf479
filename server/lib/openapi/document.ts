// GET /api/openapi.json: the OpenAPI 3.1 document of every call, made from the routes' own descriptions
// (describe.ts) and input schemas (lib/validate.ts); GET /api/docs: a page that shows it to people (Swagger UI,
// served from node_modules, no CDN).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { Hono as Router } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { apiError } from '../errors';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const documentation = {
  info: {
    title: 'Bildeler API',
    version: packageVersion,
    description:
      'The calls of the Bildeler shop. Every error is JSON { error, message } (message in the language of ' +
      'Accept-Language or ?lang=: no, en, ar); wrong input adds `fields` (field → code). Flows, choices and limits ' +
      'that a schema cannot say are in docs/api.md.',
  },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: {
      session: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'The session token that /auth/register and /auth/login answer, sent as Authorization; the "Bearer " ' +
          'prefix is optional.',
      },
    },
  },
};

export type ApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

/** The document of the calls mounted on `api` (paths relative to /api). */
export async function apiDocument(api: Hono): Promise<ApiDocument> {
  const document = await generateSpecs(api, {
    documentation,
    defaultValidationErrorResponse: false,
    // PUT /user/ also answers as /user (user.routes.ts): one call, listed once.
    exclude: [/\{trailingSlash\}/],
  });
  // A lazy schema's own definitions are left behind by the conversion (schema-options.ts shows lazies inline).
  const schemas = document.components.schemas ?? {};
  const text = JSON.stringify(document.paths);
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  if (Object.keys(schemas).length === 0) delete document.components.schemas;
  return document;
}

const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const viewerFiles: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// The viewer's start is a file of its own, not an inline script: the app's Content-Security-Policy allows scripts
// from 'self' only, and the page needs nothing more.
const viewerStart = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api', deepLinking: true });
});
`;

const viewerPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bildeler API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** /openapi.json and /docs, for the router mounted at /api; `api` is that router, read on the first call. */
export function openApiRoutes(api: () => Hono) {
  let document: Promise<ApiDocument> | null = null;
  // The viewer's few files are read once: a loop of requests must not read 1.5 MB from disk each time.
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  const viewerFile = (file: string) => {
    let body = kept.get(file);
    if (!body) {
      body = new Uint8Array(readFileSync(join(viewerDir, file)));
      kept.set(file, body);
    }
    return body;
  };
  return new Router()
    .get('/openapi.json', async (c) => {
      document ??= apiDocument(api());
      c.header('Cache-Control', 'no-cache');
      return c.json(await document);
    })
    .get('/docs', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(viewerPage);
    })
    .get('/docs/start.js', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.body(viewerStart, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    })
    .get('/docs/:file', (c) => {
      const file = c.req.param('file');
      const type = viewerFiles[file];
      if (!type) return apiError(c, 404, 'NOT_FOUND', 'notFound');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(viewerFile(file), 200, { 'Content-Type': type });
    });
}
