// What the checkout machine decides on: the named guards of checkout.machine.ts and the small reads of its context
// they share with its actions, plus the two guarded transitions several states use (the address check, a cart
// change on the review step). Pure: reads the context and the event only.
import { isValidEmail } from '../domain/email';
import { jobProblems } from '../domain/order-job';
import type { CheckoutContext, CheckoutEvent, CheckoutStep, FieldErrors } from './checkout.context';
import { blankAddress, checkoutSteps } from './checkout.context';
import { paymentProblem } from './checkout.payment';
import { type CheckoutLine, coversLines, isBlocking, type LineChange } from './checkout.review';

type Args = { context: CheckoutContext; event: CheckoutEvent };

export const isPickup = (context: CheckoutContext) => context.delivery.kind === 'pickup';
export const stepIndex = (step: CheckoutStep) => checkoutSteps.indexOf(step);
const prefixed = (prefix: string, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, code]) => [`${prefix}.${field}`, code]));
/**
 * The job fields' problems as field errors (`job.reference`, `job.vehicle.plate`), the other fields' kept. While
 * `typing`, a field not filled in yet is no problem: that is said when the order is placed.
 */
export const withJobProblems = (context: CheckoutContext, typing = false): FieldErrors => {
  const problems = Object.entries(prefixed('job', jobProblems(context.job)));
  return {
    ...Object.fromEntries(Object.entries(context.errors).filter(([field]) => !field.startsWith('job.'))),
    ...Object.fromEntries(typing ? problems.filter(([, code]) => code !== 'REQUIRED') : problems),
  };
};
const blocking = (changes: readonly LineChange[]) => changes.some(isBlocking);

export const asSeen = (context: CheckoutContext): CheckoutLine[] =>
  context.lines.map((line) => ({ ...line, price: context.seen[line.articleId] ?? line.price }));

export const checkoutGuards = {
  isSignedIn: ({ context }: Args) => context.user !== null,
  isOffline: ({ context }: Args) => !context.online,
  isEmailValid: ({ context }: Args) => isValidEmail(context.email),
  isPickup: ({ context }: Args) => isPickup(context),
  isSavedDelivery: ({ context }: Args) => context.delivery.kind === 'saved',
  isBillingChecked: ({ context }: Args) => context.billing.kind !== 'new',
  isBillingMissing: ({ context }: Args) => isPickup(context) && context.billing.kind === 'same',
  isPaymentAllowed: ({ context }: Args) => paymentProblem(context) === null,
  hasJobProblems: ({ context }: Args) => Object.keys(jobProblems(context.job)).length > 0,
  hasNoErrors: (_: Args, params: { errors: FieldErrors }) => Object.keys(params.errors).length === 0,
  hasUnconfirmedChanges: ({ context }: Args) =>
    blocking(context.changes) || (context.changes.length > 0 && !context.confirmed),
  hasNoBlockingChanges: ({ context }: Args) => !blocking(context.changes),
  hasBlockingChanges: ({ context }: Args) => blocking(context.changes),
  hasUncheckedLines: ({ context, event }: Args) =>
    event.type === 'cart.changed' &&
    context.validation !== null &&
    !coversLines(event.lines, context.validation),
  canPlace: ({ context }: Args) =>
    context.lines.length > 0 &&
    !blocking(context.changes) &&
    (context.changes.length === 0 || context.confirmed),
  isBackOnline: ({ event }: Args) => event.type === 'network.changed' && event.online,
  isOnline: ({ context }: Args) => context.online,
  canEditTo: ({ context, event }: Args, params: { step: CheckoutStep }) =>
    event.type === 'step.edit' &&
    event.step === params.step &&
    stepIndex(params.step) <= context.reached &&
    !(params.step === 'contact' && context.user !== null),
};

/** A cart change on the review step: a line the server has not seen is checked, the others compared again. */
export const recompare = [
  { guard: 'hasUncheckedLines', target: 'checking', actions: 'keepLines' },
  { target: 'compared', actions: ['keepLines', 'compareLines'] },
] as const;

/**
 * A step's address through the server's rule: on to `passed` when it holds, back to editing with the fields' codes
 * (`delivery.postcode`…) when not, or with CHECK_FAILED when the check itself failed.
 */
export const checking = <const Passed>(step: 'delivery' | 'billing', passed: Passed) => ({
  invoke: {
    id: 'checkAddress',
    src: 'checkAddress' as const,
    input: ({ context }: { context: CheckoutContext }) => {
      const choice = context[step];
      return 'fields' in choice ? choice.fields : blankAddress();
    },
    onDone: [
      {
        guard: {
          type: 'hasNoErrors' as const,
          params: ({ event }: { event: { output: FieldErrors } }) => ({ errors: event.output }),
        },
        ...passed,
      },
      {
        target: 'editing',
        actions: {
          type: 'keepErrors' as const,
          params: ({ event }: { event: { output: FieldErrors } }) => ({
            errors: prefixed(step, event.output),
          }),
        },
      },
    ],
    onError: {
      target: 'editing',
      actions: { type: 'keepErrors' as const, params: { errors: { [step]: 'CHECK_FAILED' } } },
    },
  },
});
