// expect lint/style/noRestrictedImports: Only src/db/ touches IndexedDB (dexie)
// An entry file beside src/app/ opening IndexedDB itself.
import { Dexie } from 'dexie';

export const Database = Dexie;
