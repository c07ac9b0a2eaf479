// expect lint/style/noRestrictedImports: Services import only services on lower floors
// Payments reaching up into orders, which import payments: a loop between the two services.
import { checkPayment } from '../../../../../server/services/orders/order-status';

export const used = checkPayment;
