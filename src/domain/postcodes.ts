// The Norwegian postcode rules both sides share: a postcode is 4 digits the register knows, and a city someone
// typed must name the register's city. The register itself (Bring's, as the npm package norway-postal-codes
// ships it, ≈ 90 KB) is data the edges load and hand in: the server at start (server/lib/postcodes.ts), the PWA
// lazily when an address form opens (features/address/postcode-register.ts), never in the first-visit bundle.

/** The register: postcode → city in the register's spelling (upper case, e.g. `OSLO`). */
export type PostcodeRegister = Readonly<Record<string, string>>;

/** A lookup in the register: the city of a postcode, or undefined when the register has none. */
export type CityOf = (postcode: string) => string | undefined;

/** What a Norwegian postcode looks like. */
export const postcodePattern = /^\d{4}$/;

/** The lookup of `register`: the register's city for a 4-digit postcode; undefined when it has none. */
export const cityIn =
  (register: PostcodeRegister): CityOf =>
  (postcode) =>
    postcodePattern.test(postcode) && Object.hasOwn(register, postcode) ? register[postcode] : undefined;

/** Whether a city someone typed names the register's city: case, surrounding and doubled spaces aside. */
export const sameCity = (typed: string, registered: string): boolean =>
  typed.trim().replace(/\s+/g, ' ').toLocaleUpperCase('nb-NO') === registered.toLocaleUpperCase('nb-NO');
