// expect lint/style/noRestrictedGlobals: Do not use the global variable fetch
// The app shell calling fetch instead of src/api/.
export const load = () => fetch('/api/health');
