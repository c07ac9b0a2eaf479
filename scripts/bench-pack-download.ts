// npm run bench:pack-download — an offline parts pack as a user saves it: in Chromium, on the production
// build served by the real server, the vehicle whose number of parts is closest to BENCH_PACK_PARTS (20,000) is made
// the garage's vehicle and "Save for offline" is pressed. Timed from the press to the first progress shown (the
// first page stored) and to the pack shown as saved; the pack's record in IndexedDB gives the parts and the bytes.
// The shop runs on PostgreSQL when BENCH_DATABASE_URL is set (seeded at SEED_SCALE if empty), else on a PGlite of its
// own in .bench/pack-download-data; SEED_SCALE defaults to 4 (80,000 articles: the largest vehicle has ~23,000 parts).
// Prints the figures; BENCH_SUMMARY=<file> writes them as JSON (npm run bench).
import { chromium } from '@playwright/test';
import postgres from 'postgres';
import { buildCatalogue } from '../server/db/seed/seed-catalogue';
import { builtDist, chromiumOptions, root, startShop, writeSummary } from './bench-shop';

const scale = Number(process.env.SEED_SCALE ?? 4);
const wantParts = Number(process.env.BENCH_PACK_PARTS ?? 20_000);
const port = Number(process.env.BENCH_PACK_PORT ?? 19140);

/**
 * Each vehicle's number of parts: from the database's facet summaries when it is seeded already, else counted
 * from the seed, which is the same for a scale (a million articles would not fit in memory: seed the database first).
 */
async function partsPerVehicle(): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ carId: number; parts: number }[]>`
        select car_id as "carId", sum(articles)::int as parts from catalogue_facets where car_id > 0 group by car_id`;
      for (const row of rows) counts.set(row.carId, row.parts);
    } catch {
      // Not seeded yet: the shop seeds it at start.
    } finally {
      await sql.end();
    }
    if (counts.size > 0) return counts;
  }
  const { links } = buildCatalogue(scale) as unknown as { links: { carColumn: Int32Array } };
  for (const car of links.carColumn) counts.set(car, (counts.get(car) ?? 0) + 1);
  return counts;
}

/** The vehicle with the number of parts closest to `wantParts`. */
async function chooseVehicle() {
  let best = { carId: 0, parts: 0 };
  for (const [carId, parts] of await partsPerVehicle())
    if (Math.abs(parts - wantParts) < Math.abs(best.parts - wantParts)) best = { carId, parts };
  return best;
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const vehicle = await chooseVehicle();
console.log(`Vehicle ${vehicle.carId}: ${vehicle.parts} parts (scale ${scale})`);
const shop = await startShop(
  port,
  {
    NODE_ENV: 'production',
    DIST_DIR: builtDist(),
    SEED_SCALE: String(scale),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: `${root}.bench/pack-download-data` }),
  },
  900_000,
);
const browser = await chromium.launch(chromiumOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${shop.origin}/robots.txt`);
  await page.evaluate(() => localStorage.setItem('bildeler.locale', 'en'));
  await page.goto(`${shop.origin}/all?motorID=${vehicle.carId}`);
  await page.getByRole('button', { name: 'Make this my vehicle' }).click();
  const box = page.getByTestId('vehicle-offline');
  const save = box.getByRole('button', { name: /^Save parts for .* for offline use$/ });
  await save.waitFor();
  const started = performance.now();
  await save.click();
  await box
    .getByRole('progressbar')
    .and(page.locator(':not([aria-valuenow="0"])'))
    .waitFor({ timeout: 120_000 });
  const firstProgressMs = performance.now() - started;
  await box.locator('[data-testid=pack-control][data-state=ready]').waitFor({ timeout: 900_000 });
  const totalMs = performance.now() - started;
  const pack = await page.evaluate(
    (carId) =>
      new Promise<{ stored: number; total: number; bytes: number; chunks: number }>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('packs').objectStore('packs').get(carId);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
        };
      }),
    vehicle.carId,
  );
  const figures = {
    carId: vehicle.carId,
    parts: pack.stored,
    serverTotal: pack.total,
    pages: pack.chunks,
    firstProgressMs: Math.round(firstProgressMs),
    totalMs: Math.round(totalMs),
    partsPerSecond: Math.round(pack.stored / (totalMs / 1000)),
    megabytes: Number((pack.bytes / 1e6).toFixed(1)),
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
  };
  console.table([figures]);
  if (pack.stored !== pack.total)
    throw new Error(`stored ${pack.stored} parts, the server counts ${pack.total}`);
  writeSummary(figures);
} finally {
  await browser.close();
  shop.stop();
}
