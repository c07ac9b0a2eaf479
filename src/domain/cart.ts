// Cart arithmetic and rules, pure and shared by the UI
// and, later, the server. Amounts are NOK incl. 25 % MVA, summed in øre so no float dust reaches a total.
// These totals are a preview only: the server prices every cart and order.

export const shippingFee = 129;
export const vatRate = 0.25;
/** Highest quantity of one line; adding more to a full line stops here. */
export const maxQuantity = 999;

export const cartErrors = {
  quantity: 'ERROR_ADD_TO_CART_QUANTITY',
  options: 'ERROR_ADD_TO_CART_OPTIONS',
} as const;
type CartError = (typeof cartErrors)[keyof typeof cartErrors];

/** The shop's pickup counters. Names and addresses are proper nouns and are not translated. */
export type PickupShop = { id: string; name: string; address: string };
export const pickupShops: readonly PickupShop[] = [
  { id: 'alnabru', name: 'Bildeler Alnabru', address: 'Alnabruveien 15, 0668 Oslo' },
];
export const defaultPickupShop = 'alnabru';

export type PickupState = { pickup: boolean; pickupShop: string | null };
export const noPickup: PickupState = { pickup: false, pickupShop: null };

/** What the arithmetic needs of a line. Lines are keyed by articleId: article numbers repeat across brands. */
export type Line = { articleId: number; price: number; quantity: number };

const ore = (kr: number): number => Math.round(kr * 100);
const kroner = (ore: number): number => ore / 100;

/** The price a line is charged at: the discount when there is one below the price. */
export function unitPrice(product: { price: number; discount: number | null }): number {
  return product.discount !== null && product.discount < product.price ? product.discount : product.price;
}

export const isValidQuantity = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity;

/** Adds `line`: an article already in the cart gets its quantity raised (up to maxQuantity), else appended. */
export function addLine<T extends Pick<Line, 'articleId' | 'quantity'>>(lines: readonly T[], line: T): T[] {
  const existing = lines.find((item) => item.articleId === line.articleId);
  if (!existing) return [...lines, line];
  return lines.map((item) =>
    item === existing ? { ...item, quantity: Math.min(maxQuantity, item.quantity + line.quantity) } : item,
  );
}

/** Sets a line's quantity; an invalid quantity or unknown article leaves the lines as they were. */
export function setLineQuantity<T extends Line>(
  lines: readonly T[],
  articleId: number,
  quantity: number,
): T[] {
  if (!isValidQuantity(quantity)) return [...lines];
  return lines.map((item) => (item.articleId === articleId ? { ...item, quantity } : item));
}

export function removeLine<T extends Line>(lines: readonly T[], articleId: number): T[] {
  return lines.filter((item) => item.articleId !== articleId);
}

/** Pickup on keeps (or picks) a known shop; pickup off clears the shop. */
export function choosePickup(current: PickupState, pickup: boolean, shop?: string | null): PickupState {
  if (!pickup) return noPickup;
  const wanted = shop ?? current.pickupShop;
  const known = pickupShops.some((item) => item.id === wanted);
  return { pickup: true, pickupShop: known ? (wanted as string) : defaultPickupShop };
}

export const lineTotal = (line: Line): number => kroner(ore(line.price) * line.quantity);

export type TotalLine = { type: 'shipping' | 'tax'; price: number };
export type CartSummary = {
  /** Total units. */
  quantity: number;
  subtotal: number;
  /** null when the cart is empty: the shipping line is shown only with items. */
  shipping: number | null;
  /** The MVA part included in the total: total − total / 1.25, to the øre. */
  vat: number;
  total: number;
  totals: TotalLine[];
};

/** Recomputes everything a cart shows from its lines and pickup choice. */
export function summarise(lines: readonly Line[], pickup: boolean): CartSummary {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotalOre = lines.reduce((sum, line) => sum + ore(line.price) * line.quantity, 0);
  const shippingOre = lines.length === 0 ? null : pickup ? 0 : ore(shippingFee);
  const totalOre = subtotalOre + (shippingOre ?? 0);
  const vatOre = totalOre - Math.round(totalOre / (1 + vatRate));
  const totals: TotalLine[] = [
    ...(shippingOre === null ? [] : [{ type: 'shipping' as const, price: kroner(shippingOre) }]),
    { type: 'tax', price: kroner(vatOre) },
  ];
  return {
    quantity,
    subtotal: kroner(subtotalOre),
    shipping: shippingOre === null ? null : kroner(shippingOre),
    vat: kroner(vatOre),
    total: kroner(totalOre),
    totals,
  };
}

/** A product option: the customer must pick one of `values` for each option. */
export type ProductOption = { slug: string; name: string; values: { slug: string; name: string }[] };

/** Checks an add-to-cart request: quantity defaults to 1; every option needs a valid choice. */
export function validateAddToCart(request: {
  quantity?: unknown;
  options?: readonly ProductOption[];
  chosen?: Record<string, string>;
}): CartError | null {
  const quantity = request.quantity === undefined ? 1 : request.quantity;
  if (!isValidQuantity(quantity)) return cartErrors.quantity;
  const chosen = request.chosen ?? {};
  const missing = (request.options ?? []).some(
    (option) => !option.values.some((value) => value.slug === chosen[option.slug]),
  );
  return missing ? cartErrors.options : null;
}
