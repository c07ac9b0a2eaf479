// expect lint/style/noRestrictedGlobals: Do not use the global variable process
// A server module reading the environment itself.
export const port = process.env.PORT;
