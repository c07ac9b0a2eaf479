// expect lint/style/noRestrictedImports: Components do not import src/db/
// A component reading the database itself instead of taking props.
import { db } from '../../../../src/db/db';

export const used = db;
