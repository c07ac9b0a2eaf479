// npm run bench:cluster — `npm run bench:api`'s realistic mix through nginx in front of 1, 2 and 4 server processes on
// one PostgreSQL (BENCH_DATABASE_URL, required: a database the bench may seed and change), to see how throughput grows
// with processes. nginx is Debian's, with the configuration `npm run start:cluster` uses
// (scripts/cluster/nginx.ts: least connections, kept-alive upstream connections). The processes are
// scripts/bench-server.ts, not start-cluster.ts's server/main.ts: the same app and catalogue, plus the bench's writer
// (an order every BENCH_ORDER_EVERY_MS and a price change every BENCH_PRICE_EVERY_S, made by the first process; the
// others follow through the catalogue's version in the database, as a cluster's processes do) and its wait until no
// request is in flight. Each size: the answer caches start empty, BENCH_WARM_SECONDS (20) of the mix, then the
// BENCH_MIX_SECONDS (20) that are counted, BENCH_CONNECTIONS (8) at once, addresses drawn by Zipf from 12,000.
// autocannon runs in this process and shares the machine's cores with nginx, the processes and PostgreSQL: on a
// machine with fewer cores than processes the figure says what the machine can do, not what the cluster could.
// Settings: SEED_SCALE (5), BENCH_CLUSTER_SIZES (1,2,4), BENCH_CLUSTER_PORT (19140: nginx; the processes take the
// ports after it), BENCH_SUMMARY=<file> (the figures as JSON, for `npm run bench`).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/db/seed/seed-catalogue';
import { catalogueAddresses } from '../server/test/catalogue-addresses';
import { zipf } from './bench-api/addresses';
import { figuresOf, runLoad } from './bench-api/load';
import { writeSummary } from './bench-shop';
import { clusterConfig, nginxBinary, startNginx } from './cluster/nginx';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
if (!databaseUrl.startsWith('postgres')) {
  console.error(
    'npm run bench:cluster needs BENCH_DATABASE_URL=postgres://… (the processes share one PostgreSQL)',
  );
  process.exit(2);
}
if (!existsSync(nginxBinary)) {
  console.error(`npm run bench:cluster needs nginx (${nginxBinary}): sudo apt-get install -y nginx`);
  process.exit(2);
}
const scale = Number(process.env.SEED_SCALE ?? 5);
const sizes = (process.env.BENCH_CLUSTER_SIZES ?? '1,2,4').split(',').map(Number);
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 20);
const mixSeconds = Number(process.env.BENCH_MIX_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const orderEveryMs = Number(process.env.BENCH_ORDER_EVERY_MS ?? 1000);
const priceEveryS = Number(process.env.BENCH_PRICE_EVERY_S ?? 20);
const nginxPort = Number(process.env.BENCH_CLUSTER_PORT ?? 19140);

/** One bench server process on `port`, resolved once it listens. */
function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-server.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_DB: databaseUrl, BENCH_CACHE: 'on', BENCH_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => /listening/.test(chunk.toString()) && resolve(child));
    child.once('exit', (code) => reject(new Error(`bench server on ${port} exited with ${code}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function call<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

// Seeded once (bench:api seeds the same catalogue); this connection closes before the processes open theirs.
const database = await openDatabase({ databaseUrl });
const seeded = await seedCatalogue(database.db, { scale });
const ranked = await catalogueAddresses(database.db, 12_000);
await database.close();
console.log(
  `Cluster: ${seeded.articles.toLocaleString('en')} articles, ${ranked.length} addresses, ${cpus().length} CPUs`,
);

type Size = {
  processes: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  fromCache: number;
  non2xx: number;
  errors: number;
};
const results: Size[] = [];
for (const processes of sizes) {
  const ports = Array.from({ length: processes }, (_, n) => nginxPort + 1 + n);
  const children: ChildProcess[] = [];
  // One at a time: each migrates under the same advisory lock anyway (server/db/client.ts).
  for (const port of ports) children.push(await startProcess(port));
  const nginx = startNginx(clusterConfig({ port: nginxPort, upstreams: ports.map((p) => `127.0.0.1:${p}`) }));
  const url = `http://127.0.0.1:${nginxPort}`;
  const direct = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    for (let n = 0; !(await fetch(`${url}/api/health`).catch(() => null))?.ok; n++) {
      if (n > 100) throw new Error('nginx did not answer within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await call(
      `${direct[0]}/__bench/writer/start?orderEveryMs=${orderEveryMs}&priceEveryMs=${priceEveryS * 1000}`,
    );
    await runLoad(url, { connections, seconds: warmSeconds, next: zipf(ranked) });
    for (const server of direct) await call(`${server}/__bench/idle`);
    const load = await runLoad(url, { connections, seconds: mixSeconds, next: zipf(ranked) });
    for (const server of direct) await call(`${server}/__bench/idle`);
    await call(`${direct[0]}/__bench/writer/stop`);
    const f = figuresOf([...load.byKind.values()], load.seconds);
    const size = { processes, ...f, fromCache: f.fromCache / f.requests, errors: load.errors };
    results.push(size);
    console.log(
      `  ${processes} process${processes > 1 ? 'es' : ''}: ${f.rps.toFixed(0)} req/s, p50/p95/p99 ` +
        `${f.p50.toFixed(1)}/${f.p95.toFixed(0)}/${f.p99.toFixed(0)} ms, answered from cache ` +
        `${(100 * size.fromCache).toFixed(1)} %, non-2xx ${f.non2xx}, errors ${load.errors}`,
    );
  } finally {
    await stop(nginx.child);
    await Promise.all(children.map(stop));
  }
}
const one = results.find((r) => r.processes === 1);
if (one)
  console.log(
    `  throughput against 1 process: ${results.map((r) => `${r.processes} → × ${(r.rps / one.rps).toFixed(2)}`).join(', ')}`,
  );
writeSummary({
  articles: seeded.articles,
  cpus: cpus().length,
  connections,
  warmSeconds,
  mixSeconds,
  results,
});
