// The addresses `npm run bench:api` asks: the cold scenarios (a fixed list each, asked in turn) and the realistic
// mix (a Zipf draw over the shared, popularity-ranked catalogue addresses of server/test/catalogue-addresses.ts).
import { asc, desc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { articleVehicles, brands, categories } from '../../server/db/schema';
import { createRandom } from '../../server/db/seed/random';
import type { Address, AddressKind } from '../../server/test/catalogue-addresses';

export type Scenario = { name: string; addresses: Address[] };

const listPath = (params: string) => `/api/tecdoc/get-products?lang=no&perPage=16${params}`;

async function busiestVehicles(db: Db, count: number): Promise<number[]> {
  const rows = await db
    .select({ carId: articleVehicles.carId })
    .from(articleVehicles)
    .groupBy(articleVehicles.carId)
    .orderBy(desc(sql`count(*)`), asc(articleVehicles.carId))
    .limit(count);
  return rows.map((row) => row.carId);
}

/** The first `count` addresses of one kind in the mix's ranking: the most asked ones. */
const mostAsked = (ranked: Address[], kind: AddressKind, count: number) =>
  ranked.filter((address) => address.kind === kind).slice(0, count);

/**
 * The cold scenarios: the 40 vehicles with the most parts, pages 1 and 2 with every facet (as the targets in docs/benchmarks.md are measured);
 * the same vehicles filtered by a top category, a brand, on sale, or category and brand; then the most asked
 * category lists, searches (numbers, OE numbers, words, brand + word) and article lookups of the mix.
 */
export async function coldScenarios(db: Db, ranked: Address[]): Promise<Scenario[]> {
  const cars = await busiestVehicles(db, 40);
  const topCategories = (
    await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.id))
  ).map((row) => row.slug);
  const brandSlugs = (await db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.position))).map(
    (row) => row.slug,
  );
  const filtered = cars.flatMap((carId, i) => {
    const category = `&category=${topCategories[i % topCategories.length]}`;
    const brand = `&brand=${brandSlugs[i % brandSlugs.length]}`;
    return [category, brand, '&discount=yes', `${category}${brand}`].map((filter) => ({
      kind: 'list by vehicle' as const,
      path: listPath(`&carId=${carId}${filter}`),
    }));
  });
  return [
    {
      name: 'list by vehicle',
      addresses: cars.flatMap((carId) =>
        [1, 2].map((page) => ({
          kind: 'list by vehicle' as const,
          path: listPath(`&page=${page}&carId=${carId}`),
        })),
      ),
    },
    { name: 'list by vehicle, filtered', addresses: filtered },
    { name: 'list by category', addresses: mostAsked(ranked, 'list by category', 200) },
    { name: 'search', addresses: mostAsked(ranked, 'search', 300) },
    { name: 'article lookup', addresses: mostAsked(ranked, 'article lookup', 300) },
  ];
}

/** Each call the next address of the list, round and round. */
export function inTurn(addresses: Address[]): () => Address {
  let i = 0;
  return () => addresses[i++ % addresses.length] as Address;
}

/** Each call an address drawn with weight 1/rank (Zipf, s = 1) from a list ranked most asked first. */
export function zipf(ranked: Address[], seed = 21): () => Address {
  const cumulative = new Float64Array(ranked.length);
  let total = 0;
  for (let rank = 1; rank <= ranked.length; rank++) {
    total += 1 / rank;
    cumulative[rank - 1] = total;
  }
  const random = createRandom(seed);
  return () => ranked[random.weighted(cumulative)] as Address;
}
