// Norwegian number plates as typed by people: one canonical spelling for lookups and cache keys. Never throws.

/** Upper-case, without spaces, dashes and dots: 'ab 12 345' → 'AB12345', 'el-12.345' → 'EL12345'. */
export const normalisePlate = (input: string): string => input.toUpperCase().replace(/[\s.-]/g, '');
