// npm run bench:pack-search — the offline search over a vehicle's parts pack (docs/benchmarks.md, Targets: 30 ms p95 at 20,000 parts,
// from the call to the answer, the first search after a page load included), in Chromium with real IndexedDB.
// The app's own modules (src/db/product-search.ts and the packs' pack-*.ts) are bundled with esbuild and served on an http origin
// through Playwright's page.route; the page stores BENCH_PACK_PARTS (20,000) synthetic parts (src/db/testing-packs.ts)
// page by page as the downloader does, plus 500 products seen. Cold: the first search after each reload (the pack's
// columns read from IndexedDB); then the index read on its own (warmDeviceSearch, as the search page does when it
// opens offline) and the first search after it; warm: searches after those. The mix: names, article numbers typed with odd spacing,
// OE numbers. The offline list (the vehicle page's one-item list, a filtered category page) is timed the same way.
// BENCH_SUMMARY=<file> writes the figures as JSON.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumOptions, percentile, root, writeSummary } from './bench-shop';

const parts = Number(process.env.BENCH_PACK_PARTS ?? 20_000);
const coldRuns = Number(process.env.BENCH_PACK_COLD ?? 15);
const warmRuns = Number(process.env.BENCH_PACK_WARM ?? 300);
const origin = 'http://bench.bildeler.test';

