// npm run bench:api — how fast the catalogue answers a parts shop's traffic, on SEED_SCALE × 20,000 articles
// (default 5 → 100,000; seeded once by seedCatalogue), on PGlite (.bench/pglite-scale-N) and, when
// BENCH_DATABASE_URL is set, on PostgreSQL. The server runs in its own process (scripts/bench-server.ts).
//
// Two tables per database, because a cache that answers the same few addresses again and again hides the cost:
// 1. Cold — the answer cache off, so every request pays its queries, as the first shopper after a change does:
//    the 40 vehicles with the most parts (pages 1–2, every facet), the same vehicles filtered (a top category,
//    a brand, on sale, category + brand), and the most asked category lists, searches (numbers, OE numbers,
//    words, brand + word) and article lookups of the mix. Each scenario asks its addresses in turn.
// 2. Realistic mix — the cache on, each request drawn by Zipf (weight 1/rank) from ≥ 10,000 distinct addresses
//    ranked most asked first (server/test/catalogue-addresses.ts), while the server takes an order every
//    BENCH_ORDER_EVERY_MS (a popular article's stock, which forgets the answers holding it) and an admin's price
//    change every BENCH_PRICE_EVERY_S (which forgets everything), so the cache must follow real changes. The cache
//    starts empty; the first BENCH_WARM_SECONDS are reported on their own line (a server just started), the table
//    is the BENCH_MIX_SECONDS after (a server that has been open a while). Printed with the hit rate, the cache's
//    size against its bound and the server's memory.
// Every response time is kept (autocannon has no p95). The tables replace the latest-run block of
// docs/benchmarks.md unless BENCH_RECORD=0.
// Settings: SEED_SCALE (5), BENCH_SECONDS (10 per cold scenario), BENCH_WARM_SECONDS (20), BENCH_MIX_SECONDS (20),
// BENCH_CONNECTIONS (8), BENCH_ORDER_EVERY_MS (1000), BENCH_PRICE_EVERY_S (20), BENCH_DATABASE_URL, BENCH_RECORD,
// BENCH_PGLITE=0 (PostgreSQL only, e.g. at scale 50), BENCH_SUMMARY (a file the reports are written to as JSON, for
// `npm run bench`).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/db/seed/seed-catalogue';
import { type Address, type AddressKind, catalogueAddresses } from '../server/test/catalogue-addresses';
import { coldScenarios, inTurn, type Scenario, zipf } from './bench-api/addresses';
import { figuresOf, runLoad } from './bench-api/load';
import {
  type CacheStats,
  type ColdRow,
  currentLoad,
  type DatabaseReport,
  databaseSection,
  latestRun,
  type MixReport,
  recordLatest,
  type Settings,
} from './bench-api/report';
import { writeSummary } from './bench-shop';

