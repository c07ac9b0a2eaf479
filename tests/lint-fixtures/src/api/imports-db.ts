// expect lint/style/noRestrictedImports: src/api/ does not import src/db/
// The network layer importing the database.
import { db } from '../../../../src/db/db';

export const used = db;
