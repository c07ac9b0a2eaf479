// expect layers/unruledFolder: src/unruled/ has no row in the layer table
// A folder that came in without its row (and without an override): nothing stops it reaching IndexedDB itself.
import { Dexie } from 'dexie';

export const used = Dexie;
