// The refusals of /api/order beyond the common ones; the answers themselves are in src/domain/ (checkout-schemas.ts,
// track-order.ts, order-desk.ts), where the app reads them with the same schemas.

/** create-order's refusals carry what the buyer must see again: the lines short of stock, the repriced cart. */
export const orderErrors = {
  400: ['VALIDATION_ERROR', 'IDEMPOTENCY_KEY_REQUIRED'],
  404: ['ADDRESS_NOT_FOUND'],
  409: ['OUT_OF_STOCK', 'PRICE_CHANGED'],
  422: ['UNKNOWN_ARTICLES'],
};
