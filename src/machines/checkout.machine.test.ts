import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { AddressFields, ValidateAnswer, ValidatedArticle } from '../domain/checkout';
import { sampleAddress } from '../domain/testing';
import {
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutLine,
  checkoutMachine,
  type FieldErrors,
  orderInput,
  type PlaceOutcome,
  type PlaceRequest,
} from './checkout.machine';

const lines: CheckoutLine[] = [
  { articleId: 1, price: 499, quantity: 2, options: {} },
  { articleId: 2, price: 100, quantity: 1, options: {} },
];
const guest: CheckoutInput = {
  user: null,
  online: true,
  lang: 'no',
  lines,
  pickup: { pickup: false, pickupShop: null },
};
const kari = { userId: '7', email: 'kari@example.no' };
const address = sampleAddress();
const article = (articleId: number, unitPrice: number, extra: Partial<ValidatedArticle> = {}) => ({
  articleId,
  articleNumber: `A${articleId}`,
  name: 'Bremseskive',
  mfrName: 'BOSCH',
  price: unitPrice,
  discount: null,
  unitPrice,
  stock: 'in-stock' as const,
  available: null,
  ...extra,
});
const answer = (...articles: ValidatedArticle[]): ValidateAnswer => ({
  articles,
  unknown: { articleIds: [], articleNumbers: [] },
});

type Snapshot = ReturnType<typeof initialTransition<typeof checkoutMachine>>[0];
const step = (
  snapshot: Snapshot,
  ...events: (CheckoutEvent | { type: string; output?: unknown; error?: unknown })[]
) => {
  let current = snapshot;
  for (const event of events) [current] = transition(checkoutMachine, current, event as CheckoutEvent);
  return current;
};
const start = (input: CheckoutInput = guest) => initialTransition(checkoutMachine, input)[0];
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const allMethods: CheckoutEvent = { type: 'payment.offered', methods: ['vipps', 'store', 'invoice'] };

/**
 * A guest through contact, a new address (checked), same billing and the method the payment step prefers (a guest
 * online: Vipps; a signed-in account: invoice): at the review's server check.
 */
const atReview = (input: CheckoutInput = guest) =>
  step(
    start(input),
    allMethods,
    { type: 'contact.change', email: 'ola@example.no' },
    { type: 'contact.submit' },
    { type: 'delivery.choose', delivery: { kind: 'new', fields: address } },
    { type: 'delivery.submit' },
    done('checkAddress', {}),
    { type: 'billing.submit' },
    { type: 'payment.submit' },
  );

