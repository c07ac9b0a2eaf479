// What a page read before the service worker controlled it (src/first-visit/hand-over.ts): the addresses it hands
// over become requests as the page would have sent them through the worker — in the page's language, without a
// user's token — so the worker's own routes keep each one, or leave it, as if they had answered the page.
import { isLocale } from '../domain/locale';

/** The requests of a `PAGE_READS` message: the shop's API addresses on `origin` only; anything else is dropped. */
export function pageReadRequests(message: unknown, origin: string): Request[] {
  const { urls, language } = (message ?? {}) as { urls?: unknown; language?: unknown };
  if (!Array.isArray(urls)) return [];
  // An answer whose address names no language is in the one the page asked for (Accept-Language, src/api/client.ts).
  const headers: HeadersInit = isLocale(language) ? { 'Accept-Language': language } : {};
  return urls.flatMap((address) => {
    const url = urlOf(address);
    return url?.origin === origin && url.pathname.startsWith('/api/') ? [new Request(url, { headers })] : [];
  });
}

const urlOf = (address: unknown) => {
  try {
    return typeof address === 'string' ? new URL(address) : null;
  } catch {
    return null;
  }
};
