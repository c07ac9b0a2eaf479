// expect lint/style/noRestrictedImports: Services import only services on lower floors
// The catalogue's stock asking orders what they hold, when orders import the catalogue: a loop.
import { moveOrder } from '../../../../../server/services/orders/order-status';

export const used = moveOrder;
