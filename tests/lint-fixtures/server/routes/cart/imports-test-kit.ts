// expect lint/style/noRestrictedImports: A route file is no test kit
// A test kit kept in a route folder: helpers of the tests, built on the test app.
import { createOrder } from '../../../../../server/test/order-kit';

export const used = createOrder;
