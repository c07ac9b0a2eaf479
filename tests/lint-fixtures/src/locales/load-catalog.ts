// expect layers/unruledFolder: src/locales/ has no override of its own in biome.jsonc
// Code in a folder whose row says it holds none: no override rules it, so it may fetch what it likes.
export const loadCatalog = (locale: string) => fetch(`/api/i18n/${locale}.json`);
