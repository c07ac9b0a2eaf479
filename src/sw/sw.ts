/// <reference lib="webworker" />
// Service worker (injectManifest): precaches the shell and the translation catalogs with the build, answers app
// routes with the cached index.html, keeps catalogue GETs stale-while-revalidate and images cache-first — also
// those a page read before the worker controlled it, which the page hands over. Authenticated user data is never
// cached here. It waits for the page's "reload" choice before taking over (prompt update flow).
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { createOutboxSender } from '../api/outbox-send';
import { db } from '../db/db';
import { readLanguage } from '../db/language';
import { pageReadsMessage, pageSeedMessage } from '../first-visit/names';
import { parsePageSeed } from '../first-visit/page-seed';
import { drainOutbox } from '../workers/drain';
import { catalogueCacheName, isCatalogueRead, keepPageSeed } from './keep-page-seed';
import { packPicture } from './pack-pictures';
import { pageReadRequests } from './page-reads';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same shell; the router inside decides what to show.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

const day = 24 * 60 * 60;
const isGet = (request: Request) => request.method === 'GET';
// Calls that carry a user's token are never cached: they hold personal data.
const isAnonymous = (request: Request) => !request.headers.has('Authorization');

type Asked = { url: URL; request: Request };
/** The routes that keep what they answer: a read the page made before the worker controlled it goes through them. */
const keptRoutes = [
  {
    matches: ({ url, request }: Asked) =>
      isGet(request) && isAnonymous(request) && isCatalogueRead(url.pathname),
    strategy: new StaleWhileRevalidate({
      cacheName: catalogueCacheName,
      plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 14 * day, purgeOnQuotaError: true })],
    }),
  },
  {
    matches: ({ url, request }: Asked) => isGet(request) && url.pathname.startsWith('/api/images/'),
    strategy: new CacheFirst({
      cacheName: 'images',
      plugins: [
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
        // Not kept and not reachable: an article's first picture from an offline parts pack.
        { handlerDidError: async ({ request }) => packPicture(db, new URL(request.url)) },
      ],
    }),
  },
];
for (const { matches, strategy } of keptRoutes) registerRoute(matches, strategy);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A first visit the app has not run on yet hands over the page's data to keep (src/first-visit/boot.ts).
  if (event.data?.type === pageSeedMessage) {
    const seed = parsePageSeed(event.data.seed);
    if (seed) {
      event.waitUntil(
        caches.open(catalogueCacheName).then((cache) =>
          keepPageSeed(db, seed, {
            cache,
            origin: self.location.origin,
            read: async (path) => {
              const answer = await fetch(`/api${path}`);
              if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
              return answer.json();
            },
          }),
        ),
      );
    }
  }
  // What a page read before the worker controlled it (the app's reads, in the visitor's language): each read goes
  // through the route that would have answered it, and is kept as that route keeps what it answers.
  if (event.data?.type === pageReadsMessage) {
    const kept = pageReadRequests(event.data, self.location.origin).flatMap((request) => {
      const route = keptRoutes.find(({ matches }) => matches({ url: new URL(request.url), request }));
      // handleAll's second promise: the answer kept, not only had.
      return route ? [route.strategy.handleAll({ request, event })[1]] : [];
    });
    event.waitUntil(Promise.allSettled(kept));
  }
});

// Background Sync: the browser wakes the SW when the network is back, even with the tab closed. The drain
// takes the Web Lock "outbox", so it never runs at the same time as the page's sync worker.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== 'outbox') return;
  sync.waitUntil(
    readLanguage(db).then((language) =>
      drainOutbox({ db, send: createOutboxSender(() => language ?? 'no') }),
    ),
  );
});
