// The name of the app's IndexedDB database, apart from Dexie: code that only asks whether it exists yet
// (indexedDB.databases()) need not load the database code.
export const dbName = 'bildeler';
