// What a visitor feels, which Lighthouse does not measure (it never taps, and never comes back offline):
// - firstTap: on a product list the server drew (a first visit), under Lighthouse's mobile throttling (4× CPU,
//   slow 4G, applied with CDP), a tap on the first product card: how long from the finger lifting (the tap is
//   complete) until something shows that the tap was taken (the progress bar), and until the product page's
//   heading is painted. Median of `runs` fresh visits.
// - firstAdd: the same, for a tap on the first card's add-to-cart button: until the button shows the tap was
//   taken (busy, or the progress bar), and until the header's cart count shows.
// - offlineReload: a list seen on a first visit that the visitor used at once (a tap starts the app, which installs
//   the service worker), reloaded offline: how long from the start of the navigation until its first four product
//   cards (a row of the grid) are painted. p50 and p95 of `runs` (20) reloads, desktop, no throttling.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { catalogueCacheName } from '../src/api/catalogue-cache';
import { median, percentile } from './bench-shop';

/** Lighthouse 12's "slow 4G" as DevTools applies it, and its mobile CPU slowdown. */
const slow4g = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (607.5 * 1024) / 8,
};
const cpuSlowdown = 4;

/**
 * Set in every document: reports to the bench when a heading in main (by its text), the progress bar and product
 * cards are first painted, and when the finger comes down and lifts — at once, since a page being left takes
 * its own state with it. A string, not a function: tsx would wrap a function's inner names in a helper the page
 * does not have.
 */
const watchPaints = `(() => {
  const seen = new Set();
  const report = (name, at) => window.benchReport(name, at, performance.timeOrigin);
  const painted = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    requestAnimationFrame(() => report(name, performance.timeOrigin + performance.now()));
  };
  const check = () => {
    const heading = document.querySelector('main h1')?.textContent;
    if (heading) painted('heading:' + heading);
    if (document.documentElement?.hasAttribute('data-navigating')) painted('feedback');
    const cards = document.querySelectorAll('[data-testid=product-card]').length;
    if (cards > 0) painted('cards');
    if (cards >= 4) painted('cards:4');
    if (document.querySelector('[data-kept]') || document.documentElement?.hasAttribute('data-waiting')) painted('kept');
    const count = [...document.querySelectorAll('[data-cart-count]')].find((e) => e.checkVisibility());
    if (count) painted('count');
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  check();
  // The tap itself, as the page got it: the finger coming down, and lifting (a tap is complete then).
  for (const [type, name] of [['pointerdown', 'down'], ['pointerup', 'tap']])
    addEventListener(type, (event) => report(name, performance.timeOrigin + event.timeStamp), {
      capture: true,
      once: true,
    });
})();`;

/** A mark as a page reported it: epoch ms, and the time origin of the document that reported it. */
type Mark = { name: string; at: number; origin: number };

type PaintLog = Awaited<ReturnType<typeof paintLog>>;

/** Collects the marks of every page in `context` (watchPaints). */
async function paintLog(context: BrowserContext) {
  const marks: Mark[] = [];
  await context.exposeFunction('benchReport', (name: string, at: number, origin: number) => {
    marks.push({ name, at, origin });
  });
  await context.addInitScript({ content: watchPaints });
  return {
    /** The first mark from index `from` on that `accepts` takes; undefined when none comes within `timeoutMs`. */
    async first(accepts: (name: string) => boolean, from = 0, timeoutMs = 30_000): Promise<Mark | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mark = marks.slice(from).find((m) => accepts(m.name));
        if (mark || Date.now() > deadline) return mark;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    get length() {
      return marks.length;
    },
  };
}

const named = (name: string) => (mark: string) => mark === name;

/** A phone's window, fresh: no service worker, nothing kept. */
const phoneContext = (browser: Browser) =>
  browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });

/** A page under Lighthouse's mobile throttling. */
async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/**
 * `runs` fresh visits to a list the server drew, on a throttled phone: `measure` taps something and gives its
 * figures, each in ms from the finger lifting.
 */
async function throttledTaps(
  browser: Browser,
  listUrl: string,
  runs: number,
  measure: (page: Page, log: PaintLog, lifted: (before: number) => Promise<number>) => Promise<number[]>,
): Promise<number[][]> {
  const results: number[][] = [];
  for (let run = 0; run < runs; run++) {
    const context = await phoneContext(browser);
    const log = await paintLog(context);
    const page = await throttledPage(context);
    await page.goto(listUrl, { waitUntil: 'load' });
    const lifted = async (before: number) => (await log.first(named('tap'), before, 5000))?.at ?? Number.NaN;
    results.push(await measure(page, log, lifted));
    await context.close();
  }
  return results;
}

