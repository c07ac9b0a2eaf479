// A page of a vehicle's offline parts pack: GET /api/packs/vehicle/{carId} (docs/api.md). Read as bytes first, so
// the downloader can count what it fetched; every failure becomes an ApiError like the rest of src/api/.
import * as v from 'valibot';
import { ErrorAnswer } from '../domain/answers';
import type { Locale } from '../domain/locale';
import { type PackPage, PackPageSchema, packPageSize } from '../domain/pack';
import { retryAfterOf } from '../domain/retry-after';
import { ApiError } from './client';

export type PackPageRequest = {
  carId: number;
  lang: Locale;
  cursor: string | null;
  /** Only the parts changed after this version (a refresh); null for all. */
  since: number | null;
  limit?: number;
};

export type FetchedPackPage = { page: PackPage; bytes: number };

export function packPagePath({ carId, lang, cursor, since, limit = packPageSize }: PackPageRequest) {
  const params = new URLSearchParams({ lang, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (since !== null) params.set('since', String(since));
  return `/api/packs/vehicle/${carId}?${params}`;
}

/** One page; throws ApiError (status 0, NETWORK, when the server could not be reached). */
export async function fetchPackPage(
  request: PackPageRequest,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<FetchedPackPage> {
  let bytes: ArrayBuffer;
  let response: Response;
  try {
    response = await fetchImpl(packPagePath(request), {
      signal,
      headers: { 'Accept-Language': request.lang },
    });
    bytes = await response.arrayBuffer();
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  let body: unknown = null;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    // Not JSON: a proxy's error page, or a cut answer.
  }
  if (!response.ok) {
    const parsed = v.safeParse(ErrorAnswer, body);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.output.error : 'HTTP_ERROR',
      parsed.success ? parsed.output.message : response.statusText || 'Error',
      {},
      retryAfterOf(response.headers.get('Retry-After')),
    );
  }
  const parsed = v.safeParse(PackPageSchema, body);
  if (!parsed.success) throw new ApiError(502, 'BAD_RESPONSE', 'Unexpected answer for a parts pack');
  return { page: parsed.output, bytes: bytes.byteLength };
}
