// The fake Vipps's page a customer is sent to (its landing page): "Vipps test" with Approve and Abort, which go
// back to the payment's returnUrl. Not Vipps's API: a page customers of the test system see, so it is accessible.
import type { Context, Hono } from 'hono';
import { escapeMarkup } from '../lib/escape-markup';
import type { VippsState } from '../services/payments/vipps-client';

type PagePayment = {
  reference: string;
  state: VippsState;
  amount: { value: number };
  description: string;
  returnUrl: string;
};

export function addCustomerPage(
  app: Hono,
  find: (reference: string) => PagePayment | undefined,
  decide: (payment: PagePayment, to: 'AUTHORIZED' | 'ABORTED') => Promise<void>,
) {
  app.get('/pay/:reference', (c) => {
    const p = find(c.req.param('reference'));
    if (!p) return c.html('<!doctype html><title>Vipps test</title><p>No such payment.</p>', 404);
    const kroner = (p.amount.value / 100).toFixed(2);
    const open = p.state === 'CREATED';
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vipps test</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
button{font-size:1.1rem;padding:.6rem 1.2rem;margin:.25rem;border-radius:.4rem;border:2px solid #c2410c}
.approve{background:#c2410c;color:#fff}.abort{background:#fff;color:#222}</style></head>
<body><main><h1>Vipps test</h1>
<p>${escapeMarkup(p.description)}: <strong>NOK ${kroner}</strong></p>
${
  open
    ? `<form method="post" action="/pay/${p.reference}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="/pay/${p.reference}/abort"><button class="abort" type="submit">Abort</button></form>`
    : `<p>This payment is ${p.state.toLowerCase()}.</p><p><a href="${escapeMarkup(p.returnUrl)}">Back to the shop</a></p>`
}
</main></body></html>`);
  });

  const answer = (to: 'AUTHORIZED' | 'ABORTED') => async (c: Context) => {
    const p = find(c.req.param('reference') ?? '');
    if (!p) return c.text('No such payment', 404);
    if (p.state === 'CREATED') await decide(p, to);
    return c.redirect(p.returnUrl, 303);
  };
  app.post('/pay/:reference/approve', answer('AUTHORIZED'));
  app.post('/pay/:reference/abort', answer('ABORTED'));
}
