// /api/order: tracking by number and email, placing an order (exactly once per Idempotency-Key), reading orders
// (the owner or an ADMIN by id, anyone holding the token by token, the signed-in user's pages) and creating the
// payment, and the order's status (POST /payment-staus/{id}: ADMIN moves it within the state machine, the owner's
// report is a hint checked with the payment provider). Every order answer carries its history. An order another
// caller may not read is answered like one that does not exist (404).

import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { choosePickup, noPickup } from '../../../src/domain/cart';
import { OrderAnswer, OrderPageSchema, PaymentAnswer } from '../../../src/domain/checkout-schemas';
import { invoiceCodes } from '../../../src/domain/invoice';
import { TrackOrderSchema } from '../../../src/domain/order';
import { TrackedOrderAnswer, trackLimit } from '../../../src/domain/track-order';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { IDEMPOTENCY_HEADER, idempotency } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { type TextKey, text } from '../../lib/messages';
import { overLimitText } from '../../lib/messages-invoice';
import { refusedText } from '../../lib/messages-vipps';
import {
  describe,
  errors,
  formInput,
  idempotent,
  jsonBody,
  limited,
  machineInput as machineErrors,
  signedIn,
} from '../../lib/openapi/describe';
import { linkBase } from '../../lib/public-url';
import { type Limit, limitByIp } from '../../lib/rate-limit';
import { machineInput, validate, validationError } from '../../lib/validate';
import { actsAsAdmin, type MaybeUserEnv, optionalUser, requireUser } from '../../middleware/auth';
import type { UserRow } from '../../services/auth/users';
import { toOrderDto } from '../../services/orders/order-dto';
import { mailOrderMoved, mailOrderPlaced, type OrderMailContext } from '../../services/orders/order-emails';
import { orderAnswer } from '../../services/orders/order-history';
import { checkPayment, moveOrder } from '../../services/orders/order-status';
import { payOrder } from '../../services/orders/pay-order';
import { placeOrder } from '../../services/orders/place-order';
import { findOrder, findOrderByToken, pageOfOrders } from '../../services/orders/read-orders';
import { trackOrder } from '../../services/orders/track-order';
import { paymentProviders } from '../../services/payments/providers';
import { adminOrderRoutes } from './admin-orders';
import { orderErrors } from './order.answers';
import {
  CreateOrderBody,
  isTokenShaped,
  OrderPageQuery,
  orderId,
  PaymentBody,
  PaymentStatusBody,
} from './order.schema';
import { limitOrderBuyer, limitOrdersByAddress, tooManyOrders } from './order-limits';
import { holdsToken, orderProblems } from './order-problems';

/** 100 lines with options and two addresses stay well under this. */
const maxOrderBytes = 64 * 1024;
const maxPaymentBytes = 4 * 1024;

/**
 * Requests with one key wait for the first one's answer this long before a 409: long enough for 100 copies of
 * one order sent at once on a busy 2-core machine with PGlite (one connection, so every copy's polling queues
 * behind the placing transaction).
 */
const orderKeyWaitMs = 30_000;

/** POST /track per caller address (spec: limited per IP). */
const trackPerIp: Limit = { name: 'track-ip', ...trackLimit };

const notFound = (c: Context) => apiError(c, 404, 'ORDER_NOT_FOUND', 'orderMissing');
const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

/** An error answer ({ error, message } in the caller's language) with what the client needs to mend it. */
const refusal = (
  c: Context,
  status: 409 | 422,
  error: string,
  key: TextKey,
  details: Record<string, unknown>,
) => c.json({ error, message: text(key, requestLocale(c)), ...details }, status);

const ownerOf = (c: Context) => {
  const user = (c as Context<MaybeUserEnv>).var.user;
  return user ? `user:${user.id}` : 'guest';
};

const requestKeyOf = (c: Context) => `${ownerOf(c)}/${c.req.header(IDEMPOTENCY_HEADER)}`;

