// expect lint/style/noRestrictedGlobals: Do not use the global variable fetch
// A shared hook calling fetch instead of src/api/.
export const load = () => fetch('/api/health');
