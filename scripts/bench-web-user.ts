// What a visitor feels, which Lighthouse does not measure (it never taps, and never comes back offline):
// - firstTap: on a product list the server drew (a first visit), under Lighthouse's mobile throttling (4× CPU,
//   slow 4G, applied with CDP), a tap on the first product card: how long from the finger lifting (the tap is
//   complete) until something shows that the tap was taken (the progress bar), and until the product page's
//   heading is painted. Median of `runs` fresh visits.
// - offlineReload: a returning visitor (the app has run, the service worker controls the page) reloads a list
//   seen before, offline: how long from the start of the navigation until its product cards are painted.
//   p50 and p95 of `runs` reloads, desktop, no throttling.
import type { Browser, Page } from '@playwright/test';

/** Lighthouse 12's "slow 4G" as DevTools applies it, and its mobile CPU slowdown. */
const slow4g = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (607.5 * 1024) / 8,
};
const cpuSlowdown = 4;

/**
 * Set in every document: when a heading in main (by its text), the progress bar and product cards are first
 * painted. A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const watchPaints = `(() => {
  const marks = {};
  window.benchMarks = marks;
  const painted = (name) => {
    if (name in marks) return;
    marks[name] = -1;
    requestAnimationFrame(() => {
      marks[name] = performance.timeOrigin + performance.now();
      // Told at once where the bench listens: a page that is being left takes its marks with it.
      window.benchReport?.(name, marks[name]);
    });
  };
  const check = () => {
    const heading = document.querySelector('main h1')?.textContent;
    if (heading) painted('heading:' + heading);
    if (document.documentElement.hasAttribute('data-navigating')) painted('feedback');
    if (document.querySelector('[data-testid=product-card]')) painted('cards');
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  check();
  // The tap itself, as the page got it: the finger coming down, and lifting (a tap is complete then).
  for (const [type, name] of [['pointerdown', 'down'], ['pointerup', 'tap']])
    addEventListener(type, (event) => {
      marks[name] = performance.timeOrigin + event.timeStamp;
      window.benchReport?.(name, marks[name]);
    }, { capture: true, once: true });
})();`;

const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchMarks?: Record<string, number> }).benchMarks ?? {});

/** The paint time of the first mark that `name` accepts and that was painted after `after` (epoch ms). */
async function paintedMark(
  page: Page,
  name: string | ((mark: string) => boolean),
  after: number,
  timeoutMs = 30_000,
) {
  const accepts = typeof name === 'string' ? (mark: string) => mark === name : name;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const marks = await marksOf(page).catch(() => ({}));
    const at = Object.entries(marks)
      .filter(([mark, time]) => accepts(mark) && time > after)
      .map(([, time]) => time)
      .sort((a, b) => a - b)[0];
    if (at !== undefined) return at;
    if (Date.now() > deadline) throw new Error(`${name} not painted within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ??
  NaN;

export type FirstTap = { feedbackMs: number; pageMs: number; runs: number[][] };

/** A tap on the first product card of a list the server drew → product page heading painted (throttled). */
export async function firstTap(browser: Browser, listUrl: string, runs = 5): Promise<FirstTap> {
  const results: number[][] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const reported: Record<string, number> = {};
    await context.exposeFunction('benchReport', (name: string, at: number) => {
      reported[name] ??= at;
    });
    const page = await context.newPage();
    await page.addInitScript({ content: watchPaints });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(listUrl, { waitUntil: 'load' });
    const link = page.getByTestId('product-card').first().locator('h2 [data-href], h2 a').first();
    await link.waitFor();
    const listHeading = `heading:${await page.locator('main h1').first().textContent()}`;
    const tappedAt = Date.now();
    await link.tap({ noWaitAfter: true });
    const feedback = await paintedMark(page, 'feedback', tappedAt, 5000).catch(
      () => reported.feedback ?? Number.NaN,
    );
    // The next page: a heading other than the list's painted after the tap.
    const isNextHeading = (mark: string) => mark.startsWith('heading:') && mark !== listHeading;
    const pageAt = await paintedMark(page, isNextHeading, tappedAt).catch(() => Number.NaN);
    // From the moment the page got the tap (Playwright's own steps before it are not the visitor's); the time
    // the finger rested (down to up) is Playwright's too, and is printed apart.
    const liftedAt = reported.tap ?? tappedAt;
    results.push([feedback - liftedAt, pageAt - liftedAt, liftedAt - (reported.down ?? liftedAt)]);
    await context.close();
  }
  return {
    feedbackMs: median(results.map((r) => r[0] as number)),
    pageMs: median(results.map((r) => r[1] as number)),
    runs: results,
  };
}

export type OfflineReload = { p50: number; p95: number; runs: number[] };

/** A returning visitor's list, reloaded offline: navigation start → product cards painted. */
export async function offlineReload(browser: Browser, listUrl: string, runs = 15): Promise<OfflineReload> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.addInitScript({ content: watchPaints });
  await page.goto(listUrl);
  // The app has run (a tap would start it; a second load of a page runs it) and the service worker controls.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByTestId('product-card').first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.reload();
    const cards = await paintedMark(page, 'cards', 0, 15_000);
    const start = await page.evaluate(() => performance.timeOrigin);
    times.push(cards - start);
  }
  await context.close();
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs: times };
}
