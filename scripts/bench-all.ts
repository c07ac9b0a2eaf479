// npm run bench — the whole shop's figures in one table (docs/benchmarks.md, Targets), each beside its goal with ✓ or ✗, printed and
// recorded in docs/benchmarks.md with the date and the machine, as a new section above the older ones. The benchmarks
// run one after another, each in a process of its own, and hand their figures over as JSON (BENCH_SUMMARY):
//   the build's JavaScript for `/` (counted as scripts/size.mjs counts it) · bench:web on home, list, product, cart,
//   checkout and the account dashboard, then the first tap and the offline reload · bench:cart-indicator ·
//   bench:outbox-drain · bench:pack-download · bench:pack-search · bench:api (PGlite, PostgreSQL) · bench:cluster (PostgreSQL) · bench:login (PGlite,
//   PostgreSQL) · bench:orders (PostgreSQL).
// PostgreSQL: BENCH_DATABASE_URL names a server on which the run may make a database. It makes its own
// (bench_all_…), seeds it and drops it at the end; without it the PostgreSQL rows say "not run: set
// BENCH_DATABASE_URL". A benchmark that fails gives its rows the reason; the others still run.
// Options (`npm run bench -- --quick`): --quick (one Lighthouse run a page, 10,000 articles, short loads, fewer adds
// and writes; printed, not recorded: its figures are not the shop's), --no-record. SEED_SCALE overrides the
// catalogue's scale (default 5: 100,000 articles).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import postgres from 'postgres';
import { lighthousePages, markdownTable, type Outcome, type Summaries, tableRows } from './bench-all-table';
import { builtDist, root } from './bench-shop';
import { nginxBinary } from './cluster/nginx';

const quick = process.argv.includes('--quick');
const record = !quick && !process.argv.includes('--no-record');
const scale = process.env.SEED_SCALE ?? (quick ? '0.5' : '5');
const summaryDir = join(root, '.bench/summary');
const startedAt = performance.now();
const sh = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' }).trim();
const date = sh('date', '-u', '+%Y-%m-%d %H:%M UTC');
const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
const memory = /^Mem:\s+(\S+)/m.exec(sh('free', '-h'))?.[1] ?? '?';
const machine = `${cpu}, ${sh('nproc')} cores, ${memory} RAM (\`free -h\`), Node ${process.version}`;
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadAtStart = load();

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

