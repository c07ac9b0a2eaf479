// wouter's useSearch() passes the address's query through decodeURI before handing it over, and every page then
// reads it with URLSearchParams, which decodes again: a search for "%3C" came back as "<", and the order desk or
// the search page showed something else than what was typed or linked. The app's router reads the query through
// rawSearchHook, which hands wouter the query encoded once more, so useSearch() returns it exactly as it stands in
// the address (decodeURI(encodeURI(s)) is s).
import type { BaseSearchHook } from 'wouter';
import { useSearch as useBrowserSearch } from 'wouter/use-browser-location';

export const rawSearchHook: BaseSearchHook = (options?: { ssrSearch?: string }) =>
  encodeURI(useBrowserSearch(options));

/** The query a search hook of this app gave, as it stands in the address. */
export const searchOf = (hooked: string) => decodeURI(hooked);

/** What a search hook of a nested router gives for `query`, so that useSearch() returns `query` itself. */
export const hookedSearch = (query: string) => encodeURI(query);
