// Part numbers as searches compare them: 'HU 7008 z', 'hu7008Z' and '0 986-479.A12' match their catalogue entry.
export const normalisePartNumber = (value: string): string => value.toUpperCase().replace(/[\s.\-/]/g, '');
