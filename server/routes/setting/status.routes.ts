// GET /setting/admin/status (ADMIN): the setup warnings the start found (lib/setup-notes.ts) and the address mailed
// links point at, for the admin dashboard.

import { Hono } from 'hono';
import { type SetupStatus, SetupStatusSchema } from '../../../src/domain/setup-status';
import type { Deps } from '../../deps';
import { adminOnly, describe } from '../../lib/openapi/describe';
import { requireAdmin } from '../../middleware/auth';

export const statusRoutes = (deps: Deps) =>
  new Hono().get(
    '/admin/status',
    describe({
      tag: 'setting',
      summary: 'Setup warnings and the public address (ADMIN)',
      session: 'required',
      answers: { 200: SetupStatusSchema },
      errors: adminOnly,
    }),
    requireAdmin(deps),
    (c) => {
      c.header('Cache-Control', 'no-store');
      const status: SetupStatus = { warnings: deps.setupWarnings ?? [], publicUrl: deps.publicUrl };
      return c.json({ status });
    },
  );
