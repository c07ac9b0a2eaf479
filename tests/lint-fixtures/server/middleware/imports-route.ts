// expect lint/style/noRestrictedImports: server/middleware/ does not import routes
// Middleware borrowing from a route.
import { cartRoutes } from '../../../../server/routes/cart/cart.routes';

export const used = cartRoutes;
