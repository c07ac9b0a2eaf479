// The answers of /api/address, as the API document shows them.
import * as v from 'valibot';

export const Address = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  company: v.string(),
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  postcode: v.string(),
  email: v.string(),
  phone: v.string(),
  default: v.boolean(),
});

export const AddressList = v.object({ data: v.object({ addressDetails: v.array(Address) }) });
export const OneAddress = v.object({ address: Address });
export const WrittenAddress = v.object({ address: v.object({ addressDetails: v.array(Address) }) });
