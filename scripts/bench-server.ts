// The server side of `npm run bench:api`, in its own process so that it does not share an event loop with
// autocannon. BENCH_DB is a PGlite folder or a postgres:// URL; BENCH_CACHE=off turns the answer cache off.
// Besides the app it answers /__bench/… for the benchmark: the answer cache's figures and the process's memory,
// a writer that places orders' stock reservations and changes prices while the realistic mix runs, and a wait until no
// request is in flight. Each answer carries `x-bench-answer: cache | database`: whether answering it read the
// catalogue's tables (the catalogue's queries are marked per request; the answer cache's version read is not).
import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { type Db, openDatabase } from '../server/db/client';
import { articles, cacheVersions, catalogueChanges } from '../server/db/schema';
import { createLogger } from '../server/lib/logger';
import { createMailer } from '../server/lib/mailer';
import { randomAuthSecrets } from '../server/lib/secrets';
import type { AnswerCacheStats } from '../server/services/catalogue/answer-cache';
import { createLocalCatalogue } from '../server/services/catalogue/catalogue';
import { articleTag, raiseCatalogueVersion } from '../server/services/catalogue/catalogue-version';
import { createEmbeddedRegister } from '../server/services/vehicle-register/embedded';

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
 * cache's reads of its version and of what changed (cache_versions, catalogue_changes), hit or miss.
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
          if (table !== cacheVersions && table !== catalogueChanges) markRequest();
          return from(table, ...rest);
        };
        return query;
      };
    },
  });
}

// BENCH_MARK=0: no marking (AsyncLocalStorage tracks every promise on Node 20, which costs the server time).
const marking = process.env.BENCH_MARK !== '0';
const catalogue = createLocalCatalogue(
  marking ? markingReads(database.db) : database.db,
  createEmbeddedRegister(database.db),
  {
    cache: process.env.BENCH_CACHE !== 'off',
  },
);
const app = createApp({
  db: database.db,
  catalogue,
  logger: createLogger('silent'),
  mailer: createMailer({ db: database.db, from: 'bench@bildeler.no' }),
  localesDir: fileURLToPath(new URL('../src/locales', import.meta.url)),
  dataDir: target.startsWith('postgres') ? '.tmp/bench-data' : target,
  auth: randomAuthSecrets(),
  publicUrl: 'http://localhost',
});

const cacheStats = (): AnswerCacheStats => catalogue.cacheStats();

/** The most the cache and the process held so far (a price change forgets every list, so the end may show less). */
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

type Writes = { orders: number; prices: number; failures: number };

/**
 * The catalogue's writes while the mix runs, as a shop makes them: an order every `orderEveryMs` reserves one unit
 * of a popular article (the most reviewed are in the most answers) exactly as place-order does — its stock count
 * and the catalogue's version with the article, then `catalogue.changed` — and the next order of that article
 * gives the unit back; an admin's price change every `priceEveryMs` (up 1 krone, then back) through
 * `catalogue.setPrice`. Each starts half a period in. Stopping puts everything back, so the catalogue ends as it began.
 */
function startWriter(orderEveryMs: number, priceEveryMs: number) {
  const writes: Writes = { orders: 0, prices: 0, failures: 0 };
  let running: Promise<void> = Promise.resolve();
  const popular = database.db
    .select({ articleId: articles.articleId, price: articles.price, discount: articles.discount })
    .from(articles)
    .orderBy(desc(articles.reviewCount), asc(articles.articleId))
    .limit(200)
    .then((rows) => rows); // read once: the prices as they were before the first change
  const reserved = new Set<number>();
  const order = async (articleId: number) => {
    const back = reserved.has(articleId);
    const version = await database.db.transaction(async (tx) => {
      await tx
        .update(articles)
        .set({ stockCount: sql`${articles.stockCount} ${back ? sql`+` : sql`-`} 1` })
        .where(eq(articles.articleId, articleId));
      return raiseCatalogueVersion(tx, [articleTag(articleId)]);
    });
    catalogue.changed(version, [articleTag(articleId)]);
    if (back) reserved.delete(articleId);
    else reserved.add(articleId);
  };
  let priceUp = false;
  const price = async (up: boolean) => {
    const article = (await popular)[writes.prices % 7];
    if (!article) return;
    await catalogue.setPrice(article.articleId, article.price + (up ? 1 : 0), article.discount);
    priceUp = up;
  };
  const run = (kind: 'orders' | 'prices', work: () => Promise<void>) => {
    running = running.then(async () => {
      notePeak();
      try {
        await work();
        writes[kind] += 1;
      } catch (error) {
        writes.failures += 1;
        console.error('bench writer:', error);
      }
    });
  };
  let drawn = 0;
  const orderTick = () =>
    run('orders', async () => {
      const rows = await popular;
      // Skewed towards the most reviewed, a fixed sequence (the golden ratio walks the unit interval evenly).
      const at = ((drawn++ * 0.6180339887) % 1) ** 2;
      const article = rows[Math.floor(at * rows.length)];
      if (article) await order(article.articleId);
    });
  const priceTick = () => run('prices', () => price(!priceUp));
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, tick: () => void) => {
    if (!(ms > 0)) return;
    timers.push(
      setTimeout(() => {
        tick();
        timers.push(setInterval(tick, ms));
      }, ms / 2),
    );
  };
  every(orderEveryMs, orderTick);
  every(priceEveryMs, priceTick);
  return async (): Promise<Writes> => {
    for (const timer of timers) clearTimeout(timer);
    await running;
    const made = { ...writes };
    for (const articleId of [...reserved]) await order(articleId);
    if (priceUp) await price(false);
    return made;
  };
}

let inFlight = 0;
let stopWriter: (() => Promise<Writes>) | null = null;

async function benchAnswer(url: URL): Promise<Response> {
  switch (url.pathname) {
    case '/__bench/stats': {
      notePeak();
      const { heapUsed, rss } = process.memoryUsage();
      return Response.json({ cache: cacheStats(), heapUsed, rss, peak });
    }
    case '/__bench/writer/start':
      stopWriter ??= startWriter(
        Number(url.searchParams.get('orderEveryMs') ?? 1000),
        Number(url.searchParams.get('priceEveryMs') ?? 30000),
      );
      return Response.json({ started: true });
    case '/__bench/writer/stop': {
      const stopped = stopWriter ? await stopWriter() : { orders: 0, prices: 0, failures: 0 };
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
    const response = marking
      ? await requestStore.run(store, () => app.fetch(request, env))
      : await app.fetch(request, env);
    response.headers.set('x-bench-answer', store.readTables ? 'database' : 'cache');
    return response;
  } finally {
    inFlight -= 1;
  }
}

const server = serve(
  { fetch: answer, port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1' },
  (info) => {
    process.stdout.write(`listening ${info.port}\n`);
  },
);
process.on('SIGTERM', () => server.close(() => database.close().then(() => process.exit(0))));
