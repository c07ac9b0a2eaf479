// Being written (issue 18): routes under /api/auth.
import { Hono } from 'hono';
import type { Deps } from '../../deps';

export const authRoutes = (_deps: Deps) => new Hono();
