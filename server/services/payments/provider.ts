// The PaymentProvider interface: one provider per payment method behind POST /order/create-order (may the method
// be chosen?) and POST /order/create-payments (start the payment). A provider never writes the database: the
// order service locks the order, asks the provider and stores the Payment it answers in `orders.payment`.
import type { Payment, PaymentMethod, PaymentProblem } from '../../../src/domain/checkout';

/** What a provider knows of an order. Money in kroner incl. MVA, as answered. */
export type PaymentOrder = {
  id: number;
  number: string;
  /** The order's token: the customer's way back to it (an online provider's return address). */
  token: string;
  email: string;
  total: number;
  pickup: boolean;
  created: Date;
  lang: string;
};

/**
 * A status report about a payment, as POST /order/payment-staus/{id} receives it.
 * Online providers (Vipps) read it — or better, ask their provider back — in `status`.
 */
export type PaymentUpdate = {
  status: string;
  paymentId?: string | null;
  registrationNumber?: string | null;
  message?: string | null;
};

/** Who chooses a method for what: the kind of order, and the account (null: a guest) with its invoice approval. */
export type PaymentChoice = Pick<PaymentOrder, 'pickup'> & { customer: { invoiceApproved: boolean } | null };

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /**
   * Whether the customer may choose this method for an order of that kind (pay in store only with pickup, invoice
   * only for approved accounts). Asked before the order is priced; a limit that depends on the amount (invoice
   * credit) is checked again when the order is placed, in its transaction.
   */
  availableFor(choice: PaymentChoice): boolean;
  /**
   * Starts the payment of a placed order. Offline methods answer their final status at once (PAY_IN_STORE,
   * INVOICED); an online one answers PENDING with its `reference` and the `redirectUrl` where the customer
   * approves it. Called at most once per order: the caller holds the order's row lock and keeps the answer.
   */
  create(order: PaymentOrder): Promise<Payment>;
  /**
   * Online providers only: the payment's status now, after a callback or when the customer comes back
   * from the provider's page. The answer replaces the order's stored payment. Offline methods leave it out: their
   * status never changes by itself.
   */
  status?(order: PaymentOrder, current: Payment, update: PaymentUpdate | null): Promise<Payment>;
}

/**
 * A provider whose payments live at a payment service (Vipps). It is called OUTSIDE the order's
 * transaction (a slow service never holds a row lock): every call is made safe to repeat by an idempotency key
 * derived from the order, the attempt and the operation. Failures throw (VippsError: unavailable or refused).
 */
export interface OnlinePaymentProvider extends PaymentProvider {
  readonly online: true;
  /**
   * The reference of the attempt after `previous` (a failed or cancelled one), or of the first attempt.
   * `installation` is this database's own part of every reference (table `installation`), so two databases on
   * one merchant account never name the same payment.
   */
  nextReference(order: PaymentOrder, previous: Payment | null, installation: string): string;
  /**
   * Starts (or, repeated with the same reference, answers again) the payment of attempt `reference` (required:
   * optional only to fit PaymentProvider). Throws PaymentRefused when the service will not take it (that attempt
   * is over), anything else when it did not answer.
   */
  create(order: PaymentOrder, reference?: string): Promise<Payment>;
  status(order: PaymentOrder, current: Payment, update: PaymentUpdate | null): Promise<Payment>;
  /**
   * Takes the whole amount of an approved payment (when the goods ship); a captured payment is left as it is.
   * Throws PaymentNotApproved when there is no approval of the order's total to take it from.
   */
  capture(order: PaymentOrder, current: Payment): Promise<Payment>;
  /** Gives back what was captured, or releases an approved or open payment that was not: the order is cancelled. */
  cancel(order: PaymentOrder, current: Payment): Promise<Payment>;
}

/** The service refused to start a payment: the attempt ends with `problem`; a new one gets a new reference. */
export class PaymentRefused extends Error {
  readonly kind = 'refused';
  constructor(
    readonly problem: PaymentProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}

/** Nothing approved to take the money from (a ship of an order the payment service never approved). */
export class PaymentNotApproved extends Error {
  readonly kind = 'not-approved';
  constructor(message: string) {
    super(message);
    this.name = 'PaymentNotApproved';
  }
}

export const isOnline = (provider: PaymentProvider | undefined): provider is OnlinePaymentProvider =>
  provider !== undefined && 'online' in provider && provider.online === true;

/** A payment counts as made once its provider answered: a final status, or a reference to follow it up. */
export const isPaymentMade = (payment: Payment): boolean =>
  payment.status !== 'PENDING' || payment.reference !== null;
