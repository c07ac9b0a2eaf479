// The Norwegian postcode register (Bring's, as the npm package norway-postal-codes ships it), loaded once at start;
// the rules on it are the PWA's too (src/domain/postcodes.ts).
import register from 'norway-postal-codes';
import { cityIn } from '../../src/domain/postcodes';

export { sameCity } from '../../src/domain/postcodes';

/** The register's city (upper case, e.g. `OSLO`) for a 4-digit postcode; undefined when the register has none. */
export const cityOf = cityIn(register);
