// The one inline script of index.html (the server's CSP allows it by its sha256 hash). It runs before the
// page is drawn:
// 1. it starts the download of the app's code and of the chosen language's texts once the page's HTML is parsed
//    and painted: the build names the code in <meta name="app-entry"> and <meta name="app-preload"> instead of
//    script and modulepreload tags (scripts/first-paint-plugin.ts, server/lib/page-preloads.ts), so that on a
//    slow line the first paint does not share the network and the processor with it. On a first visit to a page
//    the server drew with its data (<html data-rendered>, in Norwegian, on a device the app has never run on, so
//    nothing kept on it could change the page), the page is complete without the app: its code is loaded when
//    the visitor first touches, clicks, types or tabs, and meanwhile the service worker is installed and given
//    the page's data to keep for offline (docs/decisions.md "A first visit runs no app code until it is used");
// 2. it decides what of the pre-rendered page (shell + home, in Norwegian) may show until the app draws: in
//    Norwegian the shell shows at once, and its home content only on "/" (a page the server rendered,
//    <html data-rendered>, shows its own content); in another language the loading overlay covers it, as its
//    words would be in the wrong language;
// 3. it keeps what the visitor does on the drawn page before the app has taken it over, for the app to replay.
import { pageSeedId, pageSeedMessage } from './api/page-seed';
import { defaultLocale, locales } from './domain/locale';
import { localeStorageKey } from './lib/language';
import { preloaderId } from './lib/preloader';
import { prerenderedPath } from './prerendered-path';

/** Set once the app has run on this device (main.tsx): from then on it may hold data the page depends on. */
export const appStartedKey = 'bildeler.app-started';
/** How long a first visit's page stays settled after load before the service worker is installed. */
export const serviceWorkerDelayMs = 5000;
/** The service worker's script, as vite-plugin-pwa builds it. */
export const serviceWorkerUrl = '/sw.js';

/** Where the boot script keeps what was done before the app took the page over, and the mark that it has. */
export const earlyInputKey = 'bildelerEarlyInput';
export const appReadyAttribute = 'data-app';

/** Meta names of the app's entry module and of the modules to fetch with it (read by the boot script). */
export const appEntryMeta = 'app-entry';
export const appPreloadMeta = 'app-preload';

export const bootScript = `(() => {
  let locale = ${JSON.stringify(defaultLocale)};
  let appStarted = false;
  try {
    const stored = localStorage.getItem(${JSON.stringify(localeStorageKey)});
    if (${JSON.stringify(locales)}.includes(stored)) locale = stored;
    appStarted = localStorage.getItem(${JSON.stringify(appStartedKey)}) !== null;
  } catch {}
  const html = document.documentElement;
  const add = (tag, attributes) =>
    document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: 'anonymous' }, attributes));
  const named = (name) =>
    [...document.querySelectorAll('meta[name="' + name + '"]')].flatMap((meta) => meta.content.split(' '));
  let started = false;
  // A few elements a task: each starts a request, which costs a slow phone a few milliseconds.
  const preload = (hrefs) => {
    for (const href of hrefs.splice(0, 4)) add('link', { rel: 'modulepreload', href });
    if (hrefs.length > 0) setTimeout(() => preload(hrefs));
  };
  const start = () => {
    if (started) return;
    started = true;
    add('link', { rel: 'preload', as: 'fetch', href: '/api/i18n/' + locale + '.json' });
    for (const src of named(${JSON.stringify(appEntryMeta)})) if (src) add('script', { type: 'module', src });
    setTimeout(() => preload(named(${JSON.stringify(appPreloadMeta)}).filter(Boolean)));
  };
  const firstVisit =
    html.hasAttribute('data-rendered') && locale === ${JSON.stringify(defaultLocale)} && !appStarted;
  if (firstVisit) {
    // The loading overlay is for a page the app must draw; this one is drawn (it hides in Norwegian anyway).
    addEventListener('DOMContentLoaded', () => document.getElementById(${JSON.stringify(preloaderId)})?.remove(), { once: true });
    // Any use wakes it: a touch or press, a key, focus moving in (tabbing), or a control changed without them.
    for (const type of ['pointerdown', 'keydown', 'focusin', 'click', 'input', 'change'])
      addEventListener(type, start, { once: true, capture: true, passive: true });
    // Installed once the page has settled — loaded, then a few seconds in which the visitor did not use it — or
    // at once when it is hidden (the visitor leaves for another app), then given the page's data to keep, so that
    // what was seen opens offline although the app itself has not run. Installing fetches and stores all of the
    // app's code: it waits so that it never competes with the page's own pictures and first taps.
    let installing = false;
    const install = () => {
      if (installing) return;
      installing = true;
      navigator.serviceWorker.register(${JSON.stringify(serviceWorkerUrl)}, { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          const seed = document.getElementById(${JSON.stringify(pageSeedId)});
          if (seed && registration.active)
            registration.active.postMessage({ type: ${JSON.stringify(pageSeedMessage)}, seed: seed.textContent });
        })
        .catch(() => {});
    };
    const whenIdle = (work) =>
      window.requestIdleCallback ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 200);
    if ('serviceWorker' in navigator) {
      addEventListener('load', () => setTimeout(() => whenIdle(install), ${serviceWorkerDelayMs}), { once: true });
      addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && install());
    }
  } else {
    // The second animation frame comes after the first one has been painted; a hidden tab has no frames.
    addEventListener('DOMContentLoaded', () => {
      requestAnimationFrame(() => requestAnimationFrame(start));
      setTimeout(start, 300);
    }, { once: true });
  }
  // What the visitor does to a control React does not own yet — the whole page before the app has taken it over,
  // a lazy part until its code has loaded — is stopped here and kept, and done again once React owns the control
  // (src/app/early-input.ts, which also replaces this list by its replayer). React marks what it owns with its
  // props (ownedByReact there). Links are not kept: they work as links.
  window[${JSON.stringify(earlyInputKey)}] = [];
  const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  for (const type of ['click', 'change', 'input'])
    addEventListener(type, (event) => {
      const found = event.target.closest ? event.target : event.target.parentElement;
      // A button, or a span that stands for a link (src/components/app-link.tsx).
      const target = type === 'click' ? found && found.closest('button, [data-href]') : found;
      if (!target || owned(target) || !target.closest('#root')) return;
      if (type === 'click') event.preventDefault();
      event.stopPropagation();
      window[${JSON.stringify(earlyInputKey)}].push({ type, target, value: target.value, checked: target.checked });
    }, true);
  if (locale === ${JSON.stringify(defaultLocale)}) html.classList.add('boot-prerendered');
  if (location.pathname !== ${JSON.stringify(prerenderedPath)} && !html.hasAttribute('data-rendered'))
    html.classList.add('boot-shell-only');
})();`;
