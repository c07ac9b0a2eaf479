// What the order's schema cannot see: the rules between its fields and the caller (pickup or delivery, the
// payment methods this caller may use, a guest's email), and whether a caller holds a guest order's token.
import { timingSafeEqual } from 'node:crypto';
import { pickupShops } from '../../../src/domain/cart';
import { type InvoiceCode, invoiceCodes } from '../../../src/domain/invoice';
import { type FieldCode, fieldCodes } from '../../lib/field-errors';
import type { TextKey } from '../../lib/messages';
import type { UserRow } from '../../services/auth/users';
import type { OrderRow } from '../../services/orders/order-dto';
import type { PaymentProviders } from '../../services/payments/providers';
import type { CreateOrderBody } from './order.schema';

export type Problem = [field: string, code: FieldCode | InvoiceCode, text: TextKey];

/** Why a method the shop has may not be chosen for this order by this caller. */
const unavailable = (method: string, user: UserRow | null): [FieldCode | InvoiceCode, TextKey] => {
  if (method !== 'invoice') return [fieldCodes.invalid, 'storeNeedsPickup'];
  return user
    ? [invoiceCodes.notApproved, 'invoiceNotApproved']
    : [invoiceCodes.needsAccount, 'invoiceNeedsAccount'];
};

/** The rules between fields that the schema cannot see; empty when the order may be placed. */
export function orderProblems(
  body: CreateOrderBody,
  user: UserRow | null,
  providers: PaymentProviders,
): Problem[] {
  const problems: Problem[] = [];
  const isFull = (address: CreateOrderBody['billingAddress']) => address !== null && !('id' in address);
  if (body.pickup && body.pickupShop !== null && !pickupShops.some((shop) => shop.id === body.pickupShop)) {
    problems.push(['pickupShop', fieldCodes.invalid, 'pickupShopUnknown']);
  }
  if (!body.pickup && body.shippingAddress === null) {
    problems.push(['shippingAddress', fieldCodes.required, 'required']);
  }
  if (body.pickup && body.billingAddress === null) {
    problems.push(['billingAddress', fieldCodes.required, 'required']);
  }
  const provider = providers[body.paymentMethod];
  if (!provider) problems.push(['paymentMethod', fieldCodes.invalid, 'paymentMethodUnavailable']);
  else if (!provider.availableFor({ pickup: body.pickup, customer: user })) {
    problems.push(['paymentMethod', ...unavailable(body.paymentMethod, user)]);
  }
  const billing = body.billingAddress ?? body.shippingAddress;
  if (!user && body.email === null && !isFull(billing)) {
    problems.push(['email', fieldCodes.required, 'required']);
  }
  return problems;
}

/** Whoever holds the order's token: compared in constant time. */
export function holdsToken(row: OrderRow, token: string | null): boolean {
  if (token === null) return false;
  const given = Buffer.from(token);
  const kept = Buffer.from(row.token);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
