// Norwegian registration numbers as the register writes them (ARCHITECTURE: `AB 12345` → `AB12345`).

/** Upper-case, without spaces or dashes. */
export const normalisePlate = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');

/** Spec §5: a registration lookup only for text longer than 5 characters (after normalising). */
export const minPlateLength = 6;
