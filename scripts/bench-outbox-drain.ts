// npm run bench:outbox-drain — the outbox after a reconnect (docs/benchmarks.md, Targets: the first write ≤ 2 s after `online`, then
// ≥ 50 writes/s), in Chromium on the production build served by the real server (a PGlite of its own in
// .bench/outbox-data, SEED_SCALE 0.1). A customer signed in through the sign-in form goes offline and saves
// BENCH_DRAIN_WRITES (100) vehicles to the garage: each is a POST /api/garage of its own (stream `garage`, sent in
// order, docs/offline.md), unlike cart changes, which coalesce into one entry. The vehicle picker needs the network to
// look a vehicle up, so the entries are written into the app's IndexedDB as db/garage.ts's addVehicle writes them
// (the request from src/domain/garage.ts, the outbox fields of db/outbox.ts's enqueue). Back online, the app's sync
// worker sends them. A proxy between Chromium and the shop notes when each write arrives and when its answer has
// left: the time from the page's `online` event to the first arrival, and the writes per second from there until the
// last answer. The outbox must then be empty and the account must hold every vehicle.
// BENCH_SUMMARY=<file> writes the figures as JSON (npm run bench).
import { randomInt } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { chromium } from '@playwright/test';
import { buildVehicles } from '../server/db/seed/build-vehicles';
import { manufacturers } from '../server/db/seed/data/vehicles';
import { addToGarageRequest } from '../src/domain/garage';
import { AccountPage } from '../tests/e2e/pages/account.page';
import { builtDist, chromiumOptions, percentile, root, startShop, writeSummary } from './bench-shop';

const writes = Number(process.env.BENCH_DRAIN_WRITES ?? 100);
const port = Number(process.env.BENCH_DRAIN_PORT ?? 19132);
const proxyPort = port + 1;

const dist = builtDist();
const shop = await startShop(port, {
  NODE_ENV: 'production',
  DIST_DIR: dist,
  DATA_DIR: `${root}.bench/outbox-data`,
});

// The proxy: every request passes unchanged; garage writes are timed.
const arrivals: number[] = [];
const answered: { at: number; status: number }[] = [];
const agent = new Agent({ keepAlive: true });
const proxy = createServer((incoming, outgoing) => {
  const write = incoming.method === 'POST' && incoming.url === '/api/garage';
  if (write) arrivals.push(Date.now());
  const upstream = request(
    {
      host: '127.0.0.1',
      port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
      agent,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      if (write) answer.on('end', () => answered.push({ at: Date.now(), status: answer.statusCode ?? 0 }));
    },
  );
  upstream.on('error', () => outgoing.destroy());
  incoming.pipe(upstream);
});
await new Promise<void>((done) => proxy.listen(proxyPort, '127.0.0.1', done));
const origin = `http://127.0.0.1:${proxyPort}`;

