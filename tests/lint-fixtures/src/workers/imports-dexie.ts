// expect lint/style/noRestrictedImports: Only src/db/ touches IndexedDB (dexie)
// A worker opening IndexedDB without src/db/.
import { Dexie } from 'dexie';

export const Database = Dexie;
