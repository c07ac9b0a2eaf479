// Test helpers shared by the tests of domain/, machines/, db/ and features/: sample values as a customer types them.
// Not imported by the app.
import { emptyAddress } from './address';
import type { AddressFields } from './checkout';

/** Kari Nordmann at Storgata 1, 0155 OSLO: a whole address, city included. */
export const sampleAddress = (overrides: Partial<AddressFields> = {}): AddressFields => ({
  ...emptyAddress,
  firstName: 'Kari',
  lastName: 'Nordmann',
  address1: 'Storgata 1',
  postcode: '0155',
  city: 'OSLO',
  email: 'kari@example.no',
  phone: '12345678',
  ...overrides,
});
