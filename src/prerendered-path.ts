// The one path whose page index.html holds, pre-rendered at build time (src/prerender.tsx); the client hydrates
// as this path and then moves to the real one (main.tsx, routes.tsx).
export const prerenderedPath = '/';

/** The id of index.html's JSON block holding the Norwegian catalog, so the first render waits for no request. */
export const inlineCatalogId = 'catalog-no';
