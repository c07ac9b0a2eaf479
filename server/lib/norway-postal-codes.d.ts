// The package ships no types: its main module is CommonJS `module.exports = { "0155": "OSLO", … }`.
declare module 'norway-postal-codes' {
  const register: Readonly<Record<string, string>>;
  export = register;
}
