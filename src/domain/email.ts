/** An email address as the shop checks it: one non-empty part, an at sign, another non-empty part (no spaces). */
export const isValidEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+$/.test(value.trim());
