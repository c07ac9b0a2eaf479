// Boot: language from the device, its catalog from the server, settings, then the shell.
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale } from './app/i18n';
import { readStoredLocale } from './app/language';
import { removePreloader } from './app/preloader';
import { registerServiceWorker } from './app/service-worker';
import { refreshSettings } from './app/settings';
import { defaultLocale } from './domain/locale';

const locale = readStoredLocale();
void refreshSettings();
const i18n = await activateLocale(locale);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A product or list page's server read starts now, while the page's own code is still loading.
if (window.location.pathname !== '/') {
  void import('./app/page-data-preload')
    .then(({ preloadPageData }) => preloadPageData(locale))
    .catch(() => undefined);
}
const app = (
  <StrictMode>
    <App i18n={i18n} locale={locale} />
  </StrictMode>
);
// index.html holds the shell and home page rendered at build time in Norwegian (src/prerender.tsx): on "/" in
// Norwegian React takes that markup over; anywhere else it draws the page afresh in place of it.
// A transition lets React work in slices of a few milliseconds instead of one long task.
startTransition(() => {
  if (root.hasChildNodes() && locale === defaultLocale && window.location.pathname === '/') {
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
removePreloader();
// Background work waits until the first page is drawn and the browser is idle (2 s at most).
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);
whenIdle(() => {
  void registerServiceWorker(i18n);
  // Sends what is waiting in the outbox (loaded after start, outside the first page's bundle).
  void import('./workers/sync.bridge').then(({ startSync }) => startSync({ language: locale }));
  // Fresh copies of the category tree and brands in IndexedDB, for menus that work offline.
  void import('./app/catalog-refresh').then(({ refreshCatalogCopiesNow }) => refreshCatalogCopiesNow(locale));
});
