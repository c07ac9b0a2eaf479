// expect lint/style/noRestrictedImports: Components are feature-agnostic
// A component importing a feature.
import { useCart } from '../../../../src/features/cart/use-cart';

export const used = useCart;
