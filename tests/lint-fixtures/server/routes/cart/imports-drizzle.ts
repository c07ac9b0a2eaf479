// expect lint/style/noRestrictedImports: Routes do not query the database
// A route building its own query.
import { eq } from 'drizzle-orm';

export const used = eq;
