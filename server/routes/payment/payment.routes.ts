// /api/payment (issue 20): which payment methods the shop offers now (Vipps only when its keys are set), and the
// Vipps webhook. A webhook is only a hint: its signature is checked when a secret is set, then Vipps itself is
// asked for the payment (checkPayment), so a forged or repeated event can change nothing by itself and a second
// delivery of one event makes no second change.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { checkPayment } from '../../services/orders/order-status';
import { availableMethods, paymentProviders } from '../../services/payments/providers';
import { orderNumberOfReference } from '../../services/payments/vipps-provider';
import { verifyWebhook } from '../../services/payments/vipps-webhook';

const maxWebhookBytes = 16 * 1024;

const referenceOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const reference = (body as { reference?: unknown }).reference;
  return typeof reference === 'string' && reference.length <= 64 ? reference : null;
};

export const paymentRoutes = (deps: Deps) => {
  const { db } = deps;
  const providers = deps.payments ?? paymentProviders;

  return new Hono()
    .get('/methods', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json({ methods: availableMethods(providers) });
    })
    .post('/vipps/webhook', limitBody(maxWebhookBytes), async (c) => {
      if (!providers.vipps) return apiError(c, 404, 'NOT_FOUND', 'notFound');
      const raw = await c.req.text();
      if (deps.vippsWebhookSecret) {
        const url = new URL(c.req.url);
        const valid = verifyWebhook(deps.vippsWebhookSecret, {
          method: c.req.method,
          pathAndQuery: url.pathname + url.search,
          host: c.req.header('host') ?? url.host,
          body: raw,
          headers: {
            authorization: c.req.header('authorization'),
            date: c.req.header('x-ms-date'),
            contentSha256: c.req.header('x-ms-content-sha256'),
          },
        });
        if (!valid) return apiError(c, 401, 'SIGNATURE_INVALID', 'webhookSignatureInvalid');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return apiError(c, 400, 'BAD_REQUEST', 'badRequest');
      }
      const reference = referenceOf(body);
      const number = reference ? orderNumberOfReference(reference) : null;
      // Not one of the shop's payments: acknowledged, so Vipps does not send it again.
      if (!number) return c.json({ received: true });
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
      if (row) await checkPayment(db, providers, row.id, null);
      return c.json({ received: true });
    });
};
