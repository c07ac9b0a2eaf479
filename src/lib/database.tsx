import { createContext, type ReactNode, useContext } from 'react';
import { db as appDb } from '../db/db';
import type { AppDB } from '../db/schema';

// The database the components below read and write. The app provides none and gets its one database (db.ts);
// a test provides a fresh `new AppDB(name)`. Only modules that used the singleton import this, so Dexie stays
// out of the bundles that never touch IndexedDB.
const DatabaseContext = createContext<AppDB | null>(null);

export function DatabaseProvider({ db, children }: { db: AppDB; children: ReactNode }) {
  return <DatabaseContext.Provider value={db}>{children}</DatabaseContext.Provider>;
}

/** The provided database, else the app's own. */
export function useDatabase(): AppDB {
  return useContext(DatabaseContext) ?? appDb;
}
