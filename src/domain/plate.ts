// Norwegian registration numbers as the register writes them (`AB 12345` → `AB12345`): one
// canonical spelling for the app's lookups and kept searches and for the server's register and cache keys.
import * as v from 'valibot';

/** Upper-case, without spaces, dashes and dots: 'ab 12 345' → 'AB12345', 'el-12.345' → 'EL12345'. Never throws. */
export const normalisePlate = (value: string): string => value.toUpperCase().replace(/[\s.-]/g, '');

/** A registration lookup only for text longer than 5 characters, after normalising (docs/api.md, Catalogue). */
export const minPlateLength = 6;

/** Code of a registration number that is none (spaces, dots and dashes aside: up to 10 letters and digits). */
export const plateCode = 'INVALID_PLATE';

/** A registration number field: normalised, up to 10 letters and digits; empty → null. Shared by garage and orders. */
export const plateField = v.pipe(
  v.string(plateCode),
  v.maxLength(20, plateCode),
  v.transform(normalisePlate),
  v.regex(/^[A-Z0-9ÆØÅ]{0,10}$/u, plateCode),
  v.transform((value) => value || null),
);
