// expect lint/style/noRestrictedImports: Services import only services on lower floors
// Orders and the cart stand on one floor: neither imports the other; what both need is priced below them.
import { findCart } from '../../../../../server/services/cart/cart-store';

export const used = findCart;
