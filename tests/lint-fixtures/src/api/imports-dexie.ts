// expect lint/style/noRestrictedImports: Only src/db/ touches IndexedDB (dexie)
// The network layer opening IndexedDB.
import { Dexie } from 'dexie';

export const Database = Dexie;
