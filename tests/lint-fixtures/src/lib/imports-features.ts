// expect lint/style/noRestrictedImports: src/lib/ sits below the features
// A shared hook importing a feature.
import { useCart } from '../../../../src/features/cart/use-cart';

export const used = useCart;
