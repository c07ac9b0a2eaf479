// The server side of `npm run bench:api`, in its own process so that it does not share an event loop with
// autocannon. BENCH_DB is a PGlite folder or a postgres:// URL; BENCH_CACHE=off turns the answer cache off.
// Besides the app it answers /__bench/… for the benchmark: the answer cache's figures and the process's memory,
// a writer that changes prices through the catalogue service while the realistic mix runs, and a wait until no
// request is in flight. Each answer carries `x-bench-answer: cache | database`: whether answering it read the
// catalogue's tables (the catalogue's queries are marked per request; the answer cache's version read is not).
import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { type Db, openDatabase } from '../server/db/client';
import { articles, cacheVersions } from '../server/db/schema';
import { createLogger } from '../server/lib/logger';
import { createMailer } from '../server/lib/mailer';
import { randomAuthSecrets } from '../server/lib/secrets';
import { type Catalogue, createLocalCatalogue } from '../server/services/catalogue/catalogue';
import { createEmbeddedRegister } from '../server/services/vehicle-register/embedded';

/** What `catalogue.cacheStats()` gives (server/services/catalogue/catalogue.ts), when it is there. */
type CacheStats = {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  versionReads: number;
};

const target = process.env.BENCH_DB ?? '';
const database = target.startsWith('postgres')
  ? await openDatabase({ databaseUrl: target })
  : await openDatabase({ dataDir: target });

const requestStore = new AsyncLocalStorage<{ readTables: boolean }>();
const queryStarts = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'with',
  '$count',
]);

const markRequest = () => {
  const store = requestStore.getStore();
  if (store) store.readTables = true;
};

/**
 * The database as the catalogue sees it: every query it starts marks the request it runs for, except the answer
 * cache's read of its version (a select from cache_versions), which every call makes, hit or miss.
 */
function markingReads(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !queryStarts.has(String(property))) return value;
      return (...args: unknown[]) => {
        const query = value.apply(target, args);
        if (property !== 'select') {
          markRequest();
          return query;
        }
        const from = query.from.bind(query);
        query.from = (table: unknown, ...rest: unknown[]) => {
          if (table !== cacheVersions) markRequest();
          return from(table, ...rest);
        };
        return query;
      };
    },
  });
}

const catalogue = createLocalCatalogue(markingReads(database.db), createEmbeddedRegister(database.db), {
  cache: process.env.BENCH_CACHE !== 'off',
});
const app = createApp({
  db: database.db,
  catalogue,
  logger: createLogger('silent'),
  mailer: createMailer({ db: database.db, from: 'bench@bildeler.no' }),
  localesDir: fileURLToPath(new URL('../src/locales', import.meta.url)),
  dataDir: target.startsWith('postgres') ? '.tmp/bench-data' : target,
  auth: randomAuthSecrets(),
});

function cacheStats(): CacheStats | null {
  const withStats = catalogue as Catalogue & { cacheStats?: () => CacheStats };
  return typeof withStats.cacheStats === 'function' ? withStats.cacheStats() : null;
}

/** The most the cache and the process held so far: each price change empties the cache, so the end shows little. */
const peak = { entries: 0, bytes: 0, heapUsed: 0, rss: 0 };
function notePeak() {
  const stats = cacheStats();
  const { heapUsed, rss } = process.memoryUsage();
  peak.entries = Math.max(peak.entries, stats?.entries ?? 0);
  peak.bytes = Math.max(peak.bytes, stats?.bytes ?? 0);
  peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  peak.rss = Math.max(peak.rss, rss);
}
setInterval(notePeak, 100).unref();

/**
 * Price changes as orders and admins make them: every `everyMs` (the first after half of it) one article's price
 * goes up 1 krone, the next time back down, through `catalogue.setPrice` (which raises the catalogue's version).
 * Stopping puts a raised price back, so the catalogue ends as it began, and tells the changes made before that.
 */
function startWriter(everyMs: number) {
  let changes = 0;
  let failures = 0;
  let running: Promise<void> = Promise.resolve();
  const sample = database.db
    .select({ articleId: articles.articleId, price: articles.price, discount: articles.discount })
    .from(articles)
    .orderBy(sql`md5(${articles.articleId}::text)`)
    .limit(50)
    .then((rows) => rows); // read once: the prices as they were before the first change
  const change = async (up: boolean) => {
    const rows = await sample;
    const article = rows[Math.floor(changes / 2) % rows.length];
    if (!article) return;
    notePeak();
    try {
      await catalogue.setPrice(article.articleId, article.price + (up ? 1 : 0), article.discount);
      changes += 1;
    } catch (error) {
      failures += 1;
      console.error('bench writer:', error);
    }
  };
  const tick = () => {
    running = running.then(() => change(changes % 2 === 0));
  };
  // Half a period late, so that no change falls on the end of a mix that lasts whole periods.
  let timer = setTimeout(() => {
    tick();
    timer = setInterval(tick, everyMs);
  }, everyMs / 2);
  return async () => {
    clearTimeout(timer);
    clearInterval(timer);
    await running;
    const made = { changes, failures };
    if (changes % 2 === 1) await change(false);
    return made;
  };
}

let inFlight = 0;
let stopWriter: (() => Promise<{ changes: number; failures: number }>) | null = null;

async function benchAnswer(url: URL): Promise<Response> {
  switch (url.pathname) {
    case '/__bench/stats': {
      notePeak();
      const { heapUsed, rss } = process.memoryUsage();
      return Response.json({ cache: cacheStats(), heapUsed, rss, peak });
    }
    case '/__bench/writer/start':
      stopWriter ??= startWriter(Number(url.searchParams.get('everyMs') ?? 5000));
      return Response.json({ started: true });
    case '/__bench/writer/stop': {
      const stopped = stopWriter ? await stopWriter() : { changes: 0, failures: 0 };
      stopWriter = null;
      return Response.json(stopped);
    }
    case '/__bench/idle':
      // Requests of a finished run that the server still answers would be counted in the next one.
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json({ idle: true });
    default:
      return new Response('unknown bench call', { status: 404 });
  }
}

async function answer(request: Request, env: unknown): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/__bench/')) return benchAnswer(url);
  const store = { readTables: false };
  inFlight += 1;
  try {
    const response = await requestStore.run(store, () => app.fetch(request, env));
    response.headers.set('x-bench-answer', store.readTables ? 'database' : 'cache');
    return response;
  } finally {
    inFlight -= 1;
  }
}

const server = serve({ fetch: answer, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
process.on('SIGTERM', () => server.close(() => database.close().then(() => process.exit(0))));
