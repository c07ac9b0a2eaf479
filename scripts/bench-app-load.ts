// npm run bench:app-load — how long the app's code takes to arrive on a slow phone: the private pages (drawn by the
// app, not the server) opened fresh, without the service worker, in Chromium with a phone's CPU (4× slower) on a slow
// mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), on the production build served by the real
// server (a PGlite of its own in .bench/app-load-data, SEED_SCALE 0.1). For each page, the median of BENCH_RUNS (3):
// the ms from the request to the page drawn by the app (<html data-app-page>) and to the app answering every tap
// (<html data-app>, the shell's parts drawn too), with the requests and the JavaScript the page loaded by then.
// BENCH_WEB_DIST=<dist> times another build (e.g. one cut into files another way: vite/chunks.ts).
import { chromium } from '@playwright/test';
import { appReadyAttribute, pageReadyAttribute } from '../src/first-visit/names';
import { builtDist, chromiumOptions, median, root, startShop, writeSummary } from './bench-shop';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_APP_LOAD_PORT ?? 19150);
const pages = ['/cart', '/wishlist', '/compare', '/checkout', '/account/garage', '/account/offline-parts'];

const shop = await startShop(port, {
  NODE_ENV: 'production',
  DIST_DIR: builtDist(),
  DATA_DIR: `${root}.bench/app-load-data`,
});
const browser = await chromium.launch(chromiumOptions);
const rows: { page: string; drawnMs: number; readyMs: number; requests: number; scriptKb: number }[] = [];
try {
  for (const path of pages) {
    const drawn: number[] = [];
    const ready: number[] = [];
    let requests = 0;
    let scriptKb = 0;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 412, height: 823 },
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const start = Date.now();
      await page.goto(shop.origin + path, { waitUntil: 'commit' });
      await page.locator(`html[${pageReadyAttribute}]`).waitFor({ state: 'attached', timeout: 60_000 });
      drawn.push(Date.now() - start);
      await page.locator(`html[${appReadyAttribute}]`).waitFor({ state: 'attached', timeout: 60_000 });
      ready.push(Date.now() - start);
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => {
          const entry = e as PerformanceResourceTiming;
          return { script: entry.name.endsWith('.js'), bytes: entry.encodedBodySize };
        }),
      );
      requests = loaded.length;
      scriptKb = loaded.filter((e) => e.script).reduce((sum, e) => sum + e.bytes, 0) / 1024;
      await context.close();
    }
    rows.push({ page: path, drawnMs: median(drawn), readyMs: median(ready), requests, scriptKb });
  }
} finally {
  await browser.close();
  shop.stop();
}

console.log(`Private pages on a slow phone (4× CPU, 150 ms, 1.6 Mbit/s), median of ${runs}:`);
console.log('| page | drawn | ready for taps | requests | JavaScript (as sent) |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| \`${row.page}\` | ${row.drawnMs} ms | ${row.readyMs} ms | ${row.requests} | ${row.scriptKb.toFixed(0)} KB |`,
  );
const total = (key: 'drawnMs' | 'readyMs') => rows.reduce((sum, row) => sum + row[key], 0);
console.log(`| all ${rows.length} | ${total('drawnMs')} ms | ${total('readyMs')} ms | | |`);
writeSummary({ pages: rows });
