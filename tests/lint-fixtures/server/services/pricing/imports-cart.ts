// expect lint/style/noRestrictedImports: Services import only services on lower floors
// Pricing reaching up into the cart, which prices its lines through it.
import { findCart } from '../../../../../server/services/cart/cart-store';

export const used = findCart;
