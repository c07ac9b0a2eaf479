// expect lint/style/noRestrictedImports: Routes do not query the database
// A route reaching the tables itself instead of calling the service that owns them.
import { carts } from '../../../../../server/db/schema';

export const used = carts;
