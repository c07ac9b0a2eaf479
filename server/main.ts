// Starts the shop: one process serving the API and the built PWA.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { seedSettings } from './db/seed-settings';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await seedSettings(database.db);

const app = createApp({
  db: database.db,
  logger,
  mailer: createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
  localesDir: fileURLToPath(new URL('../src/locales', import.meta.url)),
  distDir: env.NODE_ENV === 'development' ? undefined : env.DIST_DIR,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { port: info.port, db: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined },
    'Bildeler is listening',
  );
});

const shutdown = () => {
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
