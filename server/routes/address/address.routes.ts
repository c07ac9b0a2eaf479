// /api/address: the signed-in user's saved addresses, in the answer shapes the
// client reads. Another user's address is answered exactly like one that does not exist (404), so ids reveal
// nothing. Writes take an Idempotency-Key, the user's own (middleware/auth.ts `userWrite`).
import { type Context, Hono } from 'hono';
import { AddressAnswer, AddressListAnswer, SavedAddressAnswer } from '../../../src/domain/address';
import { SuccessAnswer } from '../../../src/domain/answers';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { describe, errors, formInput, idempotent, jsonBody, signedIn } from '../../lib/openapi/describe';
import { validate } from '../../lib/validate';
import { requireUser, userWrite } from '../../middleware/auth';
import { AddressInput, addressId } from '../../services/addresses/address.schema';
import {
  addAddress,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  listAddresses,
  updateAddress,
} from '../../services/addresses/address-store';

/** One address of the longest fields is under 4 KB. */
const maxBodyBytes = 16 * 1024;

const notFound = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'addressNotFound');

const tag = 'address';
const session = 'required';

export const addressRoutes = (deps: Deps) => {
  const { db } = deps;
  const write = userWrite(deps, maxBodyBytes);

  return new Hono()
    .get(
      '/',
      describe({
        tag,
        summary: "The user's saved addresses",
        session,
        answers: { 200: AddressListAnswer },
        errors: signedIn,
      }),
      requireUser(deps),
      async (c) => c.json({ data: { addressDetails: await listAddresses(db, c.var.user.id) } }),
    )
    .get(
      '/default/address',
      describe({
        tag,
        summary: 'The default address',
        session,
        answers: { 200: AddressAnswer },
        errors: errors(signedIn, { 404: ['NOT_FOUND'] }),
      }),
      requireUser(deps),
      async (c) => {
        const address = await findDefaultAddress(db, c.var.user.id);
        return address ? c.json({ address }) : apiError(c, 404, 'NOT_FOUND', 'noDefaultAddress');
      },
    )
    .get(
      '/:id',
      describe({
        tag,
        summary: 'One saved address',
        session,
        answers: { 200: AddressAnswer },
        errors: errors(signedIn, { 404: ['NOT_FOUND'] }),
      }),
      requireUser(deps),
      async (c) => {
        const id = addressId(c.req.param('id'));
        const address = id === null ? null : await findAddress(db, c.var.user.id, id);
        return address ? c.json({ address }) : notFound(c);
      },
    )
    .post(
      '/add',
      describe({
        tag,
        summary: 'Saves a new address',
        session,
        answers: { 201: SavedAddressAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput),
      }),
      ...write,
      validate('json', AddressInput, { invalid: 'addressInvalid' }),
      async (c) => {
        const address = await addAddress(db, c.var.user.id, c.req.valid('json'));
        return c.json({ address: { addressDetails: [address] } }, 201);
      },
    )
    .put(
      '/:id',
      describe({
        tag,
        summary: 'Changes a saved address',
        session,
        answers: { 200: SavedAddressAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput, { 404: ['NOT_FOUND'] }),
      }),
      ...write,
      validate('json', AddressInput, { invalid: 'addressInvalid' }),
      async (c) => {
        const id = addressId(c.req.param('id'));
        const address = id === null ? null : await updateAddress(db, c.var.user.id, id, c.req.valid('json'));
        return address ? c.json({ address: { addressDetails: [address] } }) : notFound(c);
      },
    )
    .delete(
      '/delete/:id',
      describe({
        tag,
        summary: 'Deletes a saved address',
        session,
        answers: { 200: SuccessAnswer },
        errors: errors(signedIn, idempotent, jsonBody, { 404: ['NOT_FOUND'] }),
      }),
      ...write,
      async (c) => {
        const id = addressId(c.req.param('id'));
        return id !== null && (await deleteAddress(db, c.var.user.id, id))
          ? c.json({ success: true })
          : notFound(c);
      },
    );
};
