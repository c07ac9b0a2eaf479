// How the device's cart travels to the server: the whole state goes as `newState` of
// create-cart (first) or update-cart (afterwards), and a fingerprint of that state tells whether the server's answer
// (or the last queued entry) still matches the device. The sign-in merge of the device's and the account's carts.
// Pure: db/cart-sync.ts, the sync worker's settle and the tests use these.
import type { PickupState } from './cart';
import { type CartStateInput, maxLines } from './checkout';
import type { CurrencyCode } from './currency';

/** The outbox stream of cart changes: one cart, sent strictly in order. */
export const cartStream = 'cart';
export const createCartPath = '/cart/create-cart';
export const updateCartPath = '/cart/update-cart';
/** The cart goes to the server this long after the last change on the device (docs/decisions.md "Cart"). */
export const cartSyncDelayMs = 500;

/** What a cart line carries to the server: never a price. */
export type SyncLine = { articleId: number; quantity: number; options: Record<string, string> };

/**
 * The device's lines (in the order they were added) and pickup choice as the server takes them, with the display
 * currency when one is known (it changes no price: not in the fingerprint).
 */
export function toCartState(
  lines: readonly SyncLine[],
  pickup: PickupState,
  currency?: CurrencyCode | null,
): CartStateInput {
  return {
    items: lines.map(({ articleId, quantity, options }) => ({
      articleId,
      quantity,
      options: { ...options },
    })),
    pickup: pickup.pickup,
    pickupShop: pickup.pickup ? pickup.pickupShop : null,
    ...(currency ? { currency } : {}),
  };
}

/**
 * Equal for two states the server prices alike: lines by article (order does not change a price), quantities,
 * options and the pickup choice.
 */
export function cartFingerprint(state: CartStateInput): string {
  const items = [...state.items]
    .sort((a, b) => a.articleId - b.articleId)
    .map((item) => [
      item.articleId,
      item.quantity,
      Object.entries(item.options ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ]);
  return JSON.stringify([items, state.pickup, state.pickup ? state.pickupShop : null]);
}

/** The state without some articles: what the server keeps of a state whose articles it did not know. */
export const withoutArticles = (state: CartStateInput, articleIds: readonly number[]): CartStateInput => ({
  ...state,
  items: state.items.filter((item) => !articleIds.includes(item.articleId)),
});

/**
 * Sign-in: the device's cart merged with the account's. An article on both sides appears once with the
 * DEVICE's line (its quantity wins); articles only in the account's cart follow the device's lines, in the account's
 * order, as long as the cart stays within `maxLines`.
 */
export function mergeCartLines<D extends { articleId: number }, S extends { articleId: number }>(
  device: readonly D[],
  account: readonly S[],
  fromAccount: (line: S, index: number) => D,
  limit = maxLines,
): D[] {
  const onDevice = new Set(device.map((line) => line.articleId));
  const added = account.filter((line) => !onDevice.has(line.articleId)).map(fromAccount);
  return [...device, ...added].slice(0, Math.max(limit, device.length));
}

/** The pickup choice after the merge: the device's when it has lines (the user is choosing there), else the account's. */
export const mergePickup = (
  device: PickupState & { lineCount: number },
  account: PickupState | null,
): PickupState =>
  device.lineCount > 0 || !account
    ? { pickup: device.pickup, pickupShop: device.pickupShop }
    : { pickup: account.pickup, pickupShop: account.pickupShop };
