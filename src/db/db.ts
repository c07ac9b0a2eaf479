// The app's one database. Tests build their own `new AppDB(name)` instead of importing this.
// Every open first checks the saved-state version (meta.ts), so no read sees state of another version.
import { dbName } from './db-name';
import { guardStateVersion } from './meta';
import { AppDB } from './schema';

export const db = guardStateVersion(new AppDB(dbName));
