// The checkout's words with the page: its steps, context (and where it starts), events and what it gives the
// outbox (the create-order request). The machine itself is checkout.machine.ts; this is what the page and the tests
// read from it.
import { emptyAddress } from '../domain/address';
import { defaultPickupShop, type PickupState, summarise } from '../domain/cart';
import type { AddressFields, CreateOrderInput, PaymentMethod, ValidateAnswer } from '../domain/checkout';
import type { InvoiceStanding } from '../domain/invoice';
import type { Locale } from '../domain/locale';
import type { JobDraft } from '../domain/order-job';
import { type CheckoutLine, type LineChange, pricedLines } from './checkout.review';

export const checkoutSteps = ['contact', 'delivery', 'billing', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** A field's problem by its path (`email`, `delivery.postcode`, `billing.city`, `payment`): a code, never text. */
export type FieldErrors = Record<string, string>;

export type CheckoutUser = { userId: string; email: string };
export type AddressChoice =
  | { kind: 'saved'; id: number; fields: AddressFields }
  | { kind: 'new'; fields: AddressFields };
export type DeliveryChoice = AddressChoice | { kind: 'pickup'; shop: string };
export type BillingChoice = { kind: 'same' } | AddressChoice;

/** How an order placed on this device ended for the page: placed (its token), waiting, or refused. */
export type PlaceOutcome =
  | { state: 'placed'; token: string }
  | { state: 'waiting' }
  | { state: 'failed'; code: string; message: string };

export type PlaceRequest = {
  order: CreateOrderInput;
  /** The unit prices the customer confirmed, per article (the waiting order's preview). */
  prices: Record<number, number>;
  userId: string | null;
};

export type CheckoutInput = {
  user: CheckoutUser | null;
  online: boolean;
  lang: Locale;
  lines: CheckoutLine[];
  pickup: PickupState;
};

export type CheckoutContext = {
  user: CheckoutUser | null;
  online: boolean;
  lang: Locale;
  lines: CheckoutLine[];
  /**
   * The unit price the customer was shown for each article when it first appeared here: the server's check is
   * compared with it, so a price the cart's own sync brings in meanwhile is still listed as a change.
   */
  seen: Record<number, number>;
  email: string;
  delivery: DeliveryChoice;
  billing: BillingChoice;
  paymentMethod: PaymentMethod;
  /** The methods the shop offers now (GET /payment/methods, or what it said last). */
  offered: PaymentMethod[];
  /** The signed-in account's invoice standing as last heard (GET /invoice/me); null: not heard, or a guest. */
  invoice: InvoiceStanding | null;
  errors: FieldErrors;
  /** The customer's reference and vehicle for the order, as typed (the review step; checked before placing). */
  job: JobDraft;
  /** The furthest step reached (an index of checkoutSteps): steps up to it can be edited. */
  reached: number;
  validation: ValidateAnswer | null;
  changes: LineChange[];
  /** The customer accepted the listed price changes. */
  confirmed: boolean;
  /** The server's check could not be made (offline or it failed): the review shows the device's prices. */
  checkFailed: boolean;
  placeError: { code: string; message: string } | null;
  localKey: string | null;
  token: string | null;
};

export type CheckoutEvent =
  | { type: 'contact.change'; email: string }
  | { type: 'contact.submit' }
  | { type: 'delivery.choose'; delivery: DeliveryChoice }
  | { type: 'delivery.submit' }
  | { type: 'billing.choose'; billing: BillingChoice }
  | { type: 'billing.submit' }
  | { type: 'payment.choose'; method: PaymentMethod }
  | { type: 'payment.offered'; methods: PaymentMethod[] }
  | { type: 'invoice.standing'; standing: InvoiceStanding | null }
  | { type: 'payment.submit' }
  | { type: 'job.change'; job: JobDraft }
  | { type: 'review.check' }
  | { type: 'review.confirm' }
  | { type: 'review.fix' }
  | { type: 'review.place' }
  | { type: 'step.edit'; step: CheckoutStep }
  | { type: 'step.back' }
  | { type: 'cart.changed'; lines: CheckoutLine[] }
  | { type: 'network.changed'; online: boolean };

export const blankAddress = (email = ''): AddressFields => ({ ...emptyAddress, email });

/** The email the order goes to: the account's, or the one the guest typed. */
export const contactEmail = (context: CheckoutContext) => context.user?.email ?? context.email.trim();

/** The request POST /order/create-order gets, with the total the customer confirmed on the review step. */
export function orderInput(context: CheckoutContext): CreateOrderInput {
  const pickup = context.delivery.kind === 'pickup';
  const address = (choice: AddressChoice) => (choice.kind === 'saved' ? { id: choice.id } : choice.fields);
  return {
    items: context.lines.map(({ articleId, quantity, options }) => ({ articleId, quantity, options })),
    ...(context.user ? {} : { email: context.email.trim() }),
    ...(context.delivery.kind === 'pickup' ? {} : { shippingAddress: address(context.delivery) }),
    ...(context.billing.kind === 'same' ? {} : { billingAddress: address(context.billing) }),
    pickup,
    pickupShop: context.delivery.kind === 'pickup' ? context.delivery.shop : null,
    paymentMethod: context.paymentMethod,
    // The device's link to its server cart is added when the order is placed (db/waiting-orders.ts).
    cartId: null,
    expectedTotal: summarise(pricedLines(context.lines, context.validation), pickup).total,
    lang: context.lang,
    // Sent only when given: an order without them is what older servers take too.
    ...(context.job.reference.trim() ? { reference: context.job.reference.trim() } : {}),
    ...(context.job.vehicle ? { vehicle: context.job.vehicle } : {}),
  };
}

/** `lines`' prices for articles not seen yet; the others keep the price first shown. */
export const seenPrices = (
  lines: readonly CheckoutLine[],
  seen: Record<number, number>,
): Record<number, number> =>
  Object.fromEntries(lines.map((line) => [line.articleId, seen[line.articleId] ?? line.price]));

/** A checkout's start: the cart's lines as first seen, and pickup with pay in store when the cart had pickup. */
export const initialContext = (input: CheckoutInput): CheckoutContext => ({
  user: input.user,
  online: input.online,
  lang: input.lang,
  lines: input.lines,
  seen: seenPrices(input.lines, {}),
  email: '',
  delivery: input.pickup.pickup
    ? { kind: 'pickup', shop: input.pickup.pickupShop ?? defaultPickupShop }
    : { kind: 'new', fields: blankAddress(input.user?.email) },
  billing: { kind: 'same' },
  paymentMethod: input.pickup.pickup ? 'store' : 'invoice',
  offered: ['store', 'invoice'],
  invoice: null,
  errors: {},
  job: { reference: '', vehicle: null },
  reached: 0,
  validation: null,
  changes: [],
  confirmed: false,
  checkFailed: false,
  placeError: null,
  localKey: null,
  token: null,
});
