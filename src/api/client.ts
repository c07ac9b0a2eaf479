// The one HTTP client of the app (ofetch, base /api). Every failure becomes an ApiError carrying the
// server's { error, message } or, when the server could not be reached, status 0 and code NETWORK.
import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork() {
    return this.status === 0;
  }
}

const ErrorBody = v.object({
  error: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string()), {}),
});

let language = 'no';
/** The language the server should answer in (Accept-Language of every call). */
export const setApiLanguage = (locale: string) => {
  language = locale;
};

const http = ofetch.create({
  baseURL: '/api',
  retry: 0,
  timeout: 15_000,
  onRequest: ({ options }) => {
    options.headers.set('Accept-Language', language);
  },
});

function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError && error.response) {
    const parsed = v.safeParse(ErrorBody, error.data);
    if (parsed.success) {
      return new ApiError(
        error.response.status,
        parsed.output.error,
        parsed.output.message,
        parsed.output.fields,
      );
    }
    return new ApiError(error.response.status, 'HTTP_ERROR', error.response.statusText || 'Error');
  }
  return new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
}

/** GET or POST, then parse the answer with `schema`; throws ApiError. */
export async function request<S extends v.GenericSchema>(
  schema: S,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: Record<string, unknown> } = {},
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await http(path, { method: init.method ?? 'GET', body: init.body });
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(502, 'BAD_RESPONSE', `Unexpected answer from ${path}`);
  return parsed.output;
}
