import { type ComponentType, Suspense, useEffect, useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Guarded } from '../features/account/page-guard';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { takeOverEarlyInput } from '../first-visit/early-input';
import {
  appReadyAttribute,
  newDeviceAttribute,
  pageAreaId,
  pageReadyAttribute,
  shellPath,
} from '../first-visit/names';
import { type PageEntry, pageAt, pages } from '../first-visit/pages';
import { whenIdle } from '../lib/idle';
import { lazyNamed, markPageDrawn, pageDrawn, preloadModule, whenPartsDrawn } from '../lib/lazy-named';
import { SessionRead, useSessionRead } from '../lib/session';

// Every page loads on first visit, from the route table (src/first-visit/pages.ts); the service worker precaches
// them all, so they open offline too. The not-found page is no lazy page: the router below and the pages that find
// nothing draw it in place, so it is in the app's entry (a lazy import of it split nothing, and the build said so).
// biome-ignore lint/suspicious/noExplicitAny: each page has its own props.
type PageModule = Record<string, ComponentType<any>>;
const modules = import.meta.glob<PageModule>([
  '../features/*/*-page.tsx',
  '!../features/not-found/not-found-page.tsx',
  '../features/info/info-pages.tsx',
]);

const loaderOf = (page: PageEntry) => {
  const load = modules[`../${page.module.replace(/^src\//, '')}`];
  if (!load) throw new Error(`${page.module} (route ${page.path}) is not a page module`);
  return load;
};
const routes = pages.map((page) => ({ ...page, Page: lazyNamed(loaderOf(page), page.name) }));

/** Loads a page's code ahead, so that it draws without a loading state (main.tsx; the server's warm-up). */
export const loadPage = (page: PageEntry) => preloadModule(loaderOf(page));

/** loadPage for the page at `pathname`; a page whose code cannot be had draws its loading state as usual. */
export async function preloadPage(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  if (page) await loadPage(page).catch(() => undefined);
}

/** What the page area shows while a page's code loads, and in the shell (index.html). */
const PageLoading = () => <div className="container min-h-[60vh] py-8" aria-busy="true" />;

/**
 * Once the router shows the browser's own path (after the shell, index.html, hydrated as the shell path) and that
 * page is drawn, the page area is the app's as soon as every lazy part it was drawn with is drawn too; the whole
 * page is, once the shell's own parts (lazyNamed's `later`, loaded after the page: PageDrawn) are drawn as well.
 * What was done on the drawn page is done again at each step (early-input.ts).
 */
function TakeOver() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    // Once taken over (or on the way: the page area is the app's), a new path has nothing to wait for.
    const html = document.documentElement;
    const started = html.hasAttribute(pageReadyAttribute) || html.hasAttribute(appReadyAttribute);
    if (started || location !== window.location.pathname) return;
    void whenPartsDrawn()
      .then(() => takeOverEarlyInput(window, document.getElementById(pageAreaId)))
      .then(() => pageDrawn)
      .then(() => whenPartsDrawn())
      .then(() => takeOverEarlyInput());
  }, [location]);
  return null;
}

/**
 * The page is drawn once the page area has the device's session (SessionRead) and the browser is next idle (what the
 * page reads from IndexedDB is in by then): the shell's own parts (the header's tools, menus, toasts) load after
 * it, so a phone spends its first seconds on the page it opened (lazyNamed's `later`).
 */
function PageDrawn() {
  const read = useSessionRead();
  useEffect(() => {
    if (read) whenIdle(markPageDrawn, 1000, 50);
  }, [read]);
  return null;
}

/** The page the device opened (the server drew it, or the shell for it). */
const openedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * The boot code's mark of a device the app never ran on (`newDeviceAttribute`) is for the page it opened: once the
 * app opens another, its lists may hold what was added meanwhile.
 */
function NewDeviceForOnePage() {
  const [location] = useLocation();
  useEffect(() => {
    if (location !== openedPath && location !== shellPath)
      document.documentElement.removeAttribute(newDeviceAttribute);
  }, [location]);
  return null;
}

export function Routes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <TakeOver />
      <NewDeviceForOnePage />
      <SessionRead>
        <PageDrawn />
        <Switch>
          <Route path={shellPath} component={PageLoading} />
          {routes.map(({ path, Page, props, guard }) => (
            <Route key={path} path={path}>
              {(params) => {
                const page = <Page {...props?.(params)} />;
                return guard ? <Guarded guard={guard}>{page}</Guarded> : page;
              }}
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </SessionRead>
    </Suspense>
  );
}
