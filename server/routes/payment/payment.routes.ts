// /api/payment: which payment methods the shop offers now (Vipps only when its keys are set), and the
// Vipps webhook. A webhook is only a hint: its signature is checked when a secret is set — against the webhook
// address registered at Vipps (configuration), never the request's own Host or path, which a proxy rewrites — then
// Vipps itself is asked for the payment (checkPayment), so a forged or repeated event can change nothing by itself
// and a second delivery of one event makes no second change. The order is found by the reference it stores, so a
// reference of another installation on the same merchant account finds nothing.
import { Hono } from 'hono';
import { PaymentMethodsAnswer } from '../../../src/domain/checkout-schemas';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { describe, errors, jsonBody } from '../../lib/openapi/describe';
import { checkPayment } from '../../services/orders/order-status';
import { orderIdOfPayment } from '../../services/orders/read-orders';
import { availableMethods, paymentProviders } from '../../services/payments/providers';
import { isVippsReference } from '../../services/payments/vipps-rules';
import { verifyWebhook, webhookUrlOf } from '../../services/payments/vipps-webhook';
import { Received } from './payment.answers';

const maxWebhookBytes = 16 * 1024;

/** The event's reference when it keeps Vipps's rule (8–50 of [a-zA-Z0-9-]); null otherwise. */
const referenceOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const reference = (body as { reference?: unknown }).reference;
  return isVippsReference(reference) ? reference : null;
};

export const paymentRoutes = (deps: Deps) => {
  const { db } = deps;
  const providers = deps.payments ?? paymentProviders;
  const registered = deps.vippsWebhookUrl ?? (deps.publicUrl ? webhookUrlOf(deps.publicUrl) : undefined);

  return new Hono()
    .get(
      '/methods',
      describe({
        tag: 'payment',
        summary: 'The payment methods this shop offers',
        answers: { 200: PaymentMethodsAnswer },
      }),
      (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.json({ methods: availableMethods(providers) });
      },
    )
    .post(
      '/vipps/webhook',
      describe({
        tag: 'payment',
        summary: "Vipps's payment events (signed; see docs/api.md)",
        answers: { 200: Received },
        errors: errors(jsonBody, { 401: ['SIGNATURE_INVALID'], 404: ['NOT_FOUND'] }),
      }),
      limitBody(maxWebhookBytes),
      async (c) => {
        if (!providers.vipps) return apiError(c, 404, 'NOT_FOUND', 'notFound');
        const raw = await c.req.text();
        if (deps.vippsWebhookSecret) {
          // Without a registered address there is nothing to check against: refused, never taken from the request.
          const url = registered ? new URL(registered) : null;
          const valid = url
            ? verifyWebhook(deps.vippsWebhookSecret, {
                method: c.req.method,
                pathAndQuery: url.pathname + url.search,
                host: url.host,
                body: raw,
                headers: {
                  authorization: c.req.header('authorization'),
                  date: c.req.header('x-ms-date'),
                  contentSha256: c.req.header('x-ms-content-sha256'),
                },
              })
            : false;
          if (!valid) return apiError(c, 401, 'SIGNATURE_INVALID', 'webhookSignatureInvalid');
        }
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return apiError(c, 400, 'BAD_REQUEST', 'badRequest');
        }
        const reference = referenceOf(body);
        // Not an ePayment event Vipps could send: no reference, or one that breaks Vipps's rule.
        if (!reference) return apiError(c, 400, 'BAD_REQUEST', 'badRequest');
        const orderId = await orderIdOfPayment(db, reference);
        // Not one of this shop's payments (another installation's, an old one): acknowledged, so Vipps does not
        // send it again.
        if (orderId !== null) await checkPayment(db, providers, orderId, null);
        return c.json({ received: true });
      },
    );
};
