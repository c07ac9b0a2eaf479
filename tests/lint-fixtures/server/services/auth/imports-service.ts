// expect lint/style/noRestrictedImports: Services import only services on lower floors
// A ground-floor service reaching up: sign-in looking up the user's orders.
import { findOrder } from '../../../../../server/services/orders/read-orders';

export const used = findOrder;
