// expect lint/style/noRestrictedImports: Only src/db/ touches IndexedDB (dexie)
// The app shell importing dexie.
import { Dexie } from 'dexie';

export const Database = Dexie;
