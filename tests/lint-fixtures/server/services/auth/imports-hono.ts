// expect lint/style/noRestrictedImports: Services know nothing of HTTP (hono)
// A service taking the request's context.
import type { Context } from 'hono';

export const localeOf = (c: Context) => c.req.header('Accept-Language');
