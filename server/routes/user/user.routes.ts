// Being written (issue 18): routes under /api/user.
import { Hono } from 'hono';
import type { Deps } from '../../deps';

export const userRoutes = (_deps: Deps) => new Hono();