// The page's code: the app's modules and a few helpers on window.bench.
const entry = `
import { AppDB } from './src/db/schema';
import { rememberProducts } from './src/db/catalog';
import { searchSeenProducts, warmDeviceSearch } from './src/db/product-search';
import { sampleProduct } from './src/db/testing';
import { packPageSize } from './src/domain/pack';
import { packStored, searchChunkOf } from './src/db/pack-search';
import { readPackList } from './src/db/pack-query';
import { samplePackPart } from './src/db/testing-packs';
import { normalisePartNumber } from './src/domain/part-number';
import Dexie from 'dexie';

const carId = 4711;
const category = (slug, value, subItems = []) => ({ name: slug, slug, value, index: 0, layout: '', image: '', subItems });
const tree = [
  category('bremser', [82, 402], [category('bremseskiver', [82]), category('bremseklosser', [402])]),
  category('filter', [7, 8], [category('oljefilter', [7]), category('luftfilter', [8])]),
  category('motor', [1, 424], [category('tennplugger', [1])]),
  category('understell', [854]),
  category('lys', [298]),
];
let db;
const spaced = (number, i) => [...number.replace(/\\s/g, '')].map((c, n) => (n % (2 + (i % 3)) === 1 ? c + ['', ' ', '.', '-'][i % 4] : c)).join('');

window.bench = {
  async open() {
    db = new AppDB('bench-pack');
    await db.open();
  },
  async seed(count) {
    await new AppDB('bench-pack').delete();
    await this.open();
    let chunk = 0;
    for (let start = 0; start < count; start += packPageSize) {
      const page = Array.from({ length: Math.min(packPageSize, count - start) }, (_, i) => samplePackPart(start + i + 1));
      await db.transaction('rw', [db.packs, db.packParts, db.packSearch], async () => {
        await db.packParts.bulkPut(page.map((part) => ({ ...part, carId })));
        await db.packSearch.put(searchChunkOf(carId, chunk, page));
        chunk++;
        await db.packs.put({
          carId, vehicle: { manuName: 'VOLVO', modelname: 'V70', typeName: '2.4' }, lang: 'no',
          state: start + page.length >= count ? 'ready' : 'downloading', cursor: null, chunks: chunk, total: count,
          stored: start + page.length, bytes: 0, version: Date.now(), startedAt: 0, savedAt: Date.now(),
        });
      });
    }
    await packStored(db, carId);
    await rememberProducts(db, Array.from({ length: 500 }, (_, i) => sampleProduct(1_000_000 + i)));
  },
  queries(count) {
    const names = ['bremseskive', 'oljefilter mann', 'bosch bremseklosser', 'luftfilter', 'støtdemper sachs', 'lyspære', 'filter', 'tennplugg bosch'];
    const list = [];
    for (let i = 0; list.length < count; i++) {
      const part = samplePackPart(1 + ((i * 7919) % ${parts}));
      const kind = i % 4;
      if (kind === 0) list.push(names[i % names.length]);
      else if (kind === 1) list.push(spaced(part.articleNumber, i));
      else if (kind === 2) list.push(spaced(part.oeNumbers[0].oeNumber, i));
      else list.push(part.articleNumber.replace(/\\s/g, '').slice(0, 5 + (i % 3)));
    }
    return list;
  },
  // The alternative (BENCH_PACK_MULTIENTRY=1): the parts with a multiEntry index of their words and numbers.
  async multiSeed(count) {
    await Dexie.delete('bench-multi');
    const multi = new Dexie('bench-multi');
    multi.version(1).stores({ parts: '[carId+articleId], *tokens' });
    const start = performance.now();
    for (let at = 0; at < count; at += packPageSize) {
      const page = Array.from({ length: Math.min(packPageSize, count - at) }, (_, i) => samplePackPart(at + i + 1));
      await multi.table('parts').bulkPut(page.map((part) => ({
        ...part, carId,
        tokens: [...new Set([
          ...[part.articleName, part.name, part.alfa, part.mfrName, ...part.tags].join(' ').toLocaleLowerCase().split(/s+/).filter(Boolean),
          normalisePartNumber(part.articleNumber),
          ...part.oeNumbers.map((oe) => normalisePartNumber(oe.oeNumber)),
        ])],
      })));
    }
    window.multi = multi;
    return { ms: performance.now() - start, total: count, shown: 0 };
  },
  async multiSearch(text) {
    const multi = window.multi ?? new Dexie('bench-multi');
    if (!window.multi) { multi.version(1).stores({ parts: '[carId+articleId], *tokens' }); window.multi = multi; }
    const start = performance.now();
    const words = text.trim().toLocaleLowerCase().split(/s+/);
    // Prefix matches only (an index cannot find a number inside another); every word: the keys intersected; then
    // the matches read whole to rank them by reviews.
    const sets = await Promise.all([...words.map((w) => multi.table('parts').where('tokens').startsWith(w).primaryKeys()),
      multi.table('parts').where('tokens').startsWith(normalisePartNumber(text)).primaryKeys()]);
    const byWords = sets.slice(0, -1).reduce((a, b) => { const keep = new Set(b.map(String)); return a.filter((k) => keep.has(String(k))); });
    const keys = [...new Map([...sets[sets.length - 1], ...byWords].map((k) => [String(k), k])).values()];
    const found = await multi.table('parts').bulkGet(keys);
    found.sort((a, b) => b.reviews - a.reviews);
    return { ms: performance.now() - start, total: found.length, shown: Math.min(16, found.length) };
  },
  async warm() {
    const start = performance.now();
    await warmDeviceSearch(db);
    return { ms: performance.now() - start, total: 0, shown: 0 };
  },
  async search(text) {
    const start = performance.now();
    const page = await searchSeenProducts(db, text, 1, 16);
    return { ms: performance.now() - start, total: page.total, shown: page.items.length };
  },
  async list(kind) {
    const request = kind === 'vehicle'
      ? { lang: 'no', page: 1, sort: 'default', filters: { vehicle: carId }, perPage: 1 }
      : { lang: 'no', page: 2, sort: 'name_asc', filters: { vehicle: carId, category: 'bremser', brand: ['bosch', 'brembo'], price: [200, 3000] } };
    const start = performance.now();
    const page = await readPackList(db, request, tree);
    return { ms: performance.now() - start, total: page?.total ?? -1, shown: page?.items.length ?? 0 };
  },
};
`;

const bundled = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'bench-pack-entry.ts' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'error',
});
const code = bundled.outputFiles[0]?.text ?? '';

const browser = await chromium.launch(chromiumOptions);
const page = await browser.newPage();
await page.route(`${origin}/**`, (route) => {
  const url = new URL(route.request().url());
  if (url.pathname === '/bench.js') return route.fulfill({ contentType: 'text/javascript', body: code });
  return route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><meta charset="utf-8"><title>bench</title><script type="module" src="/bench.js"></script>',
  });
});

type Timed = { ms: number; total: number; shown: number };
type Bench = {
  open(): Promise<void>;
  seed(count: number): Promise<void>;
  queries(count: number): string[];
  search(text: string): Promise<Timed>;
  list(kind: 'vehicle' | 'category'): Promise<Timed>;
  warm(): Promise<Timed>;
  multiSeed(count: number): Promise<Timed>;
  multiSearch(text: string): Promise<Timed>;
};
declare const window: { bench: Bench };

