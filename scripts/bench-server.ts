// The server side of `npm run bench:api`, in its own process so that it does not share an event loop with
// autocannon. BENCH_DB is a PGlite folder or a postgres:// URL; BENCH_CACHE=off turns the answer cache off.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/lib/logger';
import { createMailer } from '../server/lib/mailer';
import { randomAuthSecrets } from '../server/lib/secrets';
import { createLocalCatalogue } from '../server/services/catalogue/catalogue';
import { createEmbeddedRegister } from '../server/services/vehicle-register/embedded';

const target = process.env.BENCH_DB ?? '';
const database = target.startsWith('postgres')
  ? await openDatabase({ databaseUrl: target })
  : await openDatabase({ dataDir: target });
const app = createApp({
  db: database.db,
  catalogue: createLocalCatalogue(database.db, createEmbeddedRegister(database.db), {
    cache: process.env.BENCH_CACHE !== 'off',
  }),
  logger: createLogger('silent'),
  mailer: createMailer({ db: database.db, from: 'bench@bildeler.no' }),
  localesDir: fileURLToPath(new URL('../src/locales', import.meta.url)),
  dataDir: target.startsWith('postgres') ? '.tmp/bench-data' : target,
  auth: randomAuthSecrets(),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
process.on('SIGTERM', () => server.close(() => database.close().then(() => process.exit(0))));