/** Time from `from` to a mark, or NaN when it never came. */
const since = (from: number, mark?: Mark) => (mark ? mark.at - from : Number.NaN);

export type FirstTap = { feedbackMs: number; pageMs: number; runs: number[][] };

/** A tap on the first product card of a list the server drew → product page heading painted (throttled). */
export async function firstTap(browser: Browser, listUrl: string, runs = 5): Promise<FirstTap> {
  const results = await throttledTaps(browser, listUrl, runs, async (page, log, lifted) => {
    const link = page.getByTestId('product-card').first().locator('h2 [data-href], h2 a').first();
    await link.waitFor();
    const listHeading = `heading:${await page.locator('main h1').first().textContent()}`;
    const before = log.length;
    await link.tap({ noWaitAfter: true });
    // From the moment the page got the tap, the finger lifting (Playwright's own steps before it are not the
    // visitor's); the time the finger rested (down to up) is Playwright's too, and is printed apart.
    const down = await log.first(named('down'), before, 5000);
    const liftedAt = await lifted(before);
    const feedback = await log.first(named('feedback'), before, 5000);
    // The next page: a heading other than the list's painted after the tap.
    const next = await log.first((mark) => mark.startsWith('heading:') && mark !== listHeading, before);
    return [since(liftedAt, feedback), since(liftedAt, next), liftedAt - (down?.at ?? liftedAt)];
  });
  return {
    feedbackMs: median(results.map((r) => r[0] as number)),
    pageMs: median(results.map((r) => r[1] as number)),
    runs: results,
  };
}

export type FirstAdd = { feedbackMs: number; countMs: number; runs: number[][] };

/** A tap on the first card's add-to-cart button of a list the server drew → the cart count shows (throttled). */
export async function firstAdd(browser: Browser, listUrl: string, runs = 5): Promise<FirstAdd> {
  const results = await throttledTaps(browser, listUrl, runs, async (page, log, lifted) => {
    const button = page.getByTestId('product-card').first().getByTestId('add-to-cart');
    await button.waitFor();
    const before = log.length;
    await button.tap({ noWaitAfter: true });
    const liftedAt = await lifted(before);
    const feedback = await log.first(named('kept'), before, 5000);
    const count = await log.first(named('count'), before);
    return [since(liftedAt, feedback), since(liftedAt, count)];
  });
  return {
    feedbackMs: median(results.map((r) => r[0] as number)),
    countMs: median(results.map((r) => r[1] as number)),
    runs: results,
  };
}

export type OfflineReload = { p50: number; p95: number; runs: number[] };

/**
 * A list seen on a first visit, reloaded offline, as a visitor makes it: the list opened fresh, used at once (a tap
 * that starts the app, which installs the service worker), kept for offline, then `runs` reloads offline. Each:
 * navigation start → the first four product cards (a row of the grid) painted.
 */
export async function offlineReload(browser: Browser, listUrl: string, runs = 20): Promise<OfflineReload> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
  const log = await paintLog(context);
  const page = await context.newPage();
  await page.goto(listUrl);
  // A tap on the page that is not on a link or a control: the app starts (src/first-visit/boot.ts, waitForUse).
  await page.locator('main h1').click();
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  // The service worker is active and keeps the list the page was drawn with (src/sw/keep-page-seed.ts).
  // (page.waitForFunction takes an async check's promise as a yes: the page waits and checks itself.)
  await page.evaluate(async (cacheName) => {
    await navigator.serviceWorker.ready;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const kept = await (await caches.open(cacheName)).keys();
      if (kept.some((request) => new URL(request.url).pathname === '/api/tecdoc/get-products')) return;
      if (Date.now() > deadline) throw new Error('the service worker did not keep the list within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, catalogueCacheName);
  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = log.length;
    await page.reload();
    const cards = await log.first(named('cards:4'), before, 15_000);
    if (!cards) throw new Error('four product cards were not painted within 15 s of an offline reload');
    times.push(cards.at - cards.origin);
  }
  await context.close();
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs: times };
}
