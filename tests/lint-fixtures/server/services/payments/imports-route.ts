// expect lint/style/noRestrictedImports: Services do not import routes or middleware
// A service reading a route's limit.
import { maxBodyBytes } from '../../../../../server/routes/cart/cart.routes';

export const used = maxBodyBytes;