// A client address of this run's own (the shop counts sign-ups and sign-ins per address).
const clientAddress = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
const email = `drain.${Date.now()}@bench.example.no`;
const password = 'Bench-Bremseskive-2026';
const registered = await fetch(`${shop.origin}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
  body: JSON.stringify({ email, password }),
});
if (registered.status !== 201) throw new Error(`sign-up: ${registered.status} ${await registered.text()}`);
const { token } = (await registered.json()) as { token: string };

/** The app's IndexedDB record `key` of store `store`, read in the page (null when not there yet). */
const readRecord = `(store, key) => new Promise((resolve) => {
  const open = indexedDB.open('bildeler');
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains(store)) { db.close(); return resolve(null); }
    const read = db.transaction(store).objectStore(store).get(key);
    read.onsuccess = () => { db.close(); resolve(read.result ?? null); };
    read.onerror = () => { db.close(); resolve(null); };
  };
  open.onerror = () => resolve(null);
})`;

const browser = await chromium.launch(chromiumOptions);
try {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  const page = await context.newPage();
  await new AccountPage(page, 'no').signIn(email, password);
  await page.waitForURL(/\/account\/dashboard/);
  // The session the sync worker sends with (src/db/session.ts), and the sync worker itself (started once the page
  // is drawn and the browser idle).
  // (page.waitForFunction would take the read's promise as a yes: polled from here.)
  let userId = '';
  for (let wait = 0; !userId || !page.workers().some((w) => w.url().includes('sync')); wait++) {
    if (wait > 300) throw new Error('no session mirrored or no sync worker within 30 s of signing in');
    const session = (await page.evaluate(`(${readRecord})('meta', 'session')`)) as {
      value?: { userId?: string };
    } | null;
    userId = session?.value?.userId ?? '';
    await page.waitForTimeout(100);
  }

  await context.setOffline(true);
  const now = Date.now();
  // Vehicles of the seed's register (the same at every scale): the server saves only vehicles it knows.
  const vehicles = buildVehicles(manufacturers)
    .vehicles.slice(0, writes)
    .map((row) => ({ id: row.carId, year: 0, make: 'Bench', model: 'Bench', engine: row.typeName }));
  if (vehicles.length < writes) throw new Error(`the seed has only ${vehicles.length} vehicles`);
  const entries = vehicles.map((vehicle) => ({
    ...addToGarageRequest(vehicle, userId),
    idempotencyKey: crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
  }));
  // As JSON: the entries' body type is recursive, too deep for Playwright's argument types.
  await page.evaluate(
    (json) =>
      new Promise<void>((resolve, reject) => {
        const { vehicles, entries } = JSON.parse(json) as { vehicles: object[]; entries: object[] };
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['garage', 'outbox'], 'readwrite');
          for (const vehicle of vehicles) tx.objectStore('garage').put({ ...vehicle, current: false });
          for (const entry of entries) tx.objectStore('outbox').add(entry);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    JSON.stringify({ vehicles, entries }),
  );
  await page.evaluate(
    `addEventListener('online', () => { window.benchOnlineAt = Date.now(); }, { once: true })`,
  );
  const sentOffline = arrivals.length;
  await context.setOffline(false);

  const deadline = Date.now() + 120_000;
  // A refused write stops its stream (it waits for the user): no use waiting for the rest.
  while (answered.length < writes && Date.now() < deadline && answered.every((a) => a.status < 300))
    await page.waitForTimeout(50);
  const onlineAt = Number(await page.evaluate('window.benchOnlineAt'));
  const { open, firstError } = await page.evaluate(
    () =>
      new Promise<{ open: number; firstError?: unknown }>((resolve) => {
        const request = indexedDB.open('bildeler');
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            request.result.close();
            const left = (all.result as { state: string; lastError?: unknown }[]).filter(
              (e) => e.state !== 'done',
            );
            resolve({ open: left.length, firstError: left[0]?.lastError });
          };
        };
      }),
  );
  const garage = (await (
    await fetch(`${shop.origin}/api/garage`, { headers: { authorization: token } })
  ).json()) as {
    vehicles?: unknown[];
  };

  const first = arrivals[0] ?? Number.NaN;
  const last = answered.at(-1)?.at ?? Number.NaN;
  const firstWriteMs = first - onlineAt;
  const perSecond = answered.length / ((last - first) / 1000);
  const failed = answered.filter((a) => a.status < 200 || a.status > 299).length;
  // Where a write's time goes: the server's answer, and the device between an answer and the next write.
  const serverMs = answered.map((a, n) => a.at - (arrivals[n] ?? a.at));
  const deviceMs = arrivals.slice(1).map((at, n) => at - (answered[n]?.at ?? at));
  console.log(
    `Outbox drain after a reconnect (${writes} garage writes saved offline, desktop, no throttling):`,
  );
  console.log(
    `  first write at the server ${Math.round(firstWriteMs)} ms after \`online\` (goal ≤ 2000 ms); ` +
      `${answered.length} answered in ${((last - first) / 1000).toFixed(2)} s: ${perSecond.toFixed(0)} writes/s ` +
      `(goal ≥ 50); all sent ${Math.round(last - onlineAt)} ms after \`online\``,
  );
  console.log(
    `  refused ${failed}; sent while offline ${sentOffline}; open in the outbox after ${open}; ` +
      `vehicles in the account ${garage.vehicles?.length ?? '?'} of ${writes}`,
  );
  console.log(
    `  per write: the server's answer p50 ${percentile(serverMs, 50)} ms, the device from an answer to the next ` +
      `write p50 ${percentile(deviceMs, 50)} ms`,
  );
  if (firstError) console.log(`  the first open entry's error: ${JSON.stringify(firstError)}`);
  writeSummary({
    writes,
    firstWriteMs,
    perSecond,
    totalMs: last - onlineAt,
    answered: answered.length,
    refused: failed,
    sentOffline,
    openAfter: open,
    accountVehicles: garage.vehicles?.length ?? null,
    serverP50: percentile(serverMs, 50),
    deviceP50: percentile(deviceMs, 50),
  });
} finally {
  await browser.close();
  proxy.close();
  shop.stop();
}
