// expect lint/style/noRestrictedImports: server/lib/ holds what has no domain
// A helper without a domain reaching into the cart's.
import { newCartId } from '../../../../server/services/cart/cart-store';

export const used = newCartId;
