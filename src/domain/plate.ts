// Norwegian registration numbers as the register writes them (`AB 12345` → `AB12345`): one
// canonical spelling for the app's lookups and kept searches and for the server's register and cache keys.

/** Upper-case, without spaces, dashes and dots: 'ab 12 345' → 'AB12345', 'el-12.345' → 'EL12345'. Never throws. */
export const normalisePlate = (value: string): string => value.toUpperCase().replace(/[\s.-]/g, '');

/** Spec §5: a registration lookup only for text longer than 5 characters (after normalising). */
export const minPlateLength = 6;
