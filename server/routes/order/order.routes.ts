import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { TrackOrderSchema } from '../../../src/domain/order';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { validate } from '../../lib/validate';

export const orderRoutes = ({ db }: Deps) =>
  new Hono().post('/track', validate('json', TrackOrderSchema), async (c) => {
    const { number, email } = c.req.valid('json');
    const [order] = await db
      .select({
        number: orders.number,
        status: orders.status,
        created: orders.createdAt,
        updated: orders.updatedAt,
      })
      .from(orders)
      .where(and(eq(orders.number, number), eq(orders.email, email)));
    // One answer for "no such number" and "wrong email", so numbers cannot be probed.
    if (!order) return apiError(c, 404, 'ORDER_NOT_FOUND', 'orderNotFound');
    return c.json({
      order: { ...order, created: order.created.toISOString(), updated: order.updated.toISOString() },
    });
  });
