// npm run bench:pack — what the offline parts packs (GET /api/packs/vehicle/{carId}) cost the server, on PostgreSQL
// (BENCH_DATABASE_URL, required) seeded at SEED_SCALE × 20,000 articles (default 4, seeded once by seedCatalogue).
// The server runs in its own process (scripts/bench-server.ts, the answer cache off so every other call reads the
// database). Printed:
// 1. One pack alone: the vehicle with the number of parts closest to BENCH_PACK_PARTS (20,000), downloaded page by
//    page (BENCH_PACK_LIMIT, default 2,000 parts, gzip asked): time per page p50/p95, the whole pack's time, parts/s,
//    bytes raw and gzipped.
// 2. The other calls alone, then while BENCH_PACK_CLIENTS (4) clients download that pack again and again: p50/p95 of
//    get-products for other vehicles (BENCH_CONNECTIONS, 4, in turn over 200 vehicles), and the pages' times then
//    (more clients than the 2 turns a process gives, so some pages wait).
// The per-address pack limit is reset between runs (every request comes from 127.0.0.1).
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { seedCatalogue } from '../server/db/seed/seed-catalogue';

const url = process.env.BENCH_DATABASE_URL;
if (!url?.startsWith('postgres'))
  throw new Error('set BENCH_DATABASE_URL=postgres://… (a database of its own)');
const scale = Number(process.env.SEED_SCALE ?? 4);
const wantParts = Number(process.env.BENCH_PACK_PARTS ?? 20_000);
const limit = Number(process.env.BENCH_PACK_LIMIT ?? 2000);
const packClients = Number(process.env.BENCH_PACK_CLIENTS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);

const database = await openDatabase({ databaseUrl: url });
const seeded = await seedCatalogue(database.db, { scale });
console.log(
  `PostgreSQL: ${seeded.articles} articles, ${seeded.skipped ? 'already seeded' : `seeded in ${(seeded.ms / 1000).toFixed(0)} s`}`,
);
const cars = rowsOf<{ carId: number; parts: number }>(
  await database.db.execute(
    sql`select car_id as "carId", count(*)::int as parts from article_vehicles group by car_id order by car_id`,
  ),
);
const packCar = cars.reduce((best, car) =>
  Math.abs(car.parts - wantParts) < Math.abs(best.parts - wantParts) ? car : best,
);
const others = cars.filter((car) => car.carId !== packCar.carId && car.parts >= 16).slice(0, 200);
const resetLimit = () => database.db.execute(sql`delete from rate_limits where key like 'pack-ip:%'`);

const child = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./bench-server.ts', import.meta.url))],
  {
    env: { ...process.env, BENCH_DB: url, BENCH_CACHE: 'off', BENCH_MARK: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const port = await new Promise<number>((resolve, reject) => {
  child.stdout.on('data', (chunk: Buffer) => {
    const match = /listening (\d+)/.exec(chunk.toString());
    if (match?.[1]) resolve(Number(match[1]));
  });
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

type Answer = { status: number; ms: number; gzipped: number; body: Buffer };

/** GET `path` asking for gzip; the body as it came (gzipped bytes) and unpacked. */
const get = (path: string, gzip = true) =>
  new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path, headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            gzipped: raw.length,
            body,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** One whole pack, page by page; the pages' times and sizes. */
async function downloadPack() {
  const pages: Answer[] = [];
  let next: string | null = null;
  let parts = 0;
  let busy = 0;
  const started = performance.now();
  do {
    const answer = await get(
      `/api/packs/vehicle/${packCar.carId}?lang=no&limit=${limit}${next ? `&cursor=${next}` : ''}`,
    );
    if (answer.status === 503) {
      busy += 1;
      continue;
    }
    if (answer.status !== 200)
      throw new Error(`pack page: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    const page = JSON.parse(answer.body.toString()) as { parts: unknown[]; next: string | null };
    parts += page.parts.length;
    next = page.next;
    pages.push(answer);
  } while (next);
  return { pages, parts, ms: performance.now() - started, busy };
}

/** get-products for other vehicles in turn, `connections` at once, until `until()` says stop. */
async function otherCalls(until: () => boolean) {
  const times: number[] = [];
  let turn = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until()) {
        const car = others[turn++ % others.length] as { carId: number };
        const answer = await get(
          `/api/tecdoc/get-products?lang=no&perPage=16&carId=${car.carId}&page=${1 + (turn % 3)}`,
        );
        if (answer.status !== 200) throw new Error(`get-products: ${answer.status}`);
        times.push(answer.ms);
      }
    }),
  );
  return times;
}

await resetLimit();
await downloadPack(); // warms the database's cache, as a server that has been open a while
await resetLimit();
const alone = await downloadPack();
const pageMs = alone.pages.map((page) => page.ms);
const raw = alone.pages.reduce((sum, page) => sum + page.body.length, 0);
const gzipped = alone.pages.reduce((sum, page) => sum + page.gzipped, 0);

const baselineEnd = performance.now() + seconds * 1000;
const baseline = await otherCalls(() => performance.now() > baselineEnd);

await resetLimit();
let stop = false;
const during: number[] = [];
let busy = 0;
let packs = 0;
const downloads = Promise.all(
  Array.from({ length: packClients }, async () => {
    while (!stop) {
      const pack = await downloadPack();
      during.push(...pack.pages.map((page) => page.ms));
      busy += pack.busy;
      packs += 1;
    }
  }),
);
const loadedEnd = performance.now() + seconds * 1000;
const loaded = await otherCalls(() => performance.now() > loadedEnd);
stop = true;
await downloads;

child.kill('SIGTERM');
await database.close();

console.log(`
Pack of car ${packCar.carId}: ${alone.parts} parts (asked for the vehicle closest to ${wantParts}), ${alone.pages.length} pages of ${limit}
  alone:   page ${ms(pageMs)}; whole pack ${(alone.ms / 1000).toFixed(2)} s, ${Math.round(alone.parts / (alone.ms / 1000))} parts/s
  size:    ${mb(raw)} JSON, ${mb(gzipped)} gzipped (${((gzipped / raw) * 100).toFixed(0)} %), ${(raw / alone.parts).toFixed(0)} B per part raw
Other calls (get-products of ${others.length} other vehicles, ${connections} at once, answer cache off, ${seconds} s each)
  alone:                 ${ms(baseline)} (${baseline.length} calls)
  while ${packClients} clients download packs: ${ms(loaded)} (${loaded.length} calls)
  pack pages then:       ${ms(during)} (${during.length} pages, ${packs} whole packs, ${busy} answered 503 busy)`);
process.exit(0);
