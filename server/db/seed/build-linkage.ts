// Which vehicles an article fits, the way a real catalogue is dense: chassis parts fit one model series or a
// whole platform (Golf VII, Octavia III and A3 8V share one), engine parts fit an engine family. Cars everybody
// drives (Golf VII, RAV4, V70, Model 3) collect thousands of parts; rare ones still get a few hundred.
import type { VehicleData } from './build-vehicles';
import type { Random } from './random';
import type { Fitment, Fuel } from './types';

type Pool = 'chassis' | 'engine';
type Group = {
  pool: Pool;
  popularity: number;
  cars: { carId: number; fuel: string }[];
  /** Articles every group gets, and the extra share of its pool that grows with popularity¹². */
  floor: number;
  share: number;
};

const kinds = {
  series: { pool: 'chassis', floor: (p: number) => 90 + p / 2, share: 0.6 },
  platform: { pool: 'chassis', floor: (p: number) => 40 + p / 2, share: 0.1 },
  family: { pool: 'engine', floor: (p: number) => 30 + p / 4, share: 0.3 },
} as const;

export function linkGroups(data: VehicleData): Group[] {
  const groups = new Map<string, Group>();
  const add = (kind: keyof typeof kinds, key: string, popularity: number, carId: number, fuel: string) => {
    const id = `${kind}:${key}`;
    const group = groups.get(id) ?? { pool: kinds[kind].pool, popularity: 0, cars: [], floor: 0, share: 0 };
    group.popularity = Math.max(group.popularity, popularity);
    group.floor = kinds[kind].floor(group.popularity);
    group.share = kinds[kind].share * (group.popularity / 100) ** 12;
    group.cars.push({ carId, fuel });
    groups.set(id, group);
  };
  for (const vehicle of data.vehicles) {
    const series = data.seriesOf.get(vehicle.carId);
    if (!series) continue;
    add('series', String(series.modelId), series.popularity, vehicle.carId, vehicle.fuel);
    add('platform', series.platform, series.popularity, vehicle.carId, vehicle.fuel);
    // Engine parts never fit electric motors.
    if (vehicle.fuel !== 'electric')
      add('family', vehicle.engineFamily, series.popularity, vehicle.carId, vehicle.fuel);
  }
  return [...groups.values()];
}

export type ArticleFit = { fitment: Fitment; fuels?: readonly Fuel[] };

const poolOf = (fitment: Fitment): Pool | null =>
  fitment === 'engine' ? 'engine' : fitment === 'none' ? null : 'chassis';

/**
 * For each group, draws its number of articles at random from the articles of its pool. `floorShare` scales the
 * floors down for a catalogue smaller than a tenth (a test's: 200 articles with full floors link every car to most of
 * them, 613,000 links, and every test database copy carries them).
 */
export function chooseGroups(
  articles: readonly ArticleFit[],
  groups: readonly Group[],
  random: Random,
  floorShare = 1,
) {
  const chosen: number[][] = articles.map(() => []);
  const members: Record<Pool, number[]> = { chassis: [], engine: [] };
  articles.forEach((article, index) => {
    const pool = poolOf(article.fitment);
    if (pool) members[pool].push(index);
  });
  groups.forEach((group, g) => {
    const pool = members[group.pool];
    const target = Math.min(pool.length, Math.round(group.floor * floorShare + pool.length * group.share));
    const picked = new Set<number>();
    while (picked.size < target) picked.add(pool[random.int(0, pool.length - 1)] as number);
    for (const index of picked) chosen[index]?.push(g);
  });
  return chosen;
}

/**
 * The links as two typed columns (a million articles have tens of millions of links: as JS arrays of numbers they
 * would not fit the heap). The cars of article i are `carColumn[offsets[i]]` … `carColumn[offsets[i + 1] - 1]`.
 */
export type Links = {
  articleIds: readonly number[];
  offsets: Int32Array;
  carColumn: Int32Array;
  count: number;
  /** The cars article i fits, ascending (a view, no copy). */
  carsOf: (i: number) => Int32Array;
};

/** Expands the chosen groups into (articleId, carId) pairs, honouring fuel limits of the part type. */
export function expandLinks(
  articleIds: readonly number[],
  fits: readonly ArticleFit[],
  chosen: readonly number[][],
  groups: readonly Group[],
): Links {
  const offsets = new Int32Array(articleIds.length + 1);
  let carColumn = new Int32Array(1 << 16);
  let count = 0;
  articleIds.forEach((_, i) => {
    const fuels = fits[i]?.fuels;
    const cars = new Set<number>();
    for (const g of chosen[i] ?? []) {
      for (const car of groups[g]?.cars ?? []) {
        if (!fuels || fuels.includes(car.fuel as Fuel)) cars.add(car.carId);
      }
    }
    if (count + cars.size > carColumn.length) {
      const grown = new Int32Array(Math.max(carColumn.length * 2, count + cars.size));
      grown.set(carColumn.subarray(0, count));
      carColumn = grown;
    }
    const sorted = carColumn.subarray(count, count + cars.size);
    let k = 0;
    for (const carId of cars) sorted[k++] = carId;
    sorted.sort();
    count += cars.size;
    offsets[i + 1] = count;
  });
  const column = carColumn.slice(0, count);
  return {
    articleIds,
    offsets,
    carColumn: column,
    count,
    carsOf: (i) => column.subarray(offsets[i] ?? 0, offsets[i + 1] ?? 0),
  };
}