describe('checkout machine: steps', () => {
  it('starts at contact for a guest and skips it for a signed-in user', () => {
    expect(start().value).toEqual({ steps: 'contact' });
    expect(start({ ...guest, user: kari }).value).toEqual({ steps: { delivery: 'editing' } });
  });

  it('asks a guest for a valid email, with a code per problem', () => {
    const empty = step(start(), { type: 'contact.submit' });
    expect(empty.value).toEqual({ steps: 'contact' });
    expect(empty.context.errors).toEqual({ email: 'REQUIRED' });
    const wrong = step(empty, { type: 'contact.change', email: 'ola' }, { type: 'contact.submit' });
    expect(wrong.context.errors).toEqual({ email: 'INVALID_EMAIL' });
    const good = step(wrong, { type: 'contact.change', email: 'ola@example.no' }, { type: 'contact.submit' });
    expect(good.value).toEqual({ steps: { delivery: 'editing' } });
    expect(good.context.errors).toEqual({});
    // The new address takes the contact email.
    expect(good.context.delivery).toMatchObject({ kind: 'new', fields: { email: 'ola@example.no' } });
  });

  it('checks a new address and shows its field errors under the delivery step', () => {
    const checking = step(
      start({ ...guest, user: kari }),
      { type: 'delivery.choose', delivery: { kind: 'new', fields: { ...address, postcode: '9999' } } },
      { type: 'delivery.submit' },
    );
    expect(checking.value).toEqual({ steps: { delivery: 'checking' } });
    const refused = step(checking, done('checkAddress', { postcode: 'UNKNOWN_POSTCODE' }));
    expect(refused.value).toEqual({ steps: { delivery: 'editing' } });
    expect(refused.context.errors).toEqual({ 'delivery.postcode': 'UNKNOWN_POSTCODE' });
    const fixed = step(
      refused,
      { type: 'delivery.choose', delivery: { kind: 'new', fields: address } },
      { type: 'delivery.submit' },
      done('checkAddress', {}),
    );
    expect(fixed.value).toEqual({ steps: { billing: 'editing' } });
  });

  it('takes pickup without an address, asks for a billing address then, and allows pay in store', () => {
    const billing = step(
      start({ ...guest, user: kari }),
      { type: 'delivery.choose', delivery: { kind: 'pickup', shop: 'alnabru' } },
      { type: 'delivery.submit' },
    );
    expect(billing.value).toEqual({ steps: { billing: 'editing' } });
    expect(billing.context.billing).toMatchObject({ kind: 'new' });
    const missing = step(
      billing,
      { type: 'billing.choose', billing: { kind: 'same' } },
      { type: 'billing.submit' },
    );
    expect(missing.context.errors).toEqual({ billing: 'REQUIRED' });
    const payment = step(
      missing,
      { type: 'billing.choose', billing: { kind: 'saved', id: 3, fields: address } },
      { type: 'billing.submit' },
    );
    expect(payment.value).toEqual({ steps: 'payment' });
    expect(
      step(payment, { type: 'payment.choose', method: 'store' }, { type: 'payment.submit' }).value,
    ).toEqual({
      steps: { review: 'checking' },
    });
  });

  it('refuses pay in store with shipping', () => {
    const payment = atReview();
    const back = step(payment, { type: 'step.back' });
    expect(back.value).toEqual({ steps: 'payment' });
    const refused = step(back, { type: 'payment.choose', method: 'store' }, { type: 'payment.submit' });
    expect(refused.value).toEqual({ steps: 'payment' });
    expect(refused.context.errors).toEqual({ payment: 'PAYMENT_NOT_ALLOWED' });
  });

  it('takes Vipps online only: offline it stays on the payment step with VIPPS_OFFLINE', () => {
    const back = step(atReview(), { type: 'step.back' });
    const vipps = step(back, { type: 'payment.choose', method: 'vipps' });
    const offline = step(vipps, { type: 'network.changed', online: false }, { type: 'payment.submit' });
    expect(offline.value).toEqual({ steps: 'payment' });
    expect(offline.context.errors).toEqual({ payment: 'VIPPS_OFFLINE' });
    expect(step(vipps, { type: 'payment.submit' }).value).toMatchObject({
      steps: { review: expect.anything() },
    });
  });

  it('offers invoice to accounts only: a guest sees why, and a guest online is given Vipps', () => {
    const payment = step(atReview(), { type: 'step.back' });
    expect(payment.context.paymentMethod).toBe('vipps');
    const invoice = step(payment, { type: 'payment.choose', method: 'invoice' }, { type: 'payment.submit' });
    expect(invoice.value).toEqual({ steps: 'payment' });
    expect(invoice.context.errors).toEqual({ payment: 'INVOICE_NEEDS_ACCOUNT' });
    // Offline a guest with home delivery has no way to pay: the reasons show, nothing is chosen for them.
    const offline = step(invoice, { type: 'network.changed', online: false }, { type: 'payment.submit' });
    expect(offline.context.errors).toEqual({ payment: 'INVOICE_NEEDS_ACCOUNT' });
  });

  it('holds an account to its invoice standing: not approved, over the limit, within it, or not heard yet', () => {
    const signedIn = { ...guest, user: kari };
    // 2 × 499 + 100 + 129 shipping = 1227 kr.
    const standing = (approved: boolean, limit: number, open = 0) => ({
      type: 'invoice.standing' as const,
      standing: { approved, limit, open, available: Math.max(0, limit - open) },
    });
    const unheard = step(atReview(signedIn), { type: 'step.back' });
    expect(unheard.context.paymentMethod).toBe('invoice');
    expect(step(unheard, { type: 'payment.submit' }).value).toMatchObject({ steps: { review: 'checking' } });

    const notApproved = step(unheard, standing(false, 0));
    // The step gives way to a method that may be chosen.
    expect(notApproved.context.paymentMethod).toBe('vipps');
    const refused = step(
      notApproved,
      { type: 'payment.choose', method: 'invoice' },
      { type: 'payment.submit' },
    );
    expect(refused.context.errors).toEqual({ payment: 'INVOICE_NOT_APPROVED' });

    const over = step(unheard, standing(true, 5000, 3774), { type: 'payment.choose', method: 'invoice' });
    expect(step(over, { type: 'payment.submit' }).context.errors).toEqual({ payment: 'INVOICE_OVER_LIMIT' });
    const within = step(unheard, standing(true, 5000, 3773), { type: 'payment.submit' });
    expect(within.value).toMatchObject({ steps: { review: 'checking' } });
    expect(within.context.paymentMethod).toBe('invoice');
  });

  it('an approved account picking up keeps pay in store, and may choose invoice instead', () => {
    const pickup = { ...guest, user: kari, pickup: { pickup: true, pickupShop: 'alnabru' } };
    const approved = {
      type: 'invoice.standing' as const,
      standing: { approved: true, limit: 10_000, open: 0, available: 10_000 },
    };
    const payment = step(
      start(pickup),
      approved,
      { type: 'delivery.submit' },
      { type: 'billing.choose', billing: { kind: 'saved', id: 3, fields: address } },
      { type: 'billing.submit' },
    );
    expect(payment.value).toEqual({ steps: 'payment' });
    expect(payment.context.paymentMethod).toBe('store');
    expect(
      step(payment, { type: 'payment.choose', method: 'invoice' }, { type: 'payment.submit' }).value,
    ).toEqual({
      steps: { review: 'checking' },
    });
  });

  it('edits a reached step only, never a signed-in contact', () => {
    const delivery = step(
      start(),
      { type: 'contact.change', email: 'ola@example.no' },
      { type: 'contact.submit' },
    );
    expect(step(delivery, { type: 'step.edit', step: 'payment' }).value).toEqual({
      steps: { delivery: 'editing' },
    });
    const review = atReview();
    expect(step(review, { type: 'step.edit', step: 'delivery' }).value).toEqual({
      steps: { delivery: 'editing' },
    });
    expect(step(review, { type: 'step.edit', step: 'contact' }).value).toEqual({ steps: 'contact' });
    const signedIn = step(start({ ...guest, user: kari }), { type: 'step.edit', step: 'contact' });
    expect(signedIn.value).toEqual({ steps: { delivery: 'editing' } });
    // The values stay when going back: the edited step continues where it was.
    expect(step(review, { type: 'step.edit', step: 'delivery' }).context.delivery).toMatchObject({
      fields: { postcode: '0155' },
    });
  });
});

