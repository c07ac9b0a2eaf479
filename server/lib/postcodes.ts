// The Norwegian postcode register (Bring's, as the npm package norway-postal-codes ships it): postcode → city.
import register from 'norway-postal-codes';

/** The register's city (upper case, e.g. `OSLO`) for a 4-digit postcode; undefined when the register has none. */
export const cityOf = (postcode: string): string | undefined =>
  /^\d{4}$/.test(postcode) && Object.hasOwn(register, postcode) ? register[postcode] : undefined;

/** Whether a city someone typed names the register's city: case, surrounding and doubled spaces aside. */
export const sameCity = (typed: string, registered: string): boolean =>
  typed.trim().replace(/\s+/g, ' ').toLocaleUpperCase('nb-NO') === registered.toLocaleUpperCase('nb-NO');
