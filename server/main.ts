// Starts the shop: one process serving the API and the built PWA.
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { appReady, createApp } from './app';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed/seed-catalogue';
import { logSeedProgress } from './db/seed/seed-progress';
import { seedSettings } from './db/seed-settings';
import { applyNodeEnv, readEnv } from './env';
import { chooseLogFormat, createLogger } from './lib/logger';
import { startMailRetries } from './lib/mail-outbox';
import { createMailer } from './lib/mailer';
import { prepareDataDir } from './lib/private-files';
import { resolvePublicUrl } from './lib/public-url';
import { loadAuthSecrets } from './lib/secrets';
import { setupNotes } from './lib/setup-notes';
import { reportReady } from './lib/start-report';
import { seedAdmin, signInFile } from './services/auth/admin-seed';
import { createLocalCatalogue } from './services/catalogue/catalogue';
import { holdsFromEnv, startOrderExpiry } from './services/orders/expire-orders';
import { startVippsPoller } from './services/orders/vipps-poller';
import { paymentProviders } from './services/payments/providers';
import { vippsFromEnv } from './services/payments/vipps-provider';
import { webhookUrlOf } from './services/payments/vipps-webhook';
import { createEmbeddedRegister } from './services/vehicle-register/embedded';
import { createSvvRegister } from './services/vehicle-register/svv';

const env = readEnv();
// Before the page renderer loads React (server/pages/page-render.ts imports it when the app is made).
applyNodeEnv(env);
const logger = createLogger(
  env.LOG_LEVEL,
  undefined,
  chooseLogFormat(env.LOG_FORMAT, process.stdout.isTTY === true),
);
// DATA_DIR 0700 before anything is written to it; the public address links use; what the operator must know.
prepareDataDir(env.DATA_DIR, logger);
const publicUrl = resolvePublicUrl(env);
const setupWarnings = setupNotes(env, publicUrl, logger);
const opening = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
logger.info(
  `database ready (${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}) in ${seconds(opening)}`,
);
if (await seedSettings(database.db))
  logger.info('shop settings: 1 row written with the defaults (an admin edits them)');
const seeded = await seedCatalogue(database.db, { scale: env.SEED_SCALE, progress: logSeedProgress(logger) });
logger.info(
  { seed: seeded },
  seeded.skipped
    ? `catalogue already seeded (${seeded.articles.toLocaleString('en')} articles)`
    : `catalogue seeded: ${seeded.articles.toLocaleString('en')} articles in ${(seeded.ms / 1000).toFixed(1)} s`,
);
const admin = await seedAdmin(database.db, logger, {
  email: env.ADMIN_EMAIL,
  password: env.ADMIN_PASSWORD,
  dataDir: env.DATA_DIR,
});
const register = env.SVV_API_KEY
  ? createSvvRegister({ apiKey: env.SVV_API_KEY })
  : createEmbeddedRegister(database.db);

// Vipps only with its keys; the customer comes back to the shop's public address (PUBLIC_URL, else this server's
// own). Settings Vipps cannot work with (production without an https address) stop the start, saying why.
const vippsReturnBase = publicUrl.url;
const vipps = (() => {
  try {
    return vippsFromEnv(env, vippsReturnBase);
  } catch (err) {
    logger.fatal((err as Error).message);
    process.exit(1);
  }
})();
const payments = vipps ? { ...paymentProviders, vipps } : paymentProviders;
if (vipps) logger.info({ baseUrl: env.VIPPS_BASE_URL }, 'Vipps payments enabled');
if (vipps && !publicUrl.configured)
  logger.warn({ returnUrl: publicUrl.url }, 'Vipps without PUBLIC_URL: customers come back to this machine');

const mailer = createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
const catalogue = createLocalCatalogue(database.db, register, {
  cache: env.CATALOGUE_CACHE_MB > 0,
  cacheMaxBytes: env.CATALOGUE_CACHE_MB * 1024 * 1024,
});
const app = createApp({
  db: database.db,
  catalogue,
  logger,
  mailer,
  localesDir: fileURLToPath(new URL('../src/locales', import.meta.url)),
  distDir: env.NODE_ENV === 'development' ? undefined : env.DIST_DIR,
  dataDir: env.DATA_DIR,
  devMailboxRoute: env.NODE_ENV !== 'production' && !env.SMTP_URL,
  auth: loadAuthSecrets(env, env.DATA_DIR),
  publicUrl: publicUrl.url,
  trustedProxies: env.TRUSTED_PROXIES,
  setupWarnings,
  payments,
  vippsWebhookSecret: env.VIPPS_WEBHOOK_SECRET,
  vippsWebhookUrl: vipps ? webhookUrlOf(vippsReturnBase) : undefined,
});
const stopPoller =
  vipps && env.VIPPS_POLL_SECONDS > 0
    ? startVippsPoller({
        db: database.db,
        providers: payments,
        logger,
        intervalMs: env.VIPPS_POLL_SECONDS * 1000,
      })
    : () => {};

// Unpaid orders whose hold ran out are cancelled and give their units back (services/orders/expire-orders.ts).
const stopExpiry = startOrderExpiry({
  db: database.db,
  providers: payments,
  catalogue,
  mailer,
  logger,
  linkBase: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  settings: holdsFromEnv(env),
  intervalMs: 60_000,
});

// Order mail a send could not deliver is tried again (server/lib/mail-outbox.ts).
const stopMailRetries = startMailRetries({ db: database.db, mailer, logger, intervalMs: 30_000 });

// The first visitor's list or product page should not be the one that loads the server's render of it.
await appReady(app);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { port: info.port, db: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined },
    'Bildeler is listening',
  );
  const url = resolvePublicUrl({ HOST: env.HOST, PORT: info.port }).url;
  reportReady(logger, { url, adminFile: signInFile(admin, env.DATA_DIR) });
});
// Idle keep-alive connections are closed by the client or the proxy in front, not by the shop first: a server that
// closes one just as a request is sent on it makes that request fail with a reset (Node's default is 5 s; nginx
// and load balancers keep theirs for 60 s).
const httpServer = server as Server;
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;

const shutdown = () => {
  stopPoller();
  stopExpiry();
  stopMailRetries();
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
