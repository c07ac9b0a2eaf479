// GET /api/order/admin?page&limit&status&search (ADMIN only; 401 without a session, 403 for anyone else): the
// staff's order desk list (services/orders/admin-orders.ts). A query it cannot read is 400 BAD_REQUEST. Never
// cached: it carries the admin's token and changes with every order.

import { Hono } from 'hono';
import * as v from 'valibot';
import { orderStatuses } from '../../../src/domain/order';
import { DeskPageAnswer, deskMaxPageSize, deskMaxSearch, deskPageSize } from '../../../src/domain/order-desk';
import type { Deps } from '../../deps';
import { adminOnly, describe, errors, machineInput as machineErrors } from '../../lib/openapi/describe';
import { machineInput, validate } from '../../lib/validate';
import { type AuthEnv, requireAdmin } from '../../middleware/auth';
import { deskOrders } from '../../services/orders/admin-orders';
import { positive, searchText } from './order.schema';

export const DeskQuerySchema = v.object({
  page: v.optional(positive(100_000), '1'),
  limit: v.optional(positive(deskMaxPageSize), String(deskPageSize)),
  // An empty status (the desk's "all" choice sent as it is) is no filter.
  status: v.optional(v.union([v.literal(''), v.picklist(orderStatuses)]), ''),
  search: searchText(deskMaxSearch),
});

export const adminOrderRoutes = (deps: Deps) =>
  new Hono<AuthEnv>().get(
    '/',
    describe({
      tag: 'order',
      summary: 'A page of every order, newest first (ADMIN)',
      session: 'required',
      answers: { 200: DeskPageAnswer },
      errors: errors(adminOnly, machineErrors),
    }),
    requireAdmin(deps),
    validate('query', DeskQuerySchema, machineInput),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { page, limit, status, search } = c.req.valid('query');
      return c.json(await deskOrders(deps.db, { page, limit, search, ...(status ? { status } : {}) }));
    },
  );
