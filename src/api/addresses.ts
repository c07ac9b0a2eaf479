// The signed-in user's saved addresses (docs/api.md). Direct calls, never queued: a write needs
// the server's answer (its field errors, the one default) at once, so offline the page says so instead. Every call
// fails with ApiError (status 0, code NETWORK, when the server was not reached; 400 with `fields` per wrong field).
import { AddressAnswer, AddressListAnswer, type SavedAddress, SavedAddressAnswer } from '../domain/address';
import { SuccessAnswer } from '../domain/answers';
import type { AddressFields } from '../domain/checkout';
import { request } from './client';

export type AddressInput = AddressFields & { default: boolean };

/** GET /address → the user's addresses, oldest first. */
export async function fetchAddresses(): Promise<SavedAddress[]> {
  return (await request(AddressListAnswer, '/address', { auth: true })).data.addressDetails;
}

/** GET /address/{id} → one of the user's addresses (404 NOT_FOUND for any other id). */
export async function fetchAddress(id: number): Promise<SavedAddress> {
  return (await request(AddressAnswer, `/address/${id}`, { auth: true })).address;
}

/** GET /address/default/address → the default address, or null when the user has none saved. */
export async function fetchDefaultAddress(): Promise<SavedAddress | null> {
  try {
    return (await request(AddressAnswer, '/address/default/address', { auth: true })).address;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

// The answer's list has its first item (SavedAddressAnswer: at least one).
const written = (answer: { address: { addressDetails: SavedAddress[] } }) =>
  answer.address.addressDetails[0] as SavedAddress;

/** POST /address/add → the saved address. `idempotencyKey`: the same key for a retry of the same save. */
export async function addAddress(input: AddressInput, idempotencyKey: string): Promise<SavedAddress> {
  return written(
    await request(SavedAddressAnswer, '/address/add', {
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
    await request(SavedAddressAnswer, `/address/${id}`, {
      method: 'PUT',
      body: { ...input },
      auth: true,
      idempotencyKey,
    }),
  );
}

/** DELETE /address/delete/{id}; the oldest remaining address becomes the default when this one was. */
export async function deleteAddress(id: number, idempotencyKey: string): Promise<void> {
  await request(SuccessAnswer, `/address/delete/${id}`, {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
}