describe('checkout machine: review', () => {
  it('online: asks the server, and with no change the order can be placed at the confirmed total', () => {
    const checking = atReview();
    expect(checking.value).toEqual({ steps: { review: 'checking' } });
    const ready = step(checking, done('validateCart', answer(article(1, 499), article(2, 100))));
    expect(ready.value).toEqual({ steps: { review: 'ready' } });
    const placing = step(ready, { type: 'review.place' });
    expect(placing.value).toBe('placing');
  });

  it('a changed price is listed and must be confirmed before placing', () => {
    const changed = step(atReview(), done('validateCart', answer(article(1, 449), article(2, 100))));
    expect(changed.value).toEqual({ steps: { review: 'changed' } });
    expect(changed.context.changes).toEqual([{ articleId: 1, kind: 'price', oldPrice: 499, newPrice: 449 }]);
    expect(step(changed, { type: 'review.place' }).value).toEqual({ steps: { review: 'changed' } });
    const confirmed = step(changed, { type: 'review.confirm' });
    expect(confirmed.value).toEqual({ steps: { review: 'ready' } });
    const placing = step(confirmed, { type: 'review.place' });
    expect(placing.value).toBe('placing');
  });

  it("a new price the cart's own sync brings in meanwhile is still listed against the price first shown", () => {
    const changed = step(atReview(), done('validateCart', answer(article(1, 449), article(2, 100))));
    const synced = step(changed, {
      type: 'cart.changed',
      lines: [{ ...(lines[0] as CheckoutLine), price: 449 }, lines[1] as CheckoutLine],
    });
    expect(synced.value).toEqual({ steps: { review: 'changed' } });
    expect(synced.context.changes).toEqual([{ articleId: 1, kind: 'price', oldPrice: 499, newPrice: 449 }]);
    // Once accepted, the new price is the one seen: a later check with it lists nothing.
    const accepted = step(
      synced,
      { type: 'review.confirm' },
      { type: 'step.back' },
      { type: 'payment.submit' },
    );
    expect(step(accepted, done('validateCart', answer(article(1, 449), article(2, 100)))).value).toEqual({
      steps: { review: 'ready' },
    });
  });

  it('unavailable lines block placing until they leave the cart', () => {
    const changed = step(
      atReview(),
      done('validateCart', answer(article(1, 499, { stock: 'out-of-stock', available: 0 }), article(2, 120))),
    );
    expect(changed.context.changes).toEqual([
      { articleId: 1, kind: 'unavailable' },
      { articleId: 2, kind: 'price', oldPrice: 100, newPrice: 120 },
    ]);
    expect(step(changed, { type: 'review.confirm' }).value).toEqual({ steps: { review: 'changed' } });
    const [, actions] = transition(checkoutMachine, changed, { type: 'review.fix' });
    expect(actions.map((action) => [action.type, action.params])).toEqual([
      ['fixLines', { changes: [{ articleId: 1, kind: 'unavailable' }] }],
    ]);
    // The device cart lost the line: the price change remains to be confirmed.
    const fixed = step(changed, { type: 'cart.changed', lines: [lines[1] as CheckoutLine] });
    expect(fixed.value).toEqual({ steps: { review: 'changed' } });
    expect(fixed.context.changes).toEqual([{ articleId: 2, kind: 'price', oldPrice: 100, newPrice: 120 }]);
    expect(step(fixed, { type: 'review.confirm' }, { type: 'review.place' }).value).toBe('placing');
  });

  it('fewer units than asked block too, as does an article the catalogue no longer has', () => {
    const changed = step(
      atReview(),
      done('validateCart', {
        articles: [article(1, 499, { available: 1 })],
        unknown: { articleIds: [2], articleNumbers: [] },
      }),
    );
    expect(changed.context.changes).toEqual([
      { articleId: 1, kind: 'stock', quantity: 2, available: 1 },
      { articleId: 2, kind: 'unavailable' },
    ]);
    expect(step(changed, { type: 'review.confirm' }, { type: 'review.place' }).value).toEqual({
      steps: { review: 'changed' },
    });
  });

  it('a line added meanwhile is checked again', () => {
    const ready = step(atReview(), done('validateCart', answer(article(1, 499), article(2, 100))));
    const more = step(ready, {
      type: 'cart.changed',
      lines: [...lines, { articleId: 3, price: 50, quantity: 1, options: {} }],
    });
    expect(more.value).toEqual({ steps: { review: 'checking' } });
  });

  it('offline: shows the device prices unchecked, lets the order be placed, and checks when back online', () => {
    const offline = atReview({ ...guest, user: kari, online: false });
    expect(offline.value).toEqual({ steps: { review: 'unchecked' } });
    expect(offline.context.checkFailed).toBe(false);
    expect(step(offline, { type: 'review.place' }).value).toBe('placing');
    expect(step(offline, { type: 'network.changed', online: true }).value).toEqual({
      steps: { review: 'checking' },
    });
    expect(step(offline, { type: 'review.check' }).value).toEqual({ steps: { review: 'unchecked' } });
  });

  it('a failed check falls back to the device prices, marked as unchecked', () => {
    const failed = step(atReview(), { type: 'xstate.error.actor.validateCart', error: new Error('x') });
    expect(failed.value).toEqual({ steps: { review: 'unchecked' } });
    expect(failed.context.checkFailed).toBe(true);
  });

  it('a refused order comes back to the review with the reason', () => {
    const ready = step(atReview(), done('validateCart', answer(article(1, 499), article(2, 100))));
    const refused = step(
      ready,
      { type: 'review.place' },
      done('placeOrder', { key: 'local:k1' }),
      done('awaitOutcome', { state: 'failed', code: 'OUT_OF_STOCK', message: 'Utsolgt' }),
    );
    expect(refused.value).toEqual({ steps: { review: 'checking' } });
    expect(refused.context.placeError).toEqual({ code: 'OUT_OF_STOCK', message: 'Utsolgt' });
  });
});

