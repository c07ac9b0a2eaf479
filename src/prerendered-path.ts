// The one path whose page index.html holds, pre-rendered at build time (src/prerender.tsx); the client hydrates
// as this path and then moves to the real one (main.tsx, routes.tsx).
export const prerenderedPath = '/';