/** Who an order is counted against (order-limits.ts): the account, or the guest's email. */
const buyerOf = (body: CreateOrderBody, user: UserRow | null) => {
  const billing = body.billingAddress ?? body.shippingAddress;
  const email = body.email ?? (billing && 'email' in billing ? billing.email : null);
  return {
    userId: user?.id ?? null,
    email: user ? null : (email?.trim().toLowerCase() ?? null),
    lines: new Set(body.items.map((line) => line.articleId)).size,
  };
};

/** create-order is never run without a key: a retried order must not be placed twice. */
const requireKey = createMiddleware(async (c, next) => {
  if (c.req.header(IDEMPOTENCY_HEADER) === undefined) {
    return apiError(c, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'idempotencyKeyRequired');
  }
  await next();
});

const tag = 'order';
/** A guest's order is reached by its token; a token that is no session is refused. */
const session = 'optional';

export const orderRoutes = (deps: Deps) => {
  const { db, catalogue } = deps;
  const providers = deps.payments ?? paymentProviders;
  const caller = optionalUser(deps);
  const keyed = idempotency(deps, { ownerOf, waitMs: orderKeyWaitMs, pollMs: 100 });
  /** Order emails go out after the order's transaction committed (services/orders/order-emails.ts). */
  const mails = (c: Context): OrderMailContext => ({ ...deps, linkBase: linkBase(deps, c) });

  return (
    new Hono<MaybeUserEnv>()
      // Limited per address before the body is read, so probing with bad bodies counts too.
      .post(
        '/track',
        describe({
          tag,
          summary: "An order found by its number and the buyer's email",
          answers: { 200: TrackedOrderAnswer },
          errors: errors(jsonBody, formInput, limited, { 404: ['ORDER_NOT_FOUND'] }),
        }),
        limitByIp(db, trackPerIp),
        validate('json', TrackOrderSchema),
        async (c) => {
          noStore(c);
          const order = await trackOrder(db, c.req.valid('json'));
          // One answer for "no such number" and "wrong email", so numbers cannot be probed.
          return order ? c.json({ order }) : apiError(c, 404, 'ORDER_NOT_FOUND', 'orderNotFound');
        },
      )
      .post(
        '/create-order',
        describe({
          tag,
          summary: 'Places an order (Idempotency-Key required; a retry answers the same order)',
          session,
          answers: { 201: OrderAnswer },
          errors: errors(signedIn, idempotent, jsonBody, formInput, limited, orderErrors),
        }),
        caller,
        limitBody(maxOrderBytes),
        requireKey,
        limitOrdersByAddress(db, requestKeyOf),
        keyed,
        validate('json', CreateOrderBody, { invalid: 'orderInvalid' }),
        async (c) => {
          const body = c.req.valid('json');
          const user = c.var.user;
          const problems = orderProblems(body, user, providers);
          if (problems.length > 0) {
            const fields = Object.fromEntries(problems.map(([field, code]) => [field, code]));
            return validationError(c, fields, problems[0]?.[2] ?? 'orderInvalid');
          }
          // This key placed its order already (its stored answer was lost): that order, nothing counted.
          const before = c.var.placedBefore;
          if (before) return c.json({ order: await orderAnswer(db, before) }, 201);
          const limited = await limitOrderBuyer(db, c, buyerOf(body, user));
          if (limited) return tooManyOrders(c, limited, body.lang ?? requestLocale(c));
          const { pickup, pickupShop } = choosePickup(noPickup, body.pickup, body.pickupShop);
          const result = await placeOrder(db, {
            requestKey: requestKeyOf(c),
            userId: user?.id ?? null,
            business: user?.business ?? null,
            email: body.email ?? user?.email ?? null,
            items: body.items,
            shippingAddress: body.shippingAddress,
            billingAddress: body.billingAddress,
            pickup,
            pickupShop,
            paymentMethod: body.paymentMethod,
            cartId: body.cartId,
            expectedTotal: body.expectedTotal,
            lang: body.lang ?? requestLocale(c),
            reference: body.reference,
            vehicle: body.vehicle,
          });
          switch (result.kind) {
            case 'placed':
              // This process forgets its catalogue answers now; the others at their next version read.
              if (result.stockChange) catalogue.changed(result.stockChange.version, result.stockChange.tags);
              mailOrderPlaced(mails(c), result.order);
              return c.json({ order: toOrderDto(result.order, result.history) }, 201);
            case 'existing':
              return c.json({ order: await orderAnswer(db, result.order) }, 201);
            case 'address-not-found':
              return apiError(c, 404, 'ADDRESS_NOT_FOUND', 'addressNotFound');
            case 'unknown-articles':
              return refusal(c, 422, 'UNKNOWN_ARTICLES', 'unknownArticles', {
                articleIds: result.articleIds,
              });
            case 'out-of-stock':
              return refusal(c, 409, 'OUT_OF_STOCK', 'outOfStock', { lines: result.lines });
            case 'price-changed':
              return refusal(c, 409, 'PRICE_CHANGED', 'priceChanged', { cart: result.cart });
            case 'invoice-refused': {
              // Terms changed since the request was checked, or over the credit: a field error all the same.
              const { code, standing, total } = result;
              const locale = requestLocale(c);
              const message =
                code === invoiceCodes.overLimit && standing
                  ? overLimitText(locale, { total, ...standing })
                  : text(
                      code === invoiceCodes.notApproved ? 'invoiceNotApproved' : 'invoiceNeedsAccount',
                      locale,
                    );
              return c.json(
                { error: 'VALIDATION_ERROR', message, fields: { paymentMethod: code }, invoice: standing },
                400,
              );
            }
          }
        },
      )
      .post(
        '/create-payments',
        describe({
          tag,
          summary: "Starts an order's payment (202 with Retry-After while the provider is unavailable)",
          session,
          answers: { 200: PaymentAnswer, 202: PaymentAnswer },
          errors: errors(signedIn, idempotent, jsonBody, formInput, {
            404: ['ORDER_NOT_FOUND'],
            409: ['PAYMENT_METHOD_UNAVAILABLE', 'PAYMENT_REFUSED'],
          }),
        }),
        caller,
        limitBody(maxPaymentBytes),
        keyed,
        validate('json', PaymentBody, { invalid: 'orderInvalid' }),
        async (c) => {
          const { id, token } = c.req.valid('json');
          const user = c.var.user;
          const row = await findOrder(db, id);
          const mayPay = row && ((user !== null && row.userId === user.id) || holdsToken(row, token));
          if (!mayPay) return notFound(c);
          const paid = await payOrder(db, providers, id);
          if (paid.kind === 'not-found') return notFound(c);
          if (paid.kind === 'no-provider') {
            return apiError(c, 409, 'PAYMENT_METHOD_UNAVAILABLE', 'paymentMethodUnavailable');
          }
          const answer = { payment: paid.payment, order: await orderAnswer(db, paid.order) };
          // Vipps refused the payment: that attempt is FAILED with the reason; the order stays PENDING and payable.
          if (paid.kind === 'refused') {
            return refusal(c, 409, 'PAYMENT_REFUSED', refusedText(paid.payment.problem), answer);
          }
          // Vipps did not answer: the attempt is kept PENDING (no redirectUrl yet); the same call later asks again.
          if (paid.kind === 'unavailable') {
            c.header('Retry-After', '5');
            return c.json(answer, 202);
          }
          return c.json(answer);
        },
      )
      .post(
        '/payment-staus/:id',
        describe({
          tag,
          summary: "Moves an order (ADMIN) or checks its payment (the buyer, after the provider's page)",
          session,
          answers: { 200: OrderAnswer },
          errors: errors(signedIn, jsonBody, formInput, {
            404: ['ORDER_NOT_FOUND'],
            409: ['PAID_ONLY_BY_PROVIDER', 'PAYMENT_NOT_APPROVED', 'ILLEGAL_TRANSITION'],
            502: ['PAYMENT_PROVIDER_FAILED'],
            503: ['PAYMENT_PROVIDER_FAILED'],
          }),
        }),
        caller,
        limitBody(maxPaymentBytes),
        validate('json', PaymentStatusBody, { invalid: 'statusInvalid' }),
        async (c) => {
          const id = orderId(c.req.param('id'));
          const body = c.req.valid('json');
          const user = c.var.user;
          const row = id === null ? null : await findOrder(db, id);
          if (!row) return notFound(c);
          if (user && actsAsAdmin(user)) {
            const moved = await moveOrder(
              db,
              row.id,
              body.status,
              `admin:${user.id}`,
              body.message ?? '',
              providers,
            );
            if (moved.kind === 'not-found') return notFound(c);
            if (moved.kind === 'paid-by-provider') {
              return apiError(c, 409, 'PAID_ONLY_BY_PROVIDER', 'paidOnlyByProvider');
            }
            if (moved.kind === 'payment-failed') {
              // Capture, refund or cancel at Vipps did not go through, or nothing was approved: nothing moved.
              if (moved.reason === 'not-approved') {
                return apiError(c, 409, 'PAYMENT_NOT_APPROVED', 'paymentNotApproved');
              }
              const key = moved.reason === 'refused' ? 'paymentRefused' : 'paymentUnavailable';
              return apiError(c, moved.reason === 'refused' ? 502 : 503, 'PAYMENT_PROVIDER_FAILED', key);
            }
            if (moved.kind === 'illegal') {
              return refusal(c, 409, 'ILLEGAL_TRANSITION', 'illegalTransition', {
                from: moved.from,
                to: moved.to,
              });
            }
            if (moved.stockChange) catalogue.changed(moved.stockChange.version, moved.stockChange.tags);
            mailOrderMoved(mails(c), moved.order, body.message ?? '');
            return c.json({ order: await orderAnswer(db, moved.order) });
          }
          const mayReport = (user !== null && row.userId === user.id) || holdsToken(row, body.token);
          if (!mayReport) return notFound(c);
          // Only a hint: the provider is asked; the customer's word never sets the status.
          const checked = await checkPayment(db, providers, row.id, body);
          if (checked && checked.status !== row.status) mailOrderMoved(mails(c), checked);
          return checked ? c.json({ order: await orderAnswer(db, checked) }) : notFound(c);
        },
      )
      // The staff's order desk (ADMIN only).
      .route('/admin', adminOrderRoutes(deps))
      // Before /:id, so none of "admin", "me" and "token" is taken for an id.
      .get(
        '/me',
        describe({
          tag,
          summary: "A page of the user's orders",
          session: 'required',
          answers: { 200: OrderPageSchema },
          errors: errors(signedIn, machineErrors),
        }),
        requireUser(deps),
        validate('query', OrderPageQuery, machineInput),
        async (c) => {
          noStore(c);
          return c.json(await pageOfOrders(db, c.var.user.id, c.req.valid('query')));
        },
      )
      .get(
        '/token/:token',
        describe({
          tag,
          summary: 'An order by the token of its confirmation link',
          answers: { 200: OrderAnswer },
          errors: { 404: ['ORDER_NOT_FOUND'] },
        }),
        async (c) => {
          noStore(c);
          const token = c.req.param('token');
          const row = isTokenShaped(token) ? await findOrderByToken(db, token) : null;
          return row ? c.json({ order: await orderAnswer(db, row) }) : notFound(c);
        },
      )
      .get(
        '/:id',
        describe({
          tag,
          summary: 'One order (its buyer or an ADMIN)',
          session,
          answers: { 200: OrderAnswer },
          errors: errors(signedIn, { 404: ['ORDER_NOT_FOUND'] }),
        }),
        caller,
        async (c) => {
          noStore(c);
          const id = orderId(c.req.param('id'));
          const user = c.var.user;
          const row = id === null || user === null ? null : await findOrder(db, id);
          const mayRead = row && (row.userId === user?.id || actsAsAdmin(user));
          return mayRead ? c.json({ order: await orderAnswer(db, row) }) : notFound(c);
        },
      )
  );
};
