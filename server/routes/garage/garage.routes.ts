// Being written (issue 18): routes under /api/garage.
import { Hono } from 'hono';
import type { Deps } from '../../deps';

export const garageRoutes = (_deps: Deps) => new Hono();
