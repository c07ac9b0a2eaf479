// The signed-in user's saved addresses (docs/api.md). Direct calls, never queued: a write needs
// the server's answer (its field errors, the one default) at once, so offline the page says so instead. Every call
// fails with ApiError (status 0, code NETWORK, when the server was not reached; 400 with `fields` per wrong field).
import * as v from 'valibot';
import type { SavedAddress } from '../domain/address';
import type { AddressFields } from '../domain/checkout';
import { textOrEmpty } from '../domain/parse';
import { request } from './client';

/** An optional line: missing or null reads as empty. */
const blank = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((text) => text ?? ''),
);

const AddressDto = v.object({
  id: v.number(),
  firstName: textOrEmpty,
  lastName: textOrEmpty,
  company: blank,
  address1: textOrEmpty,
  address2: blank,
  city: textOrEmpty,
  postcode: textOrEmpty,
  email: textOrEmpty,
  phone: textOrEmpty,
  default: v.optional(v.boolean(), false),
});

const toAddress = (dto: v.InferOutput<typeof AddressDto>): SavedAddress => ({
  id: dto.id,
  firstName: dto.firstName,
  lastName: dto.lastName,
  company: dto.company,
  address1: dto.address1,
  address2: dto.address2,
  postcode: dto.postcode,
  city: dto.city,
  email: dto.email,
  phone: dto.phone,
  default: dto.default,
});

const List = v.object({ data: v.object({ addressDetails: v.array(AddressDto) }) });
const One = v.object({ address: AddressDto });
const Written = v.object({
  address: v.object({ addressDetails: v.pipe(v.array(AddressDto), v.minLength(1)) }),
});

export type AddressInput = AddressFields & { default: boolean };

/** GET /address → the user's addresses, oldest first. */
export async function fetchAddresses(): Promise<SavedAddress[]> {
  return (await request(List, '/address', { auth: true })).data.addressDetails.map(toAddress);
}

/** GET /address/{id} → one of the user's addresses (404 NOT_FOUND for any other id). */
export async function fetchAddress(id: number): Promise<SavedAddress> {
  return toAddress((await request(One, `/address/${id}`, { auth: true })).address);
}

/** GET /address/default/address → the default address, or null when the user has none saved. */
export async function fetchDefaultAddress(): Promise<SavedAddress | null> {
  try {
    return toAddress((await request(One, '/address/default/address', { auth: true })).address);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

const written = (answer: v.InferOutput<typeof Written>) =>
  // minLength(1) above: the list has its first item.
  toAddress(answer.address.addressDetails[0] as v.InferOutput<typeof AddressDto>);

/** POST /address/add → the saved address. `idempotencyKey`: the same key for a retry of the same save. */
export async function addAddress(input: AddressInput, idempotencyKey: string): Promise<SavedAddress> {
  return written(
    await request(Written, '/address/add', {
      method: 'POST',
      body: { ...input },
      auth: true,
      idempotencyKey,
    }),
  );
}

/** PUT /address/{id} with every field (it replaces them) → the saved address. */
export async function updateAddress(
  id: number,
  input: AddressInput,
  idempotencyKey: string,
): Promise<SavedAddress> {
  return written(
    await request(Written, `/address/${id}`, {
      method: 'PUT',
      body: { ...input },
      auth: true,
      idempotencyKey,
    }),
  );
}

/** DELETE /address/delete/{id}; the oldest remaining address becomes the default when this one was. */
export async function deleteAddress(id: number, idempotencyKey: string): Promise<void> {
  await request(v.object({ success: v.literal(true) }), `/address/delete/${id}`, {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
}
