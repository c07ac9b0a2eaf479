// The Hono application: security headers, JSON logs, /api/* routes, and the built PWA with SPA fallback.
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { ssrFolder } from '../src/first-visit/built-page';
import type { Deps } from './deps';
import { assetFiles } from './lib/asset-files';
import { boundBodies, defaultBodyBytes, type LargerBody } from './lib/body-limit';
import { apiError } from './lib/errors';
import { requestLog } from './lib/logger';
import { openApiRoutes } from './lib/openapi/document';
import { redactUrl } from './lib/redact';
import { noTrustedProxies, resolveClientAddress } from './lib/trusted-proxies';
import { type AppPages, appPages } from './pages/app-pages';
import { addressRoutes } from './routes/address/address.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { brandRoutes } from './routes/brand/brand.routes';
import { maxBodyBytes as cartBodyBytes, cartRoutes } from './routes/cart/cart.routes';
import { categoryRoutes } from './routes/category/category.routes';
import { contactRoutes } from './routes/contact/contact.routes';
import { devMailboxRoutes } from './routes/dev/mailbox.routes';
import { maxBodyBytes as garageBodyBytes, garageRoutes } from './routes/garage/garage.routes';
import { healthRoutes } from './routes/health/health.routes';
import { i18nRoutes } from './routes/i18n/i18n.routes';
import { imageRoutes } from './routes/images/images.routes';
import { invoiceRoutes } from './routes/invoice/invoice.routes';
import { listsRoutes } from './routes/lists/lists.routes';
import { newsletterRoutes } from './routes/newsletter/newsletter.routes';
import { orderRoutes } from './routes/order/order.routes';
import { packRoutes } from './routes/packs/packs.routes';
import { paymentRoutes } from './routes/payment/payment.routes';
import { productRoutes } from './routes/product/product.routes';
import { settingRoutes } from './routes/setting/setting.routes';
import { tecdocProductRoutes } from './routes/tecdoc/products.routes';
import { tecdocVehicleRoutes } from './routes/tecdoc/vehicles.routes';
import { profileFormBody, userRoutes } from './routes/user/user.routes';

// index.html carries one inline script, the boot script; it is allowed by its hash (given by the build), no other
// inline script is.
const security = (bootScript: string | null) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: bootScript ? ["'self'", bootScript] : ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    // The same as frame-ancestors 'none', for browsers that know only this header.
    xFrameOptions: 'DENY',
    // Always sent: browsers take it only from an https answer (RFC 6797 8.1), so it binds exactly when the shop is
    // reached over https, also behind a proxy that ends TLS (docs/security.md "Security headers").
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    // The shop uses none of these (the clipboard, for backup codes, stays allowed).
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      serial: false,
      bluetooth: false,
      browsingTopics: false,
    },
    crossOriginEmbedderPolicy: false,
    // Not sent (docs/decisions.md "No Cross-Origin-Opener-Policy"): with it every arrival from another site or a
    // new tab starts the page in a fresh browsing context group, and so a fresh renderer process, and the
    // shop needs no cross-origin isolation.
    crossOriginOpenerPolicy: false,
  });

/**
 * The only calls allowed a body over the default 64 KB (each route may still allow less): the profile form with
 * its picture, a whole cart state as the client keeps it, and a garage of 50 vehicles.
 */
const largerBodies: LargerBody[] = [
  { method: 'PUT', path: /^\/api\/user\/?$/, ...profileFormBody },
  { method: 'POST', path: /^\/api\/cart\/(create|update)-cart$/, maxSize: cartBodyBytes },
  { method: 'POST', path: /^\/api\/garage(\/merge)?\/?$/, maxSize: garageBodyBytes },
];

export function createApp(deps: Deps) {
  const api = new Hono()
    .route('/health', healthRoutes(deps))
    .route('/setting', settingRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/newsletter', newsletterRoutes(deps))
    .route('/order', orderRoutes(deps))
    .route('/payment', paymentRoutes(deps))
    .route('/invoice', invoiceRoutes(deps))
    .route('/i18n', i18nRoutes(deps))
    .route('/brand', brandRoutes(deps))
    .route('/category', categoryRoutes(deps))
    .route('/product', productRoutes(deps))
    .route('/tecdoc', tecdocProductRoutes(deps))
    .route('/tecdoc', tecdocVehicleRoutes(deps))
    .route('/images', imageRoutes(deps))
    .route('/packs', packRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/user', userRoutes(deps))
    .route('/garage', garageRoutes(deps))
    .route('/lists', listsRoutes(deps))
    .route('/address', addressRoutes(deps))
    .route('/cart', cartRoutes(deps));
  if (deps.devMailboxRoute) api.route('/dev', devMailboxRoutes(deps));
  api.route(
    '/',
    openApiRoutes(() => api),
  );
  api.all('*', (c) => apiError(c, 404, 'NOT_FOUND', 'notFound'));

  const app = new Hono();
  // A public page (`reads` in the route table) comes drawn with its data (src/first-visit/), read in-process.
  const pages = deps.distDir
    ? appPages(
        deps.distDir,
        async (path) => {
          const answer = await app.request(`/api${path}`);
          return { status: answer.status, body: answer.ok ? await answer.json() : null };
        },
        {
          onError: (err, url) =>
            deps.logger.warn({ err, url: redactUrl(url) }, 'page render failed; the client draws it'),
        },
      )
    : null;
  app.use(resolveClientAddress(deps.trustedProxies ?? noTrustedProxies));
  app.use(requestLog(deps.logger));
  app.use(security(pages?.bootScriptSource ?? null));
  // Before any route (or the idempotency check) reads a body.
  app.use(boundBodies(defaultBodyBytes, largerBodies));
  // gzip/deflate for JS, CSS, HTML, JSON and SVG: the shell's JavaScript is a third of its size compressed.
  app.use(compress());
  app.route('/api', api);

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status, 'BAD_REQUEST', 'badRequest');
    }
    deps.logger.error({ err: error, path: redactUrl(c.req.path) }, 'unhandled error');
    return apiError(c, 500, 'INTERNAL_ERROR', 'serverError');
  });

  if (deps.distDir && pages) mountPwa(app, deps.distDir, pages);
  ready.set(app, pages?.ready ?? Promise.resolve());
  return app;
}

const ready = new WeakMap<object, Promise<void>>();

/** Settles once the app can render its pages (server/pages/app-pages.ts); main.ts listens only then. */
export const appReady = (app: object): Promise<void> => ready.get(app) ?? Promise.resolve();

function mountPwa(app: Hono, distDir: string, pages: AppPages) {
  // The server's own build of the app (server/pages/app-pages.ts) is not for the browser.
  app.get(`/${ssrFolder}/*`, (c) => c.text('Not Found', 404));
  app.use('/assets/*', assetFiles(join(distDir, 'assets')));
  // App routes: a GET that asks for a page gets its HTML (the shell naming the page's code, or the page drawn
  // with its data); the client router decides what to show.
  const page = async (c: Context) => {
    if (!pages.isPage(c.req.path)) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(await pages.html(urlPathAndQuery(c.req.url)));
  };
  // "/" is a page, not the static index.html (which the service worker keeps as every page's shell).
  app.get('/', page);
  app.use('*', serveStatic({ root: distDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', page);
}

const urlPathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};
