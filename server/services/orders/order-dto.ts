// An `orders` row as every order call answers it (OrderDto of src/domain/checkout.ts): øre become kroner, the
// totals lines get their titles in the order's language. Rows written by older versions (no lines, no addresses,
// no payment) still answer the full shape, with empty parts.
import type {
  AddressFields,
  OrderDto,
  OrderEvent,
  Payment,
  PaymentMethod,
  PricedLine,
} from '../../../src/domain/checkout';
import { isLocale } from '../../../src/domain/locale';
import type { OrderStatus } from '../../../src/domain/order';
import { summaryOf } from '../../../src/domain/product';
import type { orders } from '../../db/schema';
import { toKroner, totalTitles } from '../pricing/pricing';

export type OrderRow = typeof orders.$inferSelect;

const addressKeys = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'postcode',
  'email',
  'phone',
] as const satisfies readonly (keyof AddressFields)[];

/** The address fields only (a saved address's id and default flag are not part of an order's copy). */
export function addressCopy(address: Partial<Record<keyof AddressFields, unknown>>): AddressFields {
  const copy = {} as AddressFields;
  for (const key of addressKeys) copy[key] = typeof address[key] === 'string' ? address[key] : '';
  return copy;
}

/** A priced line as an order keeps it: the product's summary as it was when the order was placed. */
export function lineCopy(line: PricedLine): PricedLine {
  return { ...line, product: summaryOf(line.product) };
}

/** The payment an order has before create-payments: its chosen method, not started. */
export const pendingPayment = (method: PaymentMethod): Payment => ({
  method,
  status: 'PENDING',
  reference: null,
});

/** The answer of one order; `history` (oldest first, services/orders/order-history.ts) when it was read. */
export function toOrderDto(row: OrderRow, history?: OrderEvent[]): OrderDto {
  const lang = isLocale(row.lang) ? row.lang : 'no';
  const titles = totalTitles[lang];
  const shipping = toKroner(row.shipping);
  const tax = toKroner(row.tax);
  const billing = row.billingAddress as AddressFields | null;
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    token: row.token,
    created: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    email: row.email,
    items: row.items as PricedLine[],
    quantity: row.quantity,
    subtotal: toKroner(row.subtotal),
    shippingCharges: shipping,
    tax,
    totals: [
      { type: 'shipping', title: titles.shipping, price: shipping },
      { type: 'tax', title: titles.tax, price: tax },
    ],
    total: toKroner(row.total),
    shippingAddress: (row.shippingAddress as AddressFields | null) ?? null,
    billingAddress: billing ?? addressCopy({ email: row.email }),
    pickup: row.pickup,
    pickupShop: row.pickupShop,
    payment: (row.payment as Payment | null) ?? pendingPayment(row.paymentMethod as PaymentMethod),
    cartId: row.cartId,
    userId: row.userId,
    business: row.business ?? null,
    reference: row.reference ?? null,
    vehicle: row.vehicle ?? null,
    ...(history ? { history } : {}),
  };
}