const settings: Settings = {
  scale: Number(process.env.SEED_SCALE ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  mixSeconds: Number(process.env.BENCH_MIX_SECONDS ?? 20),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
  warmSeconds: Number(process.env.BENCH_WARM_SECONDS ?? 20),
  orderEveryMs: Number(process.env.BENCH_ORDER_EVERY_MS ?? 1000),
  priceEveryS: Number(process.env.BENCH_PRICE_EVERY_S ?? 20),
};
const mixAddresses = 12_000;
const kinds: AddressKind[] = ['list by vehicle', 'list by category', 'search', 'article lookup'];

type BenchServer = { url: string; call: <T>(path: string) => Promise<T>; stop: () => Promise<void> };

/** Starts scripts/bench-server.ts on `target` and resolves once it listens. */
async function startServer(target: string, cache: boolean): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_ARGS=--cpu-prof to profile the server (node refuses it in NODE_OPTIONS).
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      fileURLToPath(new URL('./bench-server.ts', import.meta.url)),
    ],
    {
      env: { ...process.env, BENCH_DB: target, BENCH_CACHE: cache ? 'on' : 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    call: async <T>(path: string) => {
      const res = await fetch(url + path);
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function databaseVersion(database: Database): Promise<string> {
  const result = await database.db.execute(sql`select version() as version`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    version: string;
  }[];
  return rows[0]?.version.split(' on ')[0] ?? 'unknown version';
}

async function runCold(target: string, scenarios: Scenario[]): Promise<ColdRow[]> {
  const server = await startServer(target, false);
  const rows: ColdRow[] = [];
  for (const { name, addresses } of scenarios) {
    const load = await runLoad(server.url, {
      connections: settings.connections,
      seconds: settings.seconds,
      next: inTurn(addresses),
    });
    await server.call('/__bench/idle');
    const row = {
      scenario: name,
      addresses: addresses.length,
      figures: figuresOf([...load.byKind.values()], load.seconds),
      errors: load.errors,
    };
    rows.push(row);
    const f = row.figures;
    console.log(
      `  cold ${name.padEnd(26)} ${f.rps.toFixed(0)} req/s, p50/p95/p99 ${f.p50.toFixed(0)}/${f.p95.toFixed(0)}/${f.p99.toFixed(0)} ms`,
    );
  }
  await server.stop();
  return rows;
}

type ServerStats = {
  cache: CacheStats | null;
  heapUsed: number;
  rss: number;
  peak: { entries: number; bytes: number; heapUsed: number; rss: number };
};

async function runMix(target: string, ranked: Address[]): Promise<MixReport> {
  const server = await startServer(target, true);
  const started = await server.call<ServerStats>('/__bench/stats');
  await server.call(
    `/__bench/writer/start?orderEveryMs=${settings.orderEveryMs}&priceEveryMs=${settings.priceEveryS * 1000}`,
  );
  const warm = await runLoad(server.url, {
    connections: settings.connections,
    seconds: settings.warmSeconds,
    next: zipf(ranked),
  });
  await server.call('/__bench/idle');
  const before = await server.call<ServerStats>('/__bench/stats');
  const load = await runLoad(server.url, {
    connections: settings.connections,
    seconds: settings.mixSeconds,
    next: zipf(ranked),
  });
  await server.call('/__bench/idle');
  // Read before the writer stops: its last change (a raised price put back) empties the cache.
  const after = await server.call<ServerStats>('/__bench/stats');
  const writes = await server.call<{ orders: number; prices: number; failures: number }>(
    '/__bench/writer/stop',
  );
  await server.stop();
  const byKind = kinds.map((kind) => {
    const samples = load.byKind.get(kind);
    return { kind, figures: figuresOf(samples ? [samples] : [], load.seconds) };
  });
  const overall = figuresOf([...load.byKind.values()], load.seconds);
  console.log(
    `  mix  ${overall.rps.toFixed(0)} req/s, p50/p95/p99 ${overall.p50.toFixed(0)}/${overall.p95.toFixed(0)}/${overall.p99.toFixed(0)} ms`,
  );
  return {
    addresses: ranked.length,
    seconds: load.seconds,
    warm: {
      seconds: warm.seconds,
      overall: figuresOf([...warm.byKind.values()], warm.seconds),
      cacheBefore: started.cache,
      cacheAfter: before.cache,
    },
    byKind,
    overall,
    errors: load.errors,
    orders: writes.orders,
    prices: writes.prices,
    orderEveryMs: settings.orderEveryMs,
    priceEveryS: settings.priceEveryS,
    failedChanges: writes.failures,
    cacheBefore: before.cache,
    cacheAfter: after.cache,
    heapUsed: after.heapUsed,
    rss: after.rss,
    peak: after.peak,
  };
}

async function benchDatabase(label: DatabaseReport['label'], target: string): Promise<DatabaseReport> {
  const started = performance.now();
  const loadAverage = currentLoad();
  const database = target.startsWith('postgres')
    ? await openDatabase({ databaseUrl: target })
    : await openDatabase({ dataDir: target });
  const seeded = await seedCatalogue(database.db, { scale: settings.scale });
  const seeding = seeded.skipped ? 'already seeded' : `seeded in ${(seeded.ms / 1000).toFixed(1)} s`;
  console.log(`${label}: ${seeded.articles} articles, ${seeding}`);
  const ranked = await catalogueAddresses(database.db, mixAddresses);
  if (ranked.length < 10_000)
    console.log(`  only ${ranked.length} distinct addresses at this scale (want ≥ 10,000)`);
  const scenarios = await coldScenarios(database.db, ranked);
  const version = await databaseVersion(database);
  // PGlite allows one process per folder: this connection closes before the server opens it.
  await database.close();
  const cold = await runCold(target, scenarios);
  const mix = await runMix(target, ranked);
  console.log(`${label}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { label, version, articles: seeded.articles, seeding, loadAverage, cold, mix };
}

const started = new Date();
const reports: DatabaseReport[] = [];
if (process.env.BENCH_PGLITE !== '0') {
  const dataDir = fileURLToPath(new URL(`../.bench/pglite-scale-${settings.scale}`, import.meta.url));
  mkdirSync(dataDir, { recursive: true });
  reports.push(await benchDatabase('PGlite', dataDir));
} else console.log('PGlite: skipped (BENCH_PGLITE=0)');

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) reports.push(await benchDatabase('PostgreSQL', postgresUrl));
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to include it)');

console.log(`\n${reports.flatMap((report) => databaseSection(report, settings)).join('\n')}`);
writeSummary({ settings, reports });
if (process.env.BENCH_RECORD !== '0') {
  recordLatest(
    fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url)),
    latestRun(reports, settings, started),
  );
  console.log('Recorded in docs/benchmarks.md (BENCH_RECORD=0 skips that).');
}