// A database of the run's own on BENCH_DATABASE_URL's server, dropped at the end.
const serverUrl = process.env.BENCH_DATABASE_URL;
const databaseName = `bench_all_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;
let databaseUrl: string | undefined;
let noPostgres = { missing: 'set BENCH_DATABASE_URL' };
if (admin && serverUrl) {
  try {
    await admin.unsafe(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  } catch (error) {
    noPostgres = { missing: `no database made on BENCH_DATABASE_URL (${(error as Error).message})` };
    console.error(noPostgres.missing);
  }
}

/** Runs scripts/`script` with `env` and reads the figures it wrote; a run that wrote none gives the reason. */
function run<T>(name: string, script: string, env: Record<string, string | undefined>): Outcome<T> {
  if (interrupted) return { missing: 'interrupted' };
  const file = join(summaryDir, `${name}.json`);
  rmSync(file, { force: true });
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, BENCH_DATABASE_URL: undefined, ...env }))
    if (value !== undefined) childEnv[key] = value;
  console.log(`\n=== ${name} (scripts/${script}), load ${load()} ===`);
  const started = performance.now();
  const ran = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', script)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...childEnv, BENCH_SUMMARY: file },
  });
  console.log(`=== ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s ===`);
  if (existsSync(file)) return { figures: JSON.parse(readFileSync(file, 'utf8')) as T };
  return { missing: `scripts/${script} ended with ${ran.status ?? ran.signal}` };
}

/** The gzipped JavaScript of `/`: the entry and what it imports, as the build names them (scripts/size.mjs). */
function jsForHome(dist: string): number {
  const { parts } = JSON.parse(readFileSync(join(dist, '.ssr/page.json'), 'utf8')) as {
    parts: { entry: string; preloads: string[] };
  };
  const files = [parts.entry, ...parts.preloads].map((href) => join(dist, href.replace(/^\//, '')));
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;
}

mkdirSync(summaryDir, { recursive: true });
const summaries = {} as Summaries;
try {
  console.log(`npm run bench${quick ? ' --quick' : ''}: ${date}, ${machine}, load ${loadAtStart}`);
  const dist = builtDist(true);
  summaries.jsKb = { figures: jsForHome(dist) };
  const chromium = existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium');
  const browser = { BENCH_WEB_DIST: dist, SEED_SCALE: '0.1' };
  const noChromium = { missing: 'no Chromium (bash scripts/ensure-chromium.sh)' };
  summaries.web = chromium
    ? run('web', 'bench-web.ts', {
        ...browser,
        BENCH_WEB_RUNS: process.env.BENCH_WEB_RUNS ?? (quick ? '1' : '3'),
        BENCH_WEB_PAGES: `^(${lighthousePages.map(([pattern]) => pattern).join('|')})$`,
        BENCH_WEB_CEILING: '0',
      })
    : noChromium;
  summaries.cart = chromium
    ? run('cart', 'bench-cart-indicator.ts', { ...browser, BENCH_ADDS: quick ? '10' : '20' })
    : noChromium;
  summaries.drain = chromium
    ? run('drain', 'bench-outbox-drain.ts', { ...browser, BENCH_DRAIN_WRITES: quick ? '30' : '100' })
    : noChromium;
  // The pack is downloaded from the run's PostgreSQL (seeded at SEED_SCALE: its vehicle of ~20,000 parts) when it has
  // one, else from a PGlite of its own at scale 4.
  summaries.packDownload = chromium
    ? run('pack-download', 'bench-pack-download.ts', {
        BENCH_WEB_DIST: dist,
        ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl, SEED_SCALE: scale } : { SEED_SCALE: '4' }),
        ...(quick ? { BENCH_PACK_PARTS: '3000' } : {}),
      })
    : noChromium;
  summaries.packSearch = chromium
    ? run('pack-search', 'bench-pack-search.ts', quick ? { BENCH_PACK_PARTS: '5000' } : {})
    : noChromium;

  const short = quick ? { BENCH_SECONDS: '3', BENCH_WARM_SECONDS: '5', BENCH_MIX_SECONDS: '5' } : {};
  summaries.api = run('api', 'bench-api.ts', {
    ...short,
    SEED_SCALE: scale,
    BENCH_RECORD: '0',
    BENCH_DATABASE_URL: databaseUrl,
  });
  summaries.cluster = !databaseUrl
    ? noPostgres
    : !existsSync(nginxBinary)
      ? { missing: `no nginx (${nginxBinary}: bash scripts/ensure-nginx.sh)` }
      : run('cluster', 'bench-cluster.ts', { ...short, SEED_SCALE: scale, BENCH_DATABASE_URL: databaseUrl });
  const rounds = quick ? { BENCH_LOGIN_ROUNDS: '2' } : {};
  summaries.loginPglite = run('login-pglite', 'bench-login.ts', { ...rounds, BENCH_LOGIN_PORT: '19150' });
  summaries.loginPostgres = databaseUrl
    ? run('login-postgres', 'bench-login.ts', {
        ...rounds,
        BENCH_LOGIN_PORT: '19151',
        SEED_SCALE: scale,
        BENCH_DATABASE_URL: databaseUrl,
      })
    : noPostgres;
  summaries.orders = databaseUrl
    ? run('orders', 'bench-orders.ts', {
        ...(quick ? { BENCH_ORDERS_TOTAL: '300', BENCH_ORDERS_UNITS: '50' } : {}),
        BENCH_ORDERS_PORT: '19152',
        SEED_SCALE: scale,
        BENCH_DATABASE_URL: databaseUrl,
      })
    : noPostgres;
} finally {
  if (admin && databaseUrl) {
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch((error) => {
      console.error(`could not drop ${databaseName}: ${(error as Error).message}`);
    });
  }
  await admin?.end();
}

const minutes = ((performance.now() - startedAt) / 60_000).toFixed(0);
const notes = [
  `Run ${date} on ${machine}; load average ${loadAtStart} at the start, ${load()} at the end; ${minutes} min in all` +
    `${quick ? ' (`--quick`: one Lighthouse run a page, short loads, fewer articles: not the shop’s figures)' : ''}.`,
  'The web rows are measured on the production build served by the real server (a catalogue of 2,000 articles on ' +
    'PGlite); the API rows at the scale they name. Lighthouse is held to the whole shop’s LCP ≤ 1.8 s (bench:web’s own ' +
    'table uses every route’s 2.0 s).',
];
if ('figures' in summaries.cluster)
  notes.push(
    `The cluster: each process has its own answer cache, so each must miss an address once before it answers it ` +
      `from memory, and on ${summaries.cluster.figures.cpus} cores nginx, the processes, PostgreSQL and the load ` +
      'generator take turns on the same cores: more processes than cores add switching and misses, not ' +
      'throughput. The figure shows what nginx costs and how the caches split; throughput can only grow with ' +
      'processes on a machine with cores to spare for them.',
  );
const table = markdownTable(tableRows(summaries));
console.log(`\n${table.join('\n')}\n\n${notes.join('\n')}`);

if (record) {
  const file = join(root, 'docs/benchmarks.md');
  const lines = readFileSync(file, 'utf8').split('\n');
  const section = [
    `## \`npm run bench\` — ${date}`,
    '',
    ...notes.flatMap((note) => [note, '']),
    ...table,
    '',
  ];
  // Above the first benchmark section: the newest run first, the older sections kept below it.
  let at = lines.findIndex((line) => line.startsWith('## `npm run bench'));
  if (at < 0) at = lines.length;
  lines.splice(at, 0, ...section);
  writeFileSync(file, lines.join('\n'));
  console.log('Recorded in docs/benchmarks.md (--no-record skips that).');
} else console.log(quick ? 'A quick run: not recorded.' : 'Not recorded (--no-record).');
