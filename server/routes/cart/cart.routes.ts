// /api/cart: carts saved on the server, priced by the server on every answer. Signed
// in or not: a call with an Authorization header is the user's (a header that is no valid session → 401, never a
// guest), one without is a guest's. A user's cart answers only to that user; anyone else gets the 404 of a cart
// that does not exist. Writes take an Idempotency-Key, kept per user (guests share one scope).

import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { CartStateInput } from '../../../src/domain/checkout';
import {
  CartAnswer,
  CreatedCartAnswer,
  LatestCartAnswer,
  UpdatedCartAnswer,
} from '../../../src/domain/checkout-schemas';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { fieldCodes } from '../../lib/field-errors';
import { idempotency } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { describe, errors, formInput, idempotent, jsonBody, signedIn } from '../../lib/openapi/describe';
import { validate } from '../../lib/validate';
import { type MaybeUserEnv, optionalUser, requireUser } from '../../middleware/auth';
import { createCart, findCart, latestCartOf, updateCart } from '../../services/cart/cart-store';

/**
 * 100 lines are under 10 KB; the rest is room for a client that sends its whole cart state (items
 * with product copies, prices, totals), which is read for articles, quantities, options and pickup only.
 */
export const maxBodyBytes = 512 * 1024;

const CreateBody = v.object({ newState: CartStateInput });
const UpdateBody = v.object({
  cartId: v.pipe(v.string(), v.nonEmpty(fieldCodes.required), v.maxLength(200, fieldCodes.tooLong)),
  newState: CartStateInput,
});

const notFound = (c: Context) => apiError(c, 404, 'CART_NOT_FOUND', 'cartNotFound');
const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

const tag = 'cart';
/** A guest calls without a token; a token that is no session is refused. */
const session = 'optional';

export const cartRoutes = (deps: Deps) => {
  const { db } = deps;
  const write = [
    optionalUser(deps),
    limitBody(maxBodyBytes),
    idempotency(deps, {
      ownerOf: (c) => {
        const user = (c as Context<MaybeUserEnv>).var.user;
        return user ? `user:${user.id}` : 'guest';
      },
    }),
  ] as const;
  const userId = (c: Context<MaybeUserEnv>) => c.var.user?.id ?? null;

  return (
    new Hono<MaybeUserEnv>()
      .post(
        '/create-cart',
        describe({
          tag,
          summary: 'Saves a new cart, priced by the server',
          session,
          answers: { 201: CreatedCartAnswer },
          errors: errors(signedIn, idempotent, jsonBody, formInput),
        }),
        ...write,
        validate('json', CreateBody, { invalid: 'cartInvalid' }),
        async (c) => {
          const cart = await createCart(db, userId(c), c.req.valid('json').newState, requestLocale(c));
          return c.json({ success: true, cartId: cart.cartId, cart }, 201);
        },
      )
      .post(
        '/update-cart',
        describe({
          tag,
          summary: 'Replaces a saved cart',
          session,
          answers: { 200: UpdatedCartAnswer },
          errors: errors(signedIn, idempotent, jsonBody, formInput, { 404: ['CART_NOT_FOUND'] }),
        }),
        ...write,
        validate('json', UpdateBody, { invalid: 'cartInvalid' }),
        async (c) => {
          const { cartId, newState } = c.req.valid('json');
          const cart = await updateCart(db, userId(c), cartId, newState, requestLocale(c));
          return cart ? c.json({ success: true, cart }) : notFound(c);
        },
      )
      // Before /:cartId: "me" is no cart id (ids are 43 characters).
      .get(
        '/me',
        describe({
          tag,
          summary: "The user's latest cart, or null",
          session: 'required',
          answers: { 200: LatestCartAnswer },
          errors: signedIn,
        }),
        requireUser(deps),
        async (c) => {
          noStore(c);
          return c.json({ cart: await latestCartOf(db, c.var.user.id, requestLocale(c)) });
        },
      )
      .get(
        '/:cartId',
        describe({
          tag,
          summary: 'One cart',
          session,
          answers: { 200: CartAnswer },
          errors: errors(signedIn, { 404: ['CART_NOT_FOUND'] }),
        }),
        optionalUser(deps),
        async (c) => {
          noStore(c);
          const cart = await findCart(db, userId(c), c.req.param('cartId'), requestLocale(c));
          return cart ? c.json({ cart }) : notFound(c);
        },
      )
  );
};
