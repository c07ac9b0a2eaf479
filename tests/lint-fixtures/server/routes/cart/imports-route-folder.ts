// expect lint/style/noRestrictedImports: A route does not import another route folder
// A route reaching into another route's folder by a path through server/routes/.
import { orderRoutes } from '../../../../../server/routes/order/order.routes';

export const used = orderRoutes;
