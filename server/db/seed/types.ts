// Shapes of the catalogue's reference data (hand-written, real-world) from which the seed generator builds
// the TecDoc-shaped tables. The data files under ./data only describe; ./generate.ts decides and inserts.

export type Localized = { no: string; en: string; ar: string };

export type Fuel = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'plugin-hybrid';
export type Body =
  | 'hatchback'
  | 'sedan'
  | 'estate'
  | 'suv'
  | 'van'
  | 'coupe'
  | 'convertible'
  | 'mpv'
  | 'pickup';

/** One engine as the catalogue names it (TecDoc "typeName" + technical data). */
export type EngineSeed = {
  /** Manufacturer's engine code(s), e.g. 'CLHA' or 'DFGA, DFGB'. Unique within its manufacturer. */
  code: string;
  /** Type name shown to users, e.g. '1.6 TDI', '2.0 D4', 'Long Range AWD'. */
  name: string;
  /** Displacement in cm³; null for electric motors. */
  ccm: number | null;
  kw: number;
  hp: number;
  fuel: Fuel;
  /** Engine family shared by parts (filters, belts, plugs fit a family), e.g. 'vag-ea288-16'. */
  family: string;
};

export type ModelSeriesSeed = {
  /** As TecDoc writes it, e.g. 'GOLF VII (5G1, BQ1, BE1, BE2)', 'RAV 4 V (_A5_, _H5_)'. */
  name: string;
  /** Start and end of production, YYYYMM; `to` null while still built. */
  from: number;
  to: number | null;
  bodies: Body[];
  /** Chassis platform shared by parts (brake discs, dampers, bearings fit a platform), e.g. 'vag-mqb-a'. */
  platform: string;
  /** How common it is on Norwegian roads, 1 (rare) … 100 (everywhere). Drives how many parts fit it. */
  popularity: number;
  /** Codes of this manufacturer's engines offered in the series. */
  engines: string[];
};

export type ManufacturerSeed = {
  /** Upper case as TecDoc writes it: 'VW', 'TOYOTA', 'MERCEDES-BENZ'. */
  name: string;
  /** World manufacturer identifiers (first three VIN characters) the make uses, e.g. ['WVW', 'WV1', 'WV2']. */
  wmi: string[];
  engines: EngineSeed[];
  models: ModelSeriesSeed[];
};

export type BrandSeed = {
  slug: string;
  name: string;
  country: 'DE' | 'CN';
  /** An article number in the brand's own format, unique for each n ≥ 0 (e.g. Bosch '0 986 479 A12'). */
  articleNumber: (n: number, genericId: number) => string;
};

/** How a part type is linked to vehicles. */
export type Fitment =
  | 'chassis' // by platform: brakes, suspension, bearings, body, lights
  | 'engine' // by engine family: filters, belts, plugs, gaskets, turbo (never electric)
  | 'any' // by platform, all drivetrains: batteries, wipers, cabin filter, climate
  | 'none'; // universal goods without linkage: oil, car polish, transport equipment

export type CriterionSeed = { name: Localized; unit?: string; values: readonly (string | number)[] };

export type PartTypeSeed = {
  /** TecDoc generic article id, unique. */
  genericId: number;
  /** Singular name, e.g. { no: 'Bremseskive', en: 'Brake disc', ar: 'قرص الفرامل' }. */
  name: Localized;
  fitment: Fitment;
  /** Only vehicles with these fuels (e.g. glow plugs: diesel); omitted → all that the fitment allows. */
  fuels?: readonly Fuel[];
  /** Slugs of brands that make it (from brands data). */
  brands: readonly string[];
  /** Price range in NOK including 25 % MVA. */
  price: readonly [number, number];
  /** Relative share of all articles (1 = rare type, 10 = very common type). */
  weight: number;
  criteria: readonly CriterionSeed[];
  /** Sales texts; the generator picks some per article. */
  texts: readonly Localized[];
  /** Words for search and tags, lower case, e.g. ['brake', 'bremser']. */
  tags: readonly string[];
};

export type CategorySeed = {
  name: Localized;
  /** Norwegian slug, unique across the tree, e.g. 'bremseskiver'. */
  slug: string;
  /** Generic article ids shown under this item; a parent shows the union of its own and its children's. */
  genericIds?: readonly number[];
  layout?: 'grid' | 'list';
  children?: readonly CategorySeed[];
};
