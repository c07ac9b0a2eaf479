// How a route describes itself in the API document (GET /api/openapi.json): what it answers on success (a valibot
// schema of the answer) and which error codes it can give under which status. Every error is { error, message },
// with `fields` (field → code) where input is wrong.
import { type DescribeRouteOptions, describeRoute, resolver } from 'hono-openapi';
import type { GenericSchema } from 'valibot';
import { schemaOptions } from './schema-options';

type SuccessStatus = 200 | 201 | 202 | 204 | 304;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

/** Error status → the codes (`error`) the call can answer with it. */
export type Errors = Partial<Record<ErrorStatus, readonly string[]>>;

export type Description = {
  summary: string;
  /** The group the call is listed under (the first path segment). */
  tag: string;
  /** Success status → the answer's schema; null for an answer without a body. */
  answers: Partial<Record<SuccessStatus, GenericSchema | null>>;
  errors?: Errors;
  /** The answer is not JSON (an image, a page, a CSV): its media type. */
  media?: string;
  /** Whether the session token is needed ('required') or read when sent ('optional'). */
  session?: 'required' | 'optional';
  description?: string;
};

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  304: 'Not modified (the ETag matched)',
  400: 'Bad input',
  401: 'Not signed in, or the sign-in failed',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Body too large',
  422: 'Refused',
  429: 'Too many requests',
  502: 'A provider failed',
  503: 'A provider is unavailable',
};

/** The error answer naming `codes`. */
export const errorSchema = (codes: readonly string[]) => ({
  type: 'object' as const,
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' as const, enum: [...new Set(codes)] },
    message: { type: 'string' as const, description: "A text for people, in the caller's language" },
    fields: {
      type: 'object' as const,
      description: 'Each wrong field (dot path) → its code',
      additionalProperties: { type: 'string' as const },
    },
  },
});

/** Several error lists as one: the codes of each status joined. */
export function errors(...lists: Errors[]): Errors {
  const joined: Partial<Record<ErrorStatus, string[]>> = {};
  for (const list of lists) {
    for (const [status, codes] of Object.entries(list) as [`${ErrorStatus}`, readonly string[]][]) {
      const key = Number(status) as ErrorStatus;
      joined[key] = [...new Set([...(joined[key] ?? []), ...codes])];
    }
  }
  return joined;
}

/** A signed-in caller's call (middleware/auth.ts requireUser). */
export const signedIn: Errors = { 401: ['UNAUTHORIZED'] };
/** An ADMIN's call (middleware/auth.ts requireAdmin): an ADMIN without two-factor is sent to set it up. */
export const adminOnly: Errors = { 401: ['UNAUTHORIZED'], 403: ['FORBIDDEN', 'TWO_FACTOR_SETUP_REQUIRED'] };
/** A call that honours Idempotency-Key (lib/idempotency.ts). */
export const idempotent: Errors = {
  400: ['BAD_IDEMPOTENCY_KEY'],
  409: ['IDEMPOTENCY_IN_FLIGHT'],
  422: ['IDEMPOTENCY_KEY_REUSED'],
};
/** A JSON body: unreadable JSON is BAD_REQUEST (app.ts), a body over its limit PAYLOAD_TOO_LARGE (lib/body-limit.ts). */
export const jsonBody: Errors = { 400: ['BAD_REQUEST'], 413: ['PAYLOAD_TOO_LARGE'] };
/** A form's fields that failed their schema (lib/validate.ts). */
export const formInput: Errors = { 400: ['VALIDATION_ERROR'] };
/** A query, path or body no person types that failed its schema (lib/validate.ts machineInput). */
export const machineInput: Errors = { 400: ['BAD_REQUEST'] };
/** A call counted per caller (lib/rate-limit.ts). */
export const limited: Errors = { 429: ['TOO_MANY_REQUESTS'] };

/** The middleware that puts the call into the API document; it does nothing at run time. */
export function describe(d: Description) {
  const responses: NonNullable<DescribeRouteOptions['responses']> = {};
  for (const [status, schema] of Object.entries(d.answers)) {
    responses[status] = {
      description: statusText[Number(status)] ?? status,
      ...(schema
        ? {
            content: {
              [d.media ?? 'application/json']: { schema: resolver(schema, schemaOptions('ignore')) },
            },
          }
        : d.media && status !== '204' && status !== '304'
          ? { content: { [d.media]: { schema: { type: 'string', format: 'binary' } } } }
          : {}),
    };
  }
  for (const [status, codes] of Object.entries(d.errors ?? {})) {
    responses[status] = {
      description: statusText[Number(status)] ?? status,
      content: { 'application/json': { schema: errorSchema(codes) } },
    };
  }
  return describeRoute({
    summary: d.summary,
    description: d.description,
    tags: [d.tag],
    responses,
    ...(d.session === 'required' ? { security: [{ session: [] }] } : {}),
    ...(d.session === 'optional' ? { security: [{ session: [] }, {}] } : {}),
  });
}
