// Boot: language from the device, its catalog from the server, settings, then the shell.
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { seededSettings } from './api/settings';
import { App } from './app/app';
import { activateLocale } from './app/i18n';
import { preloadPage } from './app/routes';
import { defaultLocale } from './domain/locale';
import { appStartedKey, codeFailedEvent, shellPath } from './first-visit/names';
import { readPageSeed } from './first-visit/page-seed';
import { pageAt, readsEarly } from './first-visit/pages';
import { refreshCurrencies } from './lib/currency';
import { readStoredLocale } from './lib/language';
import { afterPageDrawn } from './lib/lazy-named';
import { removePreloader } from './lib/preloader';
import { refreshSettings } from './lib/settings';

// From now on this device may keep data a page depends on (cart, garage): a page the server draws is then taken
// over at once, never left to wait for a first touch (src/first-visit/boot.ts).
try {
  localStorage.setItem(appStartedKey, new Date().toISOString());
} catch {
  // Storage refused (private mode): every visit counts as a first one.
}
const wanted = readStoredLocale();
const { pathname, search } = window.location;
// The server drew this very page with its data (src/app/server-render.tsx): hydrate it as it is.
const seed = readPageSeed(document);
const renderedHere = seed.url === pathname + search;
// The page's code, and a product or list page's server read, start now, while the translations load.
const pageCode = preloadPage(pathname);
if (readsEarly(pageAt(pathname)) && !renderedHere) {
  void import('./lib/page-data-preload')
    .then(({ preloadPageData }) => preloadPageData(wanted))
    .catch(() => undefined);
}
// The page's own settings are fresh: kept as they are, not asked for again.
void refreshSettings(seededSettings(seed));
// The display currency's rates: the kept ones show at once, fresh ones when they come.
void refreshCurrencies();
const [active] = await Promise.all([activateLocale(wanted), pageCode]);
// No catalog at all (activateLocale says why): the page stays as it was drawn rather than showing message ids.
if (!active) {
  removePreloader();
  // What was tapped before will not be done: the boot code lets it go and the page says so.
  window.dispatchEvent(new Event(codeFailedEvent));
  throw new Error('The app did not start: no translations');
}
const { i18n, locale } = active;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App i18n={i18n} locale={locale} seed={seed} />
  </StrictMode>
);
// A page the server drew with its data, in Norwegian: React takes it over as it is. Otherwise index.html holds the
// shell (header, footer, an empty page area) drawn in Norwegian for the shell path (app/server-render.tsx): in
// Norwegian React takes it over as that path (wouter's ssrPath is the server snapshot hydration reads), then draws
// the browser's own path as an ordinary update. In another language React draws everything afresh.
// A transition lets React work in slices of a few milliseconds instead of one long task.
startTransition(() => {
  if (renderedHere && locale === defaultLocale) hydrateRoot(root, app);
  else if (root.hasChildNodes() && locale === defaultLocale) {
    hydrateRoot(
      root,
      <Router ssrPath={shellPath} ssrSearch="">
        {app}
      </Router>,
    );
  } else {
    createRoot(root).render(app);
  }
});
removePreloader();
// Background work waits until the first page is drawn and the browser is idle (2 s at most).
afterPageDrawn(() => {
  // Its own file: the toast it may show (sonner) stays out of what a page loads before it draws.
  void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker(i18n));
  // The sync worker (loaded after start, outside the first page's bundle) sends what is waiting in the outbox
  // and stores fresh copies of the category tree and brands in IndexedDB, for menus that work offline.
  void import('./workers/sync.bridge').then(({ startSync }) =>
    startSync({ language: locale }).refreshCatalog(locale),
  );
  // Offline parts packs: a download stopped by a reload goes on, and stale packs are refreshed.
  void import('./workers/pack.bridge').then(({ resumePacksAtStart }) => resumePacksAtStart());
}, 2000);
