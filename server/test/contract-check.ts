// Every answer the API tests get is checked against the API document (GET /api/openapi.json): a status the call
// does not describe, or a JSON body its schema does not allow, fails the test that made the request.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ApiDocument } from '../lib/openapi/document';

type Requester = {
  request: (input: string | Request | URL, init?: RequestInit, ...rest: never[]) => unknown;
};
type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type Route = { method: string; pattern: RegExp; path: string; operation: Operation };

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const checks = new WeakMap<object, ValidateFunction>();

const notChecked = /^\/api\/(openapi\.json|docs(\/|$))/;

function routesOf(document: ApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(item ?? {})) {
      routes.push({ method: method.toUpperCase(), pattern, path, operation: operation as Operation });
    }
  }
  // A fixed path before a template that also matches it (/garage/merge before /garage/{carId}).
  return routes.sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
}

/** Why `answer` breaks the description of `method path`, or null when it keeps to it (or no call is described). */
async function contractBreach(
  routes: Route[],
  method: string,
  path: string,
  answer: Response,
): Promise<string | null> {
  const apiPath = path.replace(/^\/api/, '');
  const route = routes.find((r) => r.method === method && r.pattern.test(apiPath));
  if (!route) return null;
  const described = route.operation.responses?.[String(answer.status)] ?? route.operation.responses?.default;
  const call = `${method} ${route.path}`;
  if (!described) return `${call} answered ${answer.status}, which its description does not list`;
  const schema = described.content?.['application/json']?.schema;
  const type = answer.headers.get('content-type') ?? '';
  if (!schema || !type.includes('application/json')) return null;
  const body = await answer.text();
  if (body === '') return null;
  let check = checks.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    checks.set(schema, check);
  }
  if (check(JSON.parse(body))) return null;
  return `${call} answered ${answer.status} with a body its description does not allow: ${ajv.errorsText(check.errors, { separator: '; ' })}\n${body.slice(0, 600)}`;
}

/** The shop's document, read once per test process: every test app of the shop has the same calls. */
let shopRoutes: Promise<Route[]> | null = null;

/** A copy to read; an answer whose body another caller is reading already (one answer handed to several waiters of
 * one Idempotency-Key) keeps only its status and headers to check. */
function copyOf(answer: Response): Response {
  try {
    return answer.clone();
  } catch {
    return new Response(null, { status: answer.status, headers: answer.headers });
  }
}

/**
 * Wraps `app.request` so that every /api answer is checked against the API document; a breach throws, failing the
 * request's test. `shop`: the app is the shop's, whose document is read once; any other app's is read for it.
 */
export function checkAnswersAgainstContract(app: Requester, { shop = false } = {}): void {
  const request = app.request.bind(app) as (input: string | Request | URL, init?: RequestInit) => unknown;
  const readDocument = async () => {
    const answer = (await request('/api/openapi.json')) as Response;
    return routesOf((await answer.json()) as ApiDocument);
  };
  let documentRoutes: Promise<Route[]>;
  if (shop) {
    shopRoutes ??= readDocument();
    documentRoutes = shopRoutes;
  } else {
    documentRoutes = readDocument();
  }
  app.request = (async (input: string | Request | URL, init?: RequestInit, ...rest: never[]) => {
    const answer = (await (request as (...args: unknown[]) => unknown)(input, init, ...rest)) as Response;
    const copy = copyOf(answer);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/') || notChecked.test(url.pathname)) return answer;
    const method = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();
    const breach = await contractBreach(await documentRoutes, method, url.pathname, copy);
    if (breach) throw new Error(`API contract: ${breach}`);
    return answer;
  }) as Requester['request'];
}