type Effects = {
  checkAddress?: (fields: AddressFields) => Promise<FieldErrors>;
  validateCart?: () => Promise<ValidateAnswer>;
  placeOrder?: (request: PlaceRequest) => Promise<{ key: string }>;
  awaitOutcome?: (input: { key: string }) => Promise<PlaceOutcome>;
};

function run(effects: Effects, input: CheckoutInput = guest) {
  const calls: [string, unknown][] = [];
  const never = () => new Promise<never>(() => {});
  const machine = checkoutMachine.provide({
    actors: {
      checkAddress: fromPromise(({ input }) => (effects.checkAddress ?? (async () => ({})))(input)),
      validateCart: fromPromise(() => (effects.validateCart ?? never)()),
      placeOrder: fromPromise(({ input }) => (effects.placeOrder ?? never)(input)),
      awaitOutcome: fromPromise(({ input }) => (effects.awaitOutcome ?? never)(input)),
    },
    actions: {
      keepPickup: (_, params) => calls.push(['keepPickup', params]),
      fixLines: (_, params) => calls.push(['fixLines', params]),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe('checkout machine: the job (reference and vehicle)', () => {
  const ready = () => step(atReview(), done('validateCart', answer(article(1, 499), article(2, 100))));
  const golf = { carId: 4711, label: 'VW GOLF VII', plate: null };

  it('says a reference over 35 characters is too long as it is typed, and places nothing with it', () => {
    const typed = step(ready(), { type: 'job.change', job: { reference: 'R'.repeat(36), vehicle: null } });
    expect(typed.context.errors['job.reference']).toBe('TOO_LONG');
    const refused = step(typed, { type: 'review.place' });
    expect(refused.value).toEqual({ steps: { review: 'ready' } });
    const mended = step(refused, { type: 'job.change', job: { reference: 'R'.repeat(35), vehicle: golf } });
    expect(mended.context.errors).toEqual({});
    expect(step(mended, { type: 'review.place' }).value).toBe('placing');
  });

  it('asks for a registration number that is one when the vehicle is given by plate', () => {
    const job = { reference: '', vehicle: { carId: null, label: '', plate: 'AB-12345-XYZ99' } };
    const refused = step(ready(), { type: 'job.change', job }, { type: 'review.place' });
    expect(refused.context.errors['job.vehicle.plate']).toBe('INVALID_PLATE');
    expect(refused.value).toEqual({ steps: { review: 'ready' } });
  });

  it('sends the reference trimmed and the vehicle with the order, and neither when not given', () => {
    const job = { reference: '  JOB-4411 ', vehicle: golf };
    const placing = step(ready(), { type: 'job.change', job }, { type: 'review.place' });
    expect(orderInput(placing.context)).toMatchObject({ reference: 'JOB-4411', vehicle: golf });
    expect(orderInput(ready().context)).not.toHaveProperty('reference');
    expect(orderInput(ready().context)).not.toHaveProperty('vehicle');
  });
});

describe('checkout machine: a whole checkout', () => {
  it('online: places the order with the confirmed total, waits for the server, and ends with its token', async () => {
    const placed: PlaceRequest[] = [];
    const { actor, calls } = run({
      validateCart: async () => answer(article(1, 449), article(2, 100)),
      placeOrder: async (request) => {
        placed.push(request);
        return { key: 'local:k1' };
      },
      awaitOutcome: async ({ key }) => {
        expect(key).toBe('local:k1');
        return { state: 'placed', token: 'tok' };
      },
    });
    actor.send(allMethods);
    actor.send({ type: 'contact.change', email: 'ola@example.no' });
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'delivery.choose', delivery: { kind: 'new', fields: address } });
    actor.send({ type: 'delivery.submit' });
    await waitFor(actor, (s) => s.matches({ steps: 'billing' }));
    actor.send({ type: 'billing.submit' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches({ steps: { review: 'changed' } }));
    actor.send({ type: 'review.confirm' });
    actor.send({ type: 'review.place' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.context.token).toBe('tok');
    expect(calls).toEqual([['keepPickup', { pickup: false, pickupShop: null }]]);
    expect(placed).toEqual([
      {
        order: {
          items: [
            { articleId: 1, quantity: 2, options: {} },
            { articleId: 2, quantity: 1, options: {} },
          ],
          email: 'ola@example.no',
          shippingAddress: address,
          pickup: false,
          pickupShop: null,
          paymentMethod: 'vipps',
          cartId: null,
          // 2 × 449 + 100 + 129 shipping: the confirmed prices, not the device's.
          expectedTotal: 1127,
          lang: 'no',
        },
        prices: { 1: 449, 2: 100 },
        userId: null,
      },
    ]);
  });

  it('offline, signed in with pickup and a saved billing address: the order waits and the flow ends', async () => {
    const placed: PlaceRequest[] = [];
    const { actor, calls } = run(
      {
        placeOrder: async (request) => {
          placed.push(request);
          return { key: 'local:k2' };
        },
        awaitOutcome: async () => ({ state: 'waiting' }),
      },
      { ...guest, user: kari, online: false, pickup: { pickup: true, pickupShop: 'alnabru' } },
    );
    actor.send({ type: 'delivery.submit' });
    actor.send({ type: 'billing.choose', billing: { kind: 'saved', id: 5, fields: address } });
    actor.send({ type: 'billing.submit' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('store');
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().value).toEqual({ steps: { review: 'unchecked' } });
    actor.send({ type: 'review.place' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.context).toMatchObject({ token: null, localKey: 'local:k2' });
    expect(calls).toEqual([['keepPickup', { pickup: true, pickupShop: 'alnabru' }]]);
    expect(placed[0]).toMatchObject({
      order: { pickup: true, pickupShop: 'alnabru', billingAddress: { id: 5 }, paymentMethod: 'store' },
      userId: '7',
    });
    expect(placed[0]?.order).not.toHaveProperty('email');
    expect(placed[0]?.order).not.toHaveProperty('shippingAddress');
    // Pickup: no shipping charge in the confirmed total.
    expect(placed[0]?.order.expectedTotal).toBe(1098);
  });

  it('a failed placing (the cart changed meanwhile) returns to the review with its code', async () => {
    const { actor } = run(
      {
        placeOrder: async () => {
          throw { code: 'CART_CHANGED', message: 'changed' };
        },
      },
      { ...guest, user: kari, online: false },
    );
    actor.send({ type: 'delivery.choose', delivery: { kind: 'saved', id: 5, fields: address } });
    actor.send({ type: 'delivery.submit' });
    actor.send({ type: 'billing.submit' });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'review.place' });
    const back = await waitFor(actor, (s) => s.context.placeError !== null);
    expect(back.value).toEqual({ steps: { review: 'unchecked' } });
    expect(back.context.placeError).toEqual({ code: 'CART_CHANGED', message: 'changed' });
  });
});
