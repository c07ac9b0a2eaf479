// npm run bench:api — autocannon against search, product list with a vehicle filter, and article lookup,
// on a catalogue of SEED_SCALE × 20,000 articles (default 5 → 100,000), on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL. Prints req/s and p50/p99, with the answer cache on and off.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { desc, sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { articleOeNumbers, articles, articleVehicles } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed-catalogue';
import { createLogger } from '../server/lib/logger';
import { createMailer } from '../server/lib/mailer';
import { createLocalCatalogue } from '../server/services/catalogue/catalogue';
import { createEmbeddedRegister } from '../server/services/vehicle-register/embedded';

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

async function benchDatabase(label: string, database: Database): Promise<Row[]> {
  const started = performance.now();
  const report = await seedCatalogue(database.db, { scale });
  console.log(
    `${label}: catalogue ${report.skipped ? 'already seeded' : `seeded in ${(report.ms / 1000).toFixed(1)} s`} (${report.articles} articles)`,
  );
  const paths = await pathsFor(database);
  const rows: Row[] = [];
  for (const cache of [true, false]) {
    const app = createApp({
      db: database.db,
      catalogue: createLocalCatalogue(database.db, createEmbeddedRegister(database.db), { cache }),
      logger: createLogger('silent'),
      mailer: createMailer({ db: database.db, from: 'bench@bildeler.no' }),
      localesDir: fileURLToPath(new URL('../src/locales', import.meta.url)),
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    await new Promise((resolve) => server.close(resolve));
  }
  console.log(`${label}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return rows;
}

const rows: Row[] = [];
const dataDir = fileURLToPath(new URL(`../.bench/pglite-scale-${scale}`, import.meta.url));
mkdirSync(dataDir, { recursive: true });
const pglite = await openDatabase({ dataDir });
rows.push(...(await benchDatabase('PGlite', pglite)));
await pglite.close();

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const postgres = await openDatabase({ databaseUrl: postgresUrl });
  rows.push(...(await benchDatabase('PostgreSQL', postgres)));
  await postgres.close();
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
