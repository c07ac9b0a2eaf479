// expect lint/style/noRestrictedImports: Only src/db/ touches IndexedDB (dexie)
// A shared hook importing dexie.
import { Dexie } from 'dexie';

export const Database = Dexie;
