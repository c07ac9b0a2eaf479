// expect lint/style/noRestrictedImports: Only src/db/ touches IndexedDB (dexie)
// A component importing dexie.
import { Dexie } from 'dexie';

export const Database = Dexie;
