// expect lint/style/noRestrictedImports: Services do not import routes or middleware
// A service asking who is signed in through the HTTP middleware.
import { currentUser } from '../../../../../server/middleware/auth';

export const used = currentUser;
