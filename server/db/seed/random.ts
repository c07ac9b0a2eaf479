// Deterministic pseudo-random numbers for the seed: the same seed value gives the same catalogue everywhere.

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: ArrayLike<T>) => T;
  /** Picks an index with probability proportional to its weight. */
  weighted: (cumulative: Float64Array) => number;
  chance: (p: number) => boolean;
};

/** mulberry32: tiny, fast and good enough to spread test data; not for anything secret. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted: (cumulative) => {
      const target = next() * (cumulative[cumulative.length - 1] ?? 0);
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((cumulative[mid] ?? 0) > target) high = mid;
        else low = mid + 1;
      }
      return low;
    },
    chance: (p) => next() < p,
  };
}

export function cumulativeWeights(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += weight;
    out[i] = sum;
  });
  return out;
}
