/** Toast ids; one id per kind, so a repeated notice replaces the one showing. */
export const toastIds = {
  added: 'TEXT_TOAST_PRODUCT_ADDED_TO_CART',
  failed: 'TEXT_TOAST_PRODUCT_FAILED_TO_CART',
  removed: 'TEXT_TOAST_PRODUCT_REMOVE_FROM_CART',
  updated: 'TEXT_TOAST_CART_UPDATED_SUCCESS',
  compare: 'TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE',
  wishlist: 'TEXT_TOAST_PRODUCT_ADDED_TO_WISHLIST',
} as const;
