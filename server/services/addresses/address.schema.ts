// What POST /address/add and PUT /address/{id} take: the shared address rule of
// src/domain/address.ts with the server's copy of the postcode register, so the PWA's form and the server check
// alike. Names, address lines, email and phone are required; company, address2 and city may be empty. The
// postcode is 4 digits the register knows; a city left empty is the register's, one that is given must be the
// postcode's.
import type * as v from 'valibot';
import { addressFieldsSchema, addressInputSchema } from '../../../src/domain/address';
import { maxDbInt } from '../../lib/field-errors';
import { cityOf } from '../../lib/postcodes';

export const AddressInput = addressInputSchema(cityOf);
export type AddressFields = v.InferOutput<typeof AddressInput>;

/** A full address of an order (no default flag), checked like the saved ones. */
export const OrderAddressInput = addressFieldsSchema(cityOf);

/** An address id from the path; anything that is no id of ours is an address that does not exist (404). */
export const addressId = (segment: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= maxDbInt ? id : null;
};
