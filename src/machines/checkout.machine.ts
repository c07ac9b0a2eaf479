// Checkout: contact → delivery → billing → payment → review → place, with back and edit of earlier
// steps. Effects are named actors and actions provided at the edge (features/checkout): the address check, the
// server's price and stock check, placing (outbox entry + waiting order + the cart moved, one transaction) and
// waiting for the outcome. Offline the review shows the device's prices and placing works the same: the order
// waits in the outbox. Holds codes only; the page words them.
import { assign, fromPromise, not, setup } from 'xstate';
import type { PickupState } from '../domain/cart';
import type { AddressFields, ValidateAnswer } from '../domain/checkout';
import { failureOf } from '../domain/failure';
import type { Locale } from '../domain/locale';
import {
  blankAddress,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutStep,
  checkoutSteps,
  contactEmail,
  type FieldErrors,
  initialContext,
  orderInput,
  type PlaceOutcome,
  type PlaceRequest,
  seenPrices,
} from './checkout.context';
import {
  asSeen,
  checking,
  checkoutGuards,
  isPickup,
  recompare,
  stepIndex,
  withJobProblems,
} from './checkout.guards';
import { paymentProblem, preferredMethod } from './checkout.payment';
import { isBlocking, type LineChange, lineChanges, pricedLines } from './checkout.review';

export * from './checkout.context';
export type { CheckoutLine, LineChange } from './checkout.review';

