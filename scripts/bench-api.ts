// npm run bench:api — autocannon against search, product list with a vehicle filter, and article lookup,
// on a catalogue of SEED_SCALE × 20,000 articles (default 5 → 100,000), on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL. Prints req/s and p50/p99, with the answer cache on and off.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { desc, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../server/db/client';
import { articleOeNumbers, articles, articleVehicles } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed-catalogue';

const scale = Number(process.env.SEED_SCALE ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const uncachedConnections = Number(process.env.BENCH_UNCACHED_CONNECTIONS ?? 8);

type Row = {
  db: string;
  cache: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

async function pathsFor(database: Database) {
  const db = database.db;
  const sample = await db
    .select({ number: articles.articleNumber, name: articles.nameNo })
    .from(articles)
    .orderBy(sql`md5(${articles.articleId}::text)`)
    .limit(300);
  const oe = await db.select({ number: articleOeNumbers.oeNumber }).from(articleOeNumbers).limit(100);
  const busy = await db
    .select({ carId: articleVehicles.carId })
    .from(articleVehicles)
    .groupBy(articleVehicles.carId)
    .orderBy(desc(sql`count(*)`))
    .limit(40);
  const words = [
    'bremseskive',
    'oljefilter',
    'luftfilter',
    'støtdemper',
    'tennplugg',
    'lyspære',
    'viskerblad',
    'batteri',
  ];
  const searches = [
    ...sample.slice(0, 120).map((a) => a.number),
    ...oe.map((o) => o.number.replace(/\s/g, '')),
    ...words,
    ...sample.slice(120, 200).map((a) => a.name.split(' ')[0] ?? 'filter'),
  ];
  return {
    search: searches.map((q) => `/api/tecdoc/search?lang=no&perPage=16&search=${encodeURIComponent(q)}`),
    'list by vehicle': busy.flatMap((b) =>
      [1, 2].map((page) => `/api/tecdoc/get-products?lang=no&perPage=16&page=${page}&carId=${b.carId}`),
    ),
    'article lookup': sample.map(
      (a) =>
        `/api/tecdoc/get-product-by-article-number?lang=no&articleNumber=${encodeURIComponent(a.number)}`,
    ),
  };
}

async function run(url: string, paths: string[], clients: number) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: clients,
    duration: seconds,
    timeout: 60,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length] as string }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/** Starts scripts/bench-server.ts and resolves with its URL and a stop function. */
async function startServer(target: string, cache: boolean) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-server.ts', import.meta.url))],
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
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function benchDatabase(label: string, target: string): Promise<Row[]> {
  const started = performance.now();
  const database = target.startsWith('postgres')
    ? await openDatabase({ databaseUrl: target })
    : await openDatabase({ dataDir: target });
  const report = await seedCatalogue(database.db, { scale });
  console.log(
    `${label}: catalogue ${report.skipped ? 'already seeded' : `seeded in ${(report.ms / 1000).toFixed(1)} s`} (${report.articles} articles)`,
  );
  const paths = await pathsFor(database);
  // PGlite allows one process per folder: the sampling connection closes before the server opens it.
  await database.close();
  const rows: Row[] = [];
  for (const cache of [true, false]) {
    const { url, stop } = await startServer(target, cache);
    for (const [scenario, list] of Object.entries(paths)) {
      // With the cache: every path asked once first, as a day of traffic would. Without it: fewer clients,
      // since each answer costs real queries and a deep queue only measures waiting.
      if (cache) for (const path of list) await fetch(url + path).then((res) => res.arrayBuffer());
      const figures = await run(url, list, cache ? connections : uncachedConnections);
      // Let queries still running from this scenario finish before the next one starts.
      await fetch(`${url}/api/health`).then((res) => res.arrayBuffer());
      rows.push({ db: label, cache: cache ? 'on' : 'off', scenario, ...figures });
      console.log(`  cache ${cache ? 'on ' : 'off'} ${scenario.padEnd(16)} ${JSON.stringify(figures)}`);
    }
    await stop();
  }
  console.log(`${label}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return rows;
}

const rows: Row[] = [];
const dataDir = fileURLToPath(new URL(`../.bench/pglite-scale-${scale}`, import.meta.url));
mkdirSync(dataDir, { recursive: true });
rows.push(...(await benchDatabase('PGlite', dataDir)));

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  rows.push(...(await benchDatabase('PostgreSQL', postgresUrl)));
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to include it)');
}

console.log(
  `\n${scale * 20_000} articles; ${connections} connections with the cache, ${uncachedConnections} without; ${seconds} s per run\n`,
);
console.log('| database | cache | scenario | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.db} | ${r.cache} | ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
