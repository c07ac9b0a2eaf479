// expect lint/style/noRestrictedImports: Only src/db/ touches IndexedDB (dexie)
// A feature importing dexie.
import { Dexie } from 'dexie';

export const Database = Dexie;
