// One load run for `npm run bench:api`: autocannon's clients ask the addresses `next()` chooses for a fixed time.
// Every response time is kept, per address kind, because autocannon's own histogram has no p95; so is whether the
// bench server answered from the answer cache (its `x-bench-answer` header, see scripts/bench-server.ts).
import autocannon from 'autocannon';
import type { Address } from '../../server/test/catalogue-addresses';

export type KindSamples = {
  /** Response times (ms) of the answers that read no catalogue table, and of those that did. */
  cacheTimes: number[];
  databaseTimes: number[];
  non2xx: number;
};

export type LoadResult = {
  seconds: number;
  byKind: Map<string, KindSamples>;
  /** Connection errors and timeouts: autocannon cannot tell which address they were for. */
  errors: number;
};

type Context = { address?: Address };

export async function runLoad(
  url: string,
  options: { connections: number; seconds: number; next: () => Address },
): Promise<LoadResult> {
  const byKind = new Map<string, KindSamples>();
  // autocannon calls a request's onResponse and then, in the same tick, emits 'response' with its time.
  let answered: { kind: string; status: number; fromCache: boolean } | null = null;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 60,
        requests: [
          {
            setupRequest: (request, context) => {
              const address = options.next();
              (context as Context).address = address;
              return { ...request, path: address.path };
            },
            onResponse: (status, _body, context, headers) => {
              const kind = (context as Context).address?.kind ?? 'unknown';
              answered = { kind, status, fromCache: headers?.['x-bench-answer'] === 'cache' };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (!answered) return;
      const samples = byKind.get(answered.kind) ?? { cacheTimes: [], databaseTimes: [], non2xx: 0 };
      byKind.set(answered.kind, samples);
      (answered.fromCache ? samples.cacheTimes : samples.databaseTimes).push(responseTime);
      if (answered.status < 200 || answered.status > 299) samples.non2xx += 1;
      answered = null;
    });
  });
  return { seconds: (performance.now() - started) / 1000, byKind, errors: result.errors };
}

/** The value below which `p` (0–1) of the sorted times fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

export type Figures = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  fromCache: number;
  /** p50 and p95 of the answers that read no catalogue table, and of those that did. */
  cache: { p50: number; p95: number };
  database: { p50: number; p95: number };
  non2xx: number;
};

/** req/s and percentiles of some kinds' samples together, over the run's time. */
export function figuresOf(samples: KindSamples[], seconds: number): Figures {
  const sorted = (times: number[]) => times.sort((a, b) => a - b);
  const cacheTimes = sorted(samples.flatMap((s) => s.cacheTimes));
  const databaseTimes = sorted(samples.flatMap((s) => s.databaseTimes));
  const times = sorted([...cacheTimes, ...databaseTimes]);
  return {
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    fromCache: cacheTimes.length,
    cache: { p50: percentile(cacheTimes, 0.5), p95: percentile(cacheTimes, 0.95) },
    database: { p50: percentile(databaseTimes, 0.5), p95: percentile(databaseTimes, 0.95) },
    non2xx: samples.reduce((total, s) => total + s.non2xx, 0),
  };
}