const load = async () => {
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'bench' in window);
};
await load();
const seedStart = Date.now();
await page.evaluate((count) => window.bench.seed(count), parts);
const seedMs = Date.now() - seedStart;
const queries = await page.evaluate((count) => window.bench.queries(count), Math.max(coldRuns, 40));

/** After a reload: the database opened (as the app opens it at start), then the first call timed. */
async function cold(call: () => Promise<Timed>): Promise<Timed> {
  await load();
  await page.evaluate(() => window.bench.open());
  return call();
}

const coldSearch: Timed[] = [];
for (let i = 0; i < coldRuns; i++) {
  const text = queries[i % queries.length] as string;
  coldSearch.push(await cold(() => page.evaluate((t) => window.bench.search(t), text)));
}
// As the search page does offline (use-search-results.ts): the index read when it opens, then the first search.
const warmUps: Timed[] = [];
const afterWarmUp: Timed[] = [];
for (let i = 0; i < coldRuns; i++) {
  const text = queries[(i + 7) % queries.length] as string;
  warmUps.push(await cold(() => page.evaluate(() => window.bench.warm())));
  afterWarmUp.push(await page.evaluate((t) => window.bench.search(t), text));
}
const warmSearch: Timed[] = [];
for (let i = 0; i < warmRuns; i++) {
  const text = queries[i % queries.length] as string;
  warmSearch.push(await page.evaluate((t) => window.bench.search(t), text));
}
const lists: Record<string, { cold: Timed[]; warm: Timed[] }> = {};
for (const kind of ['vehicle', 'category'] as const) {
  const coldList: Timed[] = [];
  for (let i = 0; i < coldRuns; i++)
    coldList.push(await cold(() => page.evaluate((k) => window.bench.list(k), kind)));
  const warmList: Timed[] = [];
  for (let i = 0; i < 50; i++) warmList.push(await page.evaluate((k) => window.bench.list(k), kind));
  lists[kind] = { cold: coldList, warm: warmList };
}
const multiRows: Timed[][] = [];
if (process.env.BENCH_PACK_MULTIENTRY) {
  const seeded = await page.evaluate((count) => window.bench.multiSeed(count), parts);
  const coldMulti: Timed[] = [];
  for (let i = 0; i < coldRuns; i++) {
    const text = queries[i % queries.length] as string;
    await load();
    coldMulti.push(await page.evaluate((t) => window.bench.multiSearch(t), text));
  }
  const warmMulti: Timed[] = [];
  for (let i = 0; i < 100; i++) {
    warmMulti.push(
      await page.evaluate((t) => window.bench.multiSearch(t), queries[i % queries.length] as string),
    );
  }
  multiRows.push([seeded], coldMulti, warmMulti);
}
await browser.close();

const row = (what: string, runs: Timed[]) => {
  const ms = runs.map((run) => run.ms);
  return {
    what,
    runs: runs.length,
    p50: Number(percentile(ms, 50).toFixed(1)),
    p95: Number(percentile(ms, 95).toFixed(1)),
    max: Number(Math.max(...ms).toFixed(1)),
    'found (median)': percentile(
      runs.map((run) => run.total),
      50,
    ),
  };
};
const rows = [
  row('search, cold (first after load)', coldSearch),
  row('index read at load (warmDeviceSearch)', warmUps),
  row('search, first after the index read', afterWarmUp),
  row('search, warm', warmSearch),
  row('vehicle page list (perPage 1), cold', lists.vehicle?.cold ?? []),
  row('vehicle page list (perPage 1), warm', lists.vehicle?.warm ?? []),
  row('filtered category list, cold', lists.category?.cold ?? []),
  row('filtered category list, warm', lists.category?.warm ?? []),
  ...(multiRows.length
    ? [
        row('multiEntry alternative: storing the parts', multiRows[0] ?? []),
        row('multiEntry alternative: search, cold', multiRows[1] ?? []),
        row('multiEntry alternative: search, warm', multiRows[2] ?? []),
      ]
    : []),
];
console.log(
  `Offline parts pack, ${parts} parts in IndexedDB (+500 products seen), Chromium; stored in ${seedMs} ms`,
);
console.table(rows);
writeSummary({ parts, seedMs, rows });
