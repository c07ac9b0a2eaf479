// The fake Vipps's own controls, for scripts and e2e tests (never Vipps's API): go down, answer slowly, send
// webhooks before or after the redirect or not at all, refuse creates; change what an open payment asks (an
// approval of another amount than the shop's order); read a payment and the counts.
import type { Hono } from 'hono';

export type WebhookTiming = 'before' | 'after' | 'none';
export type CreateRefusal = { status: 400 | 403 | 409; title: string };

/** What the controls steer of the fake's state. */
type Steered = {
  down: boolean;
  delayMs: number;
  webhookTiming: WebhookTiming;
  refuseCreates: CreateRefusal | null;
  counts: Record<string, number>;
};
type Changeable = { state: string; amount: { currency: string; value: number } };

export function addControls<P extends Changeable>(
  app: Hono,
  state: Steered,
  payments: Map<string, P>,
  view: (p: P) => unknown,
) {
  app.post('/_fake/control', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<{
      down: boolean;
      delayMs: number;
      webhookTiming: WebhookTiming;
      refuseCreates: CreateRefusal | null;
    }>;
    if (body.down !== undefined) state.down = body.down;
    if (body.delayMs !== undefined) state.delayMs = body.delayMs;
    if (body.webhookTiming !== undefined) state.webhookTiming = body.webhookTiming;
    if (body.refuseCreates !== undefined) state.refuseCreates = body.refuseCreates;
    return c.json({ ok: true });
  });
  app.post('/_fake/payments/:reference/amount', async (c) => {
    const p = payments.get(c.req.param('reference'));
    const value = ((await c.req.json().catch(() => ({}))) as { value?: unknown }).value;
    if (p?.state !== 'CREATED' || typeof value !== 'number' || !Number.isInteger(value)) {
      return c.json({ error: 'not changed' }, 409);
    }
    p.amount = { currency: 'NOK', value };
    return c.json(view(p));
  });
  app.get('/_fake/payments/:reference', (c) => {
    const p = payments.get(c.req.param('reference'));
    return p ? c.json(view(p)) : c.json({ error: 'not found' }, 404);
  });
  app.get('/_fake/counts', (c) => c.json(state.counts));
}
