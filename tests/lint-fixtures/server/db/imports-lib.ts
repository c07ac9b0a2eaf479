// expect lint/style/noRestrictedImports: server/db/ is the bottom layer
// The database layer using a helper above it.
import { hit } from '../../../../server/lib/rate-limit';

export const used = hit;
