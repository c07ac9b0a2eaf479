// What the order calls take. POST /order/create-order's body is CreateOrderInput of src/domain/checkout.ts: an
// address is a saved one ({ id }) or a full one checked exactly like POST /address/add (postcode register, city
// filled); field errors name dot paths (`shippingAddress.postcode`). Rules between fields (pickup, payment method,
// the guest's email) are checked by the route after this schema.

import * as v from 'valibot';
import { LineInput, maxLines, orderPageSize, paymentMethods } from '../../../src/domain/checkout';
import { locales } from '../../../src/domain/locale';
import { orderStatuses } from '../../../src/domain/order';
import { maxOrderSearch, OrderVehicleInput, ReferenceInput } from '../../../src/domain/order-job';
import { fieldCodes, maxDbInt } from '../../lib/field-errors';
import { documentAs } from '../../lib/openapi/schema-options';
import { emailAddress } from '../../lib/validate';
import { AddressInput, addressId } from '../../services/addresses/address.schema';
import { orderSorts } from '../../services/orders/read-orders';

const dbId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxDbInt));

const SavedAddress = v.object({ id: dbId });
const isSavedAddress = (input: unknown) => typeof input === 'object' && input !== null && 'id' in input;

/** `{ id }` → a saved address (the user's own, checked by the service); anything else → the address fields. */
const OrderAddress = documentAs(
  v.lazy((input) => (isSavedAddress(input) ? SavedAddress : AddressInput)),
  v.union([SavedAddress, AddressInput]),
);

/** Control characters but tab and line breaks: never text a person meant (PostgreSQL refuses NUL in text, too). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(max, fieldCodes.tooLong),
        v.check((value) => !controlCharacters.test(value), fieldCodes.invalid),
      ),
    ),
    null,
  );

export const CreateOrderBody = v.object({
  items: v.pipe(
    v.array(LineInput),
    v.minLength(1, fieldCodes.required),
    v.maxLength(maxLines, fieldCodes.tooLong),
  ),
  email: v.optional(v.nullable(emailAddress), null),
  shippingAddress: v.optional(v.nullable(OrderAddress), null),
  billingAddress: v.optional(v.nullable(OrderAddress), null),
  pickup: v.optional(v.boolean(), false),
  pickupShop: optionalText(40),
  paymentMethod: v.picklist(paymentMethods),
  cartId: optionalText(200),
  expectedTotal: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000_000))),
  lang: v.optional(v.picklist(locales)),
  reference: ReferenceInput,
  vehicle: v.optional(v.nullable(OrderVehicleInput), null),
});
export type CreateOrderBody = v.InferOutput<typeof CreateOrderBody>;

export const PaymentBody = v.object({
  id: dbId,
  token: optionalText(200),
});

/**
 * POST /order/payment-staus/{id}: the status the caller reports or, for staff,
 * asks for; `token` lets a guest who holds it report on the order.
 */
export const PaymentStatusBody = v.object({
  status: v.picklist(orderStatuses),
  paymentId: optionalText(200),
  registrationNumber: optionalText(200),
  message: optionalText(500),
  token: optionalText(200),
});

export const positive = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,7}$/, 'a whole number'),
    v.transform(Number),
    v.minValue(1),
    v.maxValue(max),
  );

/** A list's search text: at most `max` characters, one line (read-orders.ts says what it finds). */
export const searchText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(max),
      v.check((text) => !controlCharacters.test(text)),
    ),
    '',
  );

/** GET /order/me: page 1, 8 a page, newest first unless told; `search` by number, reference or vehicle. */
export const OrderPageQuery = v.object({
  page: v.optional(positive(100_000), '1'),
  limit: v.optional(positive(100), String(orderPageSize)),
  sort: v.optional(v.picklist(orderSorts), 'default'),
  search: searchText(maxOrderSearch),
});

/** An order id from the path (read as address ids are); anything else is an order that does not exist (404). */
export const orderId = addressId;

/** Tokens are base64url (and older rows' UUIDs); anything else finds no order. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{16,100}$/.test(token);
