// npm run bench:web — Lighthouse 12 (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU) on
// the production build served by the real server: one address of every route of the route table
// (src/first-visit/pages.ts; the addresses and why one could not be made: scripts/bench-web-routes.ts). Each page
// runs BENCH_WEB_RUNS times (default 3) in a fresh Chromium; the table shows the median of each figure beside its
// goal. Guarded pages, the cart and checkout are measured signed in, with a brake pad in the cart for the latter
// (scripts/bench-web-session.ts); every address is opened once first and a page showing something else (the
// sign-in redirect, not found, refused) is reported, not measured, as is a run whose report ends elsewhere.
// It is a benchmark, not a test: a missed goal is reported, only a crash exits non-zero.
// A last row measures the pre-rendered home page with its scripts taken out: what this machine scores for the
// page's HTML and CSS alone, the ceiling that the shop's JavaScript can only lower.
// Settings:
//   BENCH_WEB_RUNS=<n>        runs per page (default 3)
//   BENCH_WEB_PAGES=<regex>   only the routes whose path pattern matches, e.g. '^/$|^/cart$|^/admin/orders$'
//   BENCH_WEB_LIGHTHOUSE=0    no Lighthouse: only the first tap and the offline reload
//   BENCH_WEB_DIST=<folder>   reuse a build made earlier instead of building into .bench/web-dist
//   BENCH_WEB_CEILING=0       no row for the home page's HTML alone
//   BENCH_SUMMARY=<file>      the figures as JSON too, for `npm run bench` (scripts/bench-all.ts)
//   SEED_SCALE=<n>            the catalogue's scale (default 0.1); CHROME_PATH (default /usr/bin/chromium)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { productHref } from '../src/domain/product-href';
import { writeSummary } from './bench-shop';
import {
  type Figures,
  figuresOf,
  goal,
  lighthouse,
  losses,
  type Report,
  summarise,
  tableHead,
  tableRow,
} from './bench-web-lighthouse';
import {
  benchAdmin,
  fixtures,
  type RouteAddress,
  routeAddresses,
  type SessionKind,
} from './bench-web-routes';
import { checkAddress, copyProfile, prepareProfile } from './bench-web-session';
import { firstAdd, firstTap, offlineReload } from './bench-web-user';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, '.bench');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const withLighthouse = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
const scale = process.env.SEED_SCALE ?? '0.1';
const reuseDist = process.env.BENCH_WEB_DIST;
const distDir = reuseDist ? resolve(reuseDist) : join(benchDir, 'web-dist');
const reportDir = join(benchDir, 'lighthouse');
const only = process.env.BENCH_WEB_PAGES ? new RegExp(process.env.BENCH_WEB_PAGES) : undefined;
const dataDir = join(benchDir, `web-data-scale-${scale}`);
const profileDir = join(benchDir, 'profiles');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function freePort() {
  return new Promise<number>((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function build() {
  // The catalogs are compiled by `npm run build`; compile them here only when they are missing.
  if (!['no', 'en', 'ar'].every((l) => existsSync(join(root, `src/locales/${l}/messages.json`)))) {
    execFileSync(join(root, 'node_modules/.bin/lingui'), ['compile', '--namespace', 'json'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  // Its own folder: ./dist belongs to `npm start` and the e2e runs.
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Starts the shop (server/main.ts) on a free port and resolves once /api/health answers. */
async function startShop() {
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SEED_SCALE: scale,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited) throw new Error(`the shop server exited with ${child.exitCode} before it answered`);
    if (Date.now() > deadline) throw new Error('the shop server did not answer /api/health within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, child };
}

/**
 * Serves the built index.html without its app code, gzipped like the shop serves it. In a process of its own:
 * Lighthouse runs synchronously in this one, which would leave a server here unable to answer.
 */
async function startHtmlOnly() {
  const file = join(benchDir, 'html-only.html');
  writeFileSync(
    file,
    readFileSync(join(distDir, 'index.html'), 'utf8').replace(/<meta name="app-(entry|preload)"[^>]*>/g, ''),
  );
  const port = await freePort();
  const serve = `
    const body = require('node:zlib').gzipSync(require('node:fs').readFileSync(${JSON.stringify(file)}));
    require('node:http').createServer((req, res) => {
      if (req.url !== '/') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', serve], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 100));
  return { url, child };
}

function stop(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

const sessionLabel: Record<SessionKind, string> = {
  none: '',
  user: ' (customer)',
  cart: ' (customer, cart)',
  admin: ' (ADMIN)',
};

/** One profile per kind of session the addresses need (bench-web-session.ts); a kind that cannot be made, why. */
async function prepareProfiles(addresses: RouteAddress[], f: ReturnType<typeof fixtures>, origin: string) {
  const kinds = new Set(addresses.filter((a) => a.path && a.session !== 'none').map((a) => a.session));
  const profiles = new Map<SessionKind, { dir?: string; problem?: string }>();
  for (const kind of kinds) {
    const dir = join(profileDir, kind);
    try {
      const session = await (kind === 'admin' ? f.admin : kind === 'cart' ? f.cartCustomer : f.customer)();
      const product = kind === 'cart' ? productHref(await f.inStock()) : '';
      await prepareProfile(chromePath, dir, origin, session, kind, product);
      profiles.set(kind, { dir });
    } catch (error) {
      profiles.set(kind, { problem: `no ${kind} session: ${(error as Error).message.split('\n')[0]}` });
    }
  }
  return profiles;
}

type Measured = { figures?: Figures; typical?: Report; problem?: string };

/**
 * `runs` Lighthouse runs of `url` (reports named `name`-<run>.json); a run whose report ends on another address
 * makes the page a problem.
 */
function measure(url: string, name: string, profile?: string): Measured {
  const wanted = new URL(url);
  const reports: Report[] = [];
  let lastError = '';
  for (let run = 1; run <= runs; run++) {
    const file = join(reportDir, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`);
    // On a busy machine Chromium sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const copy = profile ? copyProfile(profile, join(profileDir, 'run')) : undefined;
      const { report, error } = lighthouse(root, chromePath, url, file, copy);
      if (report) {
        const final = new URL(report.finalDisplayedUrl ?? url);
        if (final.pathname + final.search !== wanted.pathname + wanted.search)
          return { problem: `Lighthouse's page ended on ${final.pathname}${final.search} (${file})` };
        reports.push(report);
        // benchmarkIndex: Lighthouse's measure of this host's CPU; its 4× slowdown assumes ≈ 1,500 or more.
        console.log(
          `  ${wanted.pathname}${wanted.search} run ${run}: ${JSON.stringify(figuresOf(report))} ` +
            `(benchmarkIndex ${report.environment?.benchmarkIndex ?? '?'}, load ${load()})`,
        );
        break;
      }
      lastError = error ?? '';
      console.log(`  ${wanted.pathname}${wanted.search} run ${run}: ${error}, attempt ${attempt} of 3`);
    }
  }
  return reports.length ? summarise(reports) : { problem: `Lighthouse measured nothing: ${lastError}` };
}

// Debian's wrapper script prints a harmless shell warning on stderr.
const chromiumVersion = execFileSync(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
  .toString()
  .trim();
console.log(`${chromiumVersion}, Node ${process.version}, ${cpus().length} CPUs, load ${load()}`);
if (reuseDist) console.log(`Reusing the build in ${distDir}`);
else {
  console.log(`Building into ${distDir} …`);
  build();
}
mkdirSync(reportDir, { recursive: true });
const shop = await startShop();
const htmlOnly = await startHtmlOnly();
const stopOnSignal = () => void stop(shop.child).then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  const rows: (Measured & { label: string; judged: boolean; pattern?: string })[] = [];
  if (withLighthouse) {
    const f = fixtures(shop.url, dataDir, Number(scale));
    const addresses = await routeAddresses(f, only);
    const profiles = await prepareProfiles(addresses, f, shop.url);
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
    try {
      for (const a of addresses) {
        if (!a.path) continue;
        const profile = profiles.get(a.session);
        a.problem =
          profile?.problem ??
          (await checkAddress(
            browser,
            chromePath,
            shop.url,
            a.path,
            a.session,
            profile?.dir,
            join(profileDir, 'check'),
          ));
      }
    } finally {
      await browser.close();
    }
    for (const a of addresses) {
      const label = a.path ? `\`${a.path}\`${sessionLabel[a.session]}` : `\`${a.pattern}\``;
      if (a.problem || !a.path) {
        console.log(`  ${label}: not measured: ${a.problem}`);
        rows.push({ label, judged: true, pattern: a.pattern, problem: a.problem });
      } else
        rows.push({
          label,
          judged: true,
          pattern: a.pattern,
          ...measure(shop.url + a.path, a.path, profiles.get(a.session)?.dir),
        });
    }
    if ((!only || only.test('/')) && process.env.BENCH_WEB_CEILING !== '0')
      rows.push({
        label: 'home, HTML only (scripts removed: the ceiling)',
        judged: false,
        ...measure(`${htmlOnly.url}/`, 'html-only'),
      });

    console.log(`\nLighthouse 12 mobile, median of ${runs} run(s); load average after the runs ${load()}\n`);
    for (const line of tableHead) console.log(line);
    for (const { label, judged, figures, problem } of rows)
      console.log(
        figures ? tableRow(label, figures, judged) : `| ${label} | not measured: ${problem} | | | | |`,
      );
    console.log(
      `\nGoals: performance ≥ ${goal.performance}, accessibility ${goal.accessibility}, LCP ≤ ${goal.lcp / 1000} s, ` +
        `TBT ≤ ${goal.tbt} ms, CLS ≤ ${goal.cls}. Pages measured: ${rows.filter((r) => r.figures && r.judged).length}, ` +
        `not measured: ${rows.filter((r) => !r.figures).length}.`,
    );
    for (const { label, judged, figures: f, typical } of rows) {
      if (!judged || !f || !typical) continue;
      for (const category of ['performance', 'accessibility'] as const) {
        if (f[category] >= goal[category]) continue;
        console.log(`${label}: ${category} ${f[category]} < ${goal[category]}; points lost to:`);
        for (const loss of losses(typical, category).slice(0, 6))
          console.log(`  -${loss.points.toFixed(1)}  ${loss.text}`);
      }
    }
    console.log(`\nFull reports: ${reportDir}`);
  }

  // What a visitor feels (scripts/bench-web-user.ts).
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const tap = await firstTap(browser, `${shop.url}/catalog/products`);
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(
      `\nFirst tap (list drawn by the server → product card; 4× CPU, slow 4G; median of ${tap.runs.length}): ` +
        `feedback ${ms(tap.feedbackMs)} (goal ≤ 100 ms), product page painted ${ms(tap.pageMs)} (goal ≤ 1000 ms)`,
    );
    console.log(
      `  from the finger lifting; runs [feedback, page, finger resting]: ${JSON.stringify(tap.runs.map((r) => r.map(Math.round)))}`,
    );
    const add = await firstAdd(browser, `${shop.url}/catalog/products`);
    console.log(
      `First add to cart (the same list → a card's button; median of ${add.runs.length}): ` +
        `feedback ${ms(add.feedbackMs)} (goal ≤ 100 ms), cart count shown ${ms(add.countMs)} (goal ≤ 1000 ms)`,
    );
    console.log(`  runs [feedback, count]: ${JSON.stringify(add.runs.map((r) => r.map(Math.round)))}`);
    const offline = await offlineReload(browser, `${shop.url}/catalog/bremseklosser`);
    console.log(
      `Offline reload of a list seen on a first visit (desktop, ${offline.runs.length} reloads): four cards painted ` +
        `p50 ${ms(offline.p50)}, p95 ${ms(offline.p95)} (goal p95 ≤ 500 ms)`,
    );
    console.log(`  runs: ${JSON.stringify(offline.runs.map(Math.round))}`);
    writeSummary({
      runs,
      pages: rows.map(({ label, pattern, figures, problem }) => ({ label, pattern, figures, problem })),
      firstTap: tap,
      firstAdd: add,
      offlineReload: offline,
    });
  } finally {
    await browser.close();
  }
} finally {
  await stop(htmlOnly.child);
  await stop(shop.child);
}