/** Placing with a job field the server would refuse: the fields say why, nothing is placed. */
const jobRefused = { guard: 'hasJobProblems', actions: 'showJobProblems' } as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** The address rule the server applies (postcode register included): field → code, empty when good. */
    checkAddress: fromPromise<FieldErrors, AddressFields>(async () => {
      throw new Error('checkoutMachine: provide checkAddress');
    }),
    /** POST /product/validate for the cart's articles. */
    validateCart: fromPromise<ValidateAnswer, { articleIds: number[]; lang: Locale }>(async () => {
      throw new Error('checkoutMachine: provide validateCart');
    }),
    /** One transaction: the outbox entry, the waiting order and the cart moved into it. Resolves its key. */
    placeOrder: fromPromise<{ key: string }, PlaceRequest>(async () => {
      throw new Error('checkoutMachine: provide placeOrder');
    }),
    /** Until the order is placed or refused; `waiting` when offline or after a short while. */
    awaitOutcome: fromPromise<PlaceOutcome, { key: string }>(async () => {
      throw new Error('checkoutMachine: provide awaitOutcome');
    }),
  },
  actions: {
    /** Keep the delivery choice on the device cart too (pickup and shop), so the cart shows the same totals. */
    keepPickup: (_, _params: PickupState) => {},
    /** Take unavailable lines out of the device cart and lower lines to what can be had. */
    fixLines: (_, _params: { changes: LineChange[] }) => {},
    clearErrors: assign({ errors: {} }),
    keepErrors: assign((_, params: { errors: FieldErrors }) => ({ errors: params.errors })),
    showJobProblems: assign(({ context }) => ({ errors: withJobProblems(context) })),
    keepLines: assign(({ context, event }) => {
      const lines = event.type === 'cart.changed' ? event.lines : [];
      return { lines, seen: seenPrices(lines, context.seen) };
    }),
    compareLines: assign({
      changes: ({ context }) => (context.validation ? lineChanges(asSeen(context), context.validation) : []),
    }),
    reachStep: assign(({ context }, params: { step: CheckoutStep }) => ({
      reached: Math.max(context.reached, stepIndex(params.step)),
    })),
    keepOffered: assign({
      offered: ({ context, event }) => (event.type === 'payment.offered' ? event.methods : context.offered),
    }),
    keepStanding: assign({
      invoice: ({ context, event }) => (event.type === 'invoice.standing' ? event.standing : context.invoice),
    }),
    /** A method that may not be chosen (pay in store without pickup, invoice without credit) gives way. */
    preferMethod: assign({ paymentMethod: ({ context }) => preferredMethod(context) }),
  },
  guards: checkoutGuards,
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  on: {
    'cart.changed': { actions: 'keepLines' },
    'network.changed': { actions: assign({ online: ({ event }) => event.online }) },
    'payment.offered': { actions: 'keepOffered' },
    'invoice.standing': { actions: 'keepStanding' },
    // Checked as it is typed, so a reference too long says so at once.
    'job.change': {
      actions: assign(({ context, event }) => {
        const job = event.job;
        return { job, errors: withJobProblems({ ...context, job }, true) };
      }),
    },
  },
  initial: 'steps',
  states: {
    steps: {
      initial: 'contact',
      on: {
        'step.edit': checkoutSteps.map((step) => ({
          guard: { type: 'canEditTo' as const, params: { step } },
          target: `.${step}`,
          actions: 'clearErrors' as const,
        })),
      },
      states: {
        contact: {
          always: { guard: 'isSignedIn', target: 'delivery' },
          on: {
            'contact.change': {
              actions: assign({
                email: ({ event }) => event.email,
                errors: ({ context }) => {
                  const { email: _, ...rest } = context.errors;
                  return rest;
                },
                // A guest's new address gets the contact email unless one was typed there.
                delivery: ({ context, event }) =>
                  context.delivery.kind === 'new' && context.delivery.fields.email === context.email
                    ? { kind: 'new', fields: { ...context.delivery.fields, email: event.email } }
                    : context.delivery,
              }),
            },
            'contact.submit': [
              { guard: 'isEmailValid', target: 'delivery', actions: 'clearErrors' },
              {
                actions: assign({
                  errors: ({ context }) => ({
                    email: context.email.trim() === '' ? 'REQUIRED' : 'INVALID_EMAIL',
                  }),
                }),
              },
            ],
          },
        },
        delivery: {
          entry: { type: 'reachStep', params: { step: 'delivery' } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'delivery.choose': {
                  actions: assign({ delivery: ({ event }) => event.delivery, errors: {} }),
                },
                'delivery.submit': [
                  {
                    guard: 'isPickup',
                    target: '#checkout.steps.billing',
                    actions: [
                      'clearErrors',
                      {
                        type: 'keepPickup',
                        params: ({ context }) => ({
                          pickup: true,
                          pickupShop: context.delivery.kind === 'pickup' ? context.delivery.shop : null,
                        }),
                      },
                    ],
                  },
                  {
                    guard: 'isSavedDelivery',
                    target: '#checkout.steps.billing',
                    actions: [
                      'clearErrors',
                      { type: 'keepPickup', params: { pickup: false, pickupShop: null } },
                    ],
                  },
                  { target: 'checking' },
                ],
              },
            },
            checking: checking('delivery', {
              target: '#checkout.steps.billing',
              actions: ['clearErrors', { type: 'keepPickup', params: { pickup: false, pickupShop: null } }],
            }),
          },
          on: { 'step.back': { guard: not('isSignedIn'), target: 'contact' } },
        },
        billing: {
          entry: [
            { type: 'reachStep', params: { step: 'billing' } },
            // With pickup there is no delivery address to bill to: an address must be given.
            assign({
              billing: ({ context }) =>
                isPickup(context) && context.billing.kind === 'same'
                  ? { kind: 'new', fields: blankAddress(contactEmail(context)) }
                  : context.billing,
            }),
          ],
          initial: 'editing',
          states: {
            editing: {
              on: {
                'billing.choose': {
                  actions: assign({ billing: ({ event }) => event.billing, errors: {} }),
                },
                'billing.submit': [
                  {
                    guard: 'isBillingMissing',
                    actions: assign({ errors: { billing: 'REQUIRED' } }),
                  },
                  { guard: 'isBillingChecked', target: '#checkout.steps.payment', actions: 'clearErrors' },
                  { target: 'checking' },
                ],
              },
            },
            checking: checking('billing', { target: '#checkout.steps.payment', actions: ['clearErrors'] }),
          },
          on: { 'step.back': 'delivery' },
        },
        payment: {
          entry: [{ type: 'reachStep', params: { step: 'payment' } }, 'preferMethod'],
          on: {
            // What the shop offers and the account's credit can arrive while the step shows.
            'payment.offered': { actions: ['keepOffered', 'preferMethod'] },
            'invoice.standing': { actions: ['keepStanding', 'preferMethod'] },
            'payment.choose': {
              actions: assign({ paymentMethod: ({ event }) => event.method, errors: {} }),
            },
            'payment.submit': [
              { guard: 'isPaymentAllowed', target: 'review', actions: 'clearErrors' },
              {
                actions: assign({
                  errors: ({ context }) => ({ payment: paymentProblem(context) ?? 'PAYMENT_NOT_ALLOWED' }),
                }),
              },
            ],
            'step.back': 'billing',
          },
        },
        review: {
          entry: { type: 'reachStep', params: { step: 'review' } },
          initial: 'start',
          on: { 'step.back': 'payment' },
          states: {
            start: {
              always: [
                { guard: 'isOffline', target: 'unchecked', actions: assign({ checkFailed: false }) },
                { target: 'checking' },
              ],
            },
            checking: {
              invoke: {
                id: 'validateCart',
                src: 'validateCart',
                input: ({ context }) => ({
                  articleIds: context.lines.map((line) => line.articleId),
                  lang: context.lang,
                }),
                onDone: {
                  target: 'compared',
                  actions: assign({
                    validation: ({ event }) => event.output,
                    changes: ({ context, event }) => lineChanges(asSeen(context), event.output),
                    confirmed: false,
                    checkFailed: false,
                  }),
                },
                onError: { target: 'unchecked', actions: assign({ checkFailed: true }) },
              },
              on: {
                // The answer would be about other lines: ask again.
                'cart.changed': { target: 'checking', reenter: true, actions: 'keepLines' },
              },
            },
            compared: {
              always: [{ guard: 'hasUnconfirmedChanges', target: 'changed' }, { target: 'ready' }],
            },
            changed: {
              on: {
                'cart.changed': recompare,
                'review.confirm': {
                  guard: 'hasNoBlockingChanges',
                  target: 'ready',
                  actions: assign({
                    confirmed: true,
                    placeError: null,
                    // What was accepted is what the customer has seen from now on.
                    seen: ({ context }) => seenPrices(pricedLines(context.lines, context.validation), {}),
                  }),
                },
                'review.fix': {
                  guard: 'hasBlockingChanges',
                  actions: {
                    type: 'fixLines',
                    params: ({ context }) => ({ changes: context.changes.filter(isBlocking) }),
                  },
                },
              },
            },
            ready: {
              on: {
                'cart.changed': recompare,
                'review.place': [
                  jobRefused,
                  {
                    guard: 'canPlace',
                    target: '#checkout.placing',
                    actions: assign({ placeError: null }),
                  },
                ],
              },
            },
            unchecked: {
              on: {
                'review.place': [
                  jobRefused,
                  {
                    guard: ({ context }) => context.lines.length > 0,
                    target: '#checkout.placing',
                    actions: assign({ placeError: null }),
                  },
                ],
                'review.check': { guard: 'isOnline', target: 'checking' },
                'network.changed': {
                  guard: 'isBackOnline',
                  target: 'checking',
                  actions: assign({ online: true }),
                },
              },
            },
          },
        },
      },
    },
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          order: orderInput(context),
          prices: Object.fromEntries(
            pricedLines(context.lines, context.validation).map((line) => [line.articleId, line.price]),
          ),
          userId: context.user?.userId ?? null,
        }),
        onDone: {
          target: 'awaiting',
          actions: assign({ localKey: ({ event }) => event.output.key }),
        },
        onError: {
          target: '#checkout.steps.review',
          actions: assign({ placeError: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    awaiting: {
      invoke: {
        id: 'awaitOutcome',
        src: 'awaitOutcome',
        input: ({ context }) => ({ key: context.localKey ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.state === 'placed',
            target: 'done',
            actions: assign({
              token: ({ event }) => (event.output.state === 'placed' ? event.output.token : null),
            }),
          },
          { guard: ({ event }) => event.output.state === 'waiting', target: 'done' },
          {
            // Refused: the cart is back on the device; review it again and place with a new key.
            target: '#checkout.steps.review',
            actions: assign({
              placeError: ({ event }) =>
                event.output.state === 'failed'
                  ? { code: event.output.code, message: event.output.message }
                  : null,
              localKey: null,
            }),
          },
        ],
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});

/** The blocking and price changes of the cart's lines, for the page (already in the context). */
export const blockingChanges = (changes: readonly LineChange[]) => changes.filter(isBlocking);
