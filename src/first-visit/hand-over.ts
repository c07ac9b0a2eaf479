// What a page hands the service worker so that what it showed opens again offline. The worker keeps only what
// passes through it, and it controls a page only from the next navigation after it became active: the page that
// installed it, and any page drawn before it was active, read their data around it. So, on such a page:
// - the answers the server drew the page with (its data block, in Norwegian) go to the worker as soon as one is
//   active, when the page shows in Norwegian — in another language the app reads its own (src/sw/keep-page-seed.ts);
// - the addresses of the API answers and pictures the page read itself (the app's reads, in the visitor's
//   language) go to it then, and each one read after, until a worker controls the page: the worker reads them again
//   through its own routes, which keep them as if it had answered the page (src/sw/page-reads.ts).
// On a first visit the boot code also installs the worker, once the page has settled.
import { defaultLocale, type Locale } from '../domain/locale';
import {
  pageReadsMessage,
  pageSeedId,
  pageSeedMessage,
  serviceWorkerDelayMs,
  serviceWorkerUrl,
} from './names';

type Page = Window & typeof globalThis;

/** An address the worker may keep: the shop's API (its own routes decide what they keep). */
const isApiAddress = (address: string, origin: string) => {
  try {
    const url = new URL(address);
    return url.origin === origin && url.pathname.startsWith('/api/');
  } catch {
    return false;
  }
};

/**
 * Calls `found` with the addresses of the API answers and pictures the page reads, each once, from the start of
 * the page until a worker controls it (from then on the worker sees every read itself).
 */
export function watchReads(win: Page, found: (urls: string[]) => void) {
  const Observer = win.PerformanceObserver;
  if (!Observer) return;
  const seen = new Set<string>();
  const observer = new Observer((list) => {
    if (win.navigator.serviceWorker?.controller) return observer.disconnect();
    const urls: string[] = [];
    for (const { name } of list.getEntries()) {
      if (seen.has(name) || !isApiAddress(name, win.location.origin)) continue;
      seen.add(name);
      urls.push(name);
    }
    if (urls.length > 0) found(urls);
  });
  try {
    // `buffered`: what was read before this line ran, too.
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // A browser without resource entries: only the page's data block is handed over.
  }
}

/**
 * Hands the worker, once one is active (whoever installed it: the boot code or the app), the page's data block
 * when the page shows in Norwegian (the block's language), and what the page read while no worker controlled it,
 * with `locale`, the language the page shows in.
 */
export function handOverToServiceWorker(win: Page, locale: Locale) {
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  let worker: ServiceWorker | null = null;
  let reads: string[] = [];
  const handReads = () => {
    if (!worker || reads.length === 0) return;
    worker.postMessage({ type: pageReadsMessage, language: locale, urls: reads });
    reads = [];
  };
  if (!workers.controller) {
    watchReads(win, (urls) => {
      reads.push(...urls);
      handReads();
    });
  }
  workers.ready
    .then((registration) => {
      worker = registration.active;
      // Read now: the boot code runs before the block is parsed.
      const seed = win.document.getElementById(pageSeedId)?.textContent;
      if (locale === defaultLocale && seed) worker?.postMessage({ type: pageSeedMessage, seed });
      handReads();
    })
    .catch(() => undefined);
}

/** Installs the worker once the page has settled (`serviceWorkerDelayMs` after load, then idle), or when hidden. */
export function installServiceWorkerWhenSettled(win: Page) {
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  let installing = false;
  const install = () => {
    if (installing) return;
    installing = true;
    workers.register(serviceWorkerUrl, { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = (work: () => void) =>
    win.requestIdleCallback ? win.requestIdleCallback(work, { timeout: 3000 }) : win.setTimeout(work, 200);
  win.addEventListener('load', () => win.setTimeout(() => whenIdle(install), serviceWorkerDelayMs), {
    once: true,
  });
  win.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && install());
}
