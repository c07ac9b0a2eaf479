// expect lint/style/noRestrictedImports: src/domain/ is pure
// A domain rule importing the database.
import { db } from '../../../../src/db/db';

export const used = db;
