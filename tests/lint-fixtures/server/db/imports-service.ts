// expect lint/style/noRestrictedImports: server/db/ is the bottom layer
// The database layer calling a service.
import { createCart } from '../../../../server/services/cart/cart-store';

export const used = createCart;
