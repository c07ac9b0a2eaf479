// Test helpers shared by the tests of domain/, machines/, db/ and features/: sample values as a customer types them.
// Not imported by the app.
import { emptyAddress } from './address';
import type { AddressFields } from './checkout';
import type { ProductSummary } from './product';

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

/** A catalogue product's summary: a Bosch brake disc at 499 kr. */
export const sampleProduct = (
  articleId: number,
  overrides: Partial<ProductSummary> = {},
): ProductSummary => ({
  articleId,
  articleNumber: `0 986 ${articleId}`,
  articleName: 'Bremseskive',
  name: `Bosch bremseskive ${articleId}`,
  alfa: `Bosch 0 986 ${articleId}`,
  mfrName: 'BOSCH',
  brandSlug: 'bosch',
  articleText: [],
  images: [],
  price: 499,
  discount: null,
  stock: 'in-stock',
  rating: 4,
  reviews: 2,
  tags: [],
  criteria: [],
  ...overrides,
});
