// npm run bench:web — Lighthouse 12 (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU) on
// the production build served by the real server: home, a category product list and a product page. Each page
// runs BENCH_WEB_RUNS times (default 3) in a fresh Chromium; the table shows the median of each figure.
// It is a benchmark, not a test: a missed goal is reported, only a crash exits non-zero.
// A last row measures the pre-rendered home page with its scripts taken out: what this machine scores for the
// page's HTML and CSS alone, the ceiling that the shop's JavaScript can only lower.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { firstTap, offlineReload } from './bench-web-user';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, '.bench');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
// BENCH_WEB_LIGHTHOUSE=0 measures only what a visitor feels (first tap, offline reload).
const withLighthouse = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
const scale = process.env.SEED_SCALE ?? '0.1';
// BENCH_WEB_DIST=<folder> reuses a build made earlier instead of building into .bench/web-dist.
const reuseDist = process.env.BENCH_WEB_DIST;
const distDir = reuseDist ? resolve(reuseDist) : join(benchDir, 'web-dist');
const reportDir = join(benchDir, 'lighthouse');
const goal = { performance: 95, accessibility: 95 };
const notFoundTitles = ['Page Not Found', 'Siden finnes ikke', 'الصفحة غير موجودة'];

type Audit = {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
};
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Report = {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
};
type Figures = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  lcp: number;
  tbt: number;
  cls: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
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
  const dataDir = join(benchDir, `web-data-scale-${scale}`);
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

/** The product page path for the first brake pad, or why there is none to measure. */
async function productPath(url: string): Promise<{ path?: string; problem?: string }> {
  const res = await fetch(`${url}/api/tecdoc/get-products?category=bremseklosser&perPage=1`);
  if (!res.ok) return { problem: `GET /api/tecdoc/get-products answered ${res.status}` };
  const body = (await res.json()) as { items?: { articleId?: number }[] };
  const articleId = body.items?.[0]?.articleId;
  if (!articleId) return { problem: 'no brake pad in the catalogue' };
  const path = `/products/${articleId}-x`;
  // The server answers every page path with the shell; only the client router knows a page is missing.
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(url + path);
    await page.locator('#preloader').waitFor({ state: 'detached' });
    const heading = page.locator('main h1').first();
    await heading.waitFor();
    const title = (await heading.textContent())?.trim() ?? '';
    return notFoundTitles.includes(title)
      ? { problem: `${path} shows "${title}" (route not there yet)` }
      : { path };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in its own process; a run that measured nothing comes back as an error text. */
function lighthouse(url: string, output: string): { report?: Report; error?: string } {
  rmSync(output, { force: true });
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The CLI exits non-zero on a runtime error but still writes the report, which names the error.
  if (!existsSync(output))
    return { error: `exit ${run.status}: ${run.stderr.toString().trim().slice(-500)}` };
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  return report.runtimeError ? { error: report.runtimeError.code } : { report };
}

const figuresOf = (report: Report): Figures => ({
  performance: Math.round((report.categories.performance?.score ?? 0) * 100),
  accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
  'best-practices': Math.round((report.categories['best-practices']?.score ?? 0) * 100),
  lcp: report.audits['largest-contentful-paint']?.numericValue ?? 0,
  tbt: report.audits['total-blocking-time']?.numericValue ?? 0,
  cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
});

/** The audits that cost a category points, heaviest first: what to fix when a goal is missed. */
function losses(report: Report, category: string) {
  const refs = report.categories[category]?.auditRefs ?? [];
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  return refs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({
      points: (ref.weight * (1 - (audit?.score ?? 0)) * 100) / total,
      text: `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
    }))
    .sort((a, b) => b.points - a.points);
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
  const pages: { name: string; path: string; base?: string }[] = withLighthouse
    ? [
        { name: 'home', path: '/' },
        { name: 'product list', path: '/catalog/bremseklosser' },
      ]
    : [];
  const product = await productPath(shop.url);
  if (product.path && withLighthouse) pages.push({ name: 'product page', path: product.path });
  else if (!product.path) console.log(`Product page: not measured: ${product.problem}`);
  if (withLighthouse) pages.push({ name: 'home, HTML only', path: '/', base: htmlOnly.url });

  const rows: { name: string; path: string; figures: Figures; typical: Report }[] = [];
  for (const page of pages) {
    const reports: Report[] = [];
    for (let run = 1; run <= runs; run++) {
      const file = join(reportDir, `${page.name.replace(/\W+/g, '-')}-${run}.json`);
      // On a busy machine Chromium sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const { report, error } = lighthouse((page.base ?? shop.url) + page.path, file);
        if (report) {
          reports.push(report);
          // benchmarkIndex: Lighthouse's measure of this host's CPU; its 4× slowdown assumes ≈ 1,500 or more.
          console.log(
            `  ${page.path} run ${run}: ${JSON.stringify(figuresOf(report))} ` +
              `(benchmarkIndex ${report.environment?.benchmarkIndex ?? '?'}, load ${load()})`,
          );
          break;
        }
        console.log(`  ${page.path} run ${run}: ${error}, attempt ${attempt} of 3`);
      }
    }
    if (reports.length === 0) throw new Error(`Lighthouse could not measure ${page.path}`);
    const all = reports.map(figuresOf);
    const figures = Object.fromEntries(
      (Object.keys(all[0] as Figures) as (keyof Figures)[]).map((key) => [
        key,
        median(all.map((f) => f[key])),
      ]),
    ) as Figures;
    // The run closest to the median performance score shows what typically costs points.
    const typical = reports.reduce((best, r) =>
      Math.abs(figuresOf(r).performance - figures.performance) <
      Math.abs(figuresOf(best).performance - figures.performance)
        ? r
        : best,
    );
    rows.push({ ...page, figures, typical });
  }

  console.log(`\nLighthouse 12 mobile, median of ${runs} runs; load average after the runs ${load()}\n`);
  console.log(
    `| page | path | performance | accessibility | best-practices | LCP | TBT | CLS | perf ≥ ${goal.performance} | a11y ≥ ${goal.accessibility} |`,
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
  const yes = (met: boolean) => (met ? 'met' : 'missed');
  for (const { name, path, figures: f } of rows) {
    const ceiling = name === 'home, HTML only';
    console.log(
      `| ${name} | \`${path}\` | ${f.performance} | ${f.accessibility} | ${f['best-practices']} | ` +
        `${(f.lcp / 1000).toFixed(1)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ` +
        (ceiling
          ? '(no script: the ceiling) | |'
          : `${yes(f.performance >= goal.performance)} | ${yes(f.accessibility >= goal.accessibility)} |`),
    );
  }
  if (!product.path) console.log(`| product page | — | not measured: ${product.problem} |`);
  console.log(`\nGoal: performance ≥ ${goal.performance} and accessibility ≥ ${goal.accessibility}.`);
  for (const { name, figures: f, typical } of rows) {
    if (name === 'home, HTML only') continue; // the ceiling, not a page of the shop
    for (const category of ['performance', 'accessibility'] as const) {
      if (f[category] >= goal[category]) continue;
      const top = losses(typical, category).slice(0, 6);
      console.log(`${name}: ${category} ${f[category]} < ${goal[category]}; points lost to:`);
      for (const loss of top) console.log(`  -${loss.points.toFixed(1)}  ${loss.text}`);
    }
  }
  if (withLighthouse) console.log(`\nFull reports: ${reportDir}`);

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
    const offline = await offlineReload(browser, `${shop.url}/catalog/bremseklosser`);
    console.log(
      `Offline reload of a list seen before (desktop, ${offline.runs.length} reloads): cards painted ` +
        `p50 ${ms(offline.p50)}, p95 ${ms(offline.p95)} (goal p95 ≤ 500 ms)`,
    );
    console.log(`  runs: ${JSON.stringify(offline.runs.map(Math.round))}`);
  } finally {
    await browser.close();
  }
} finally {
  await stop(htmlOnly.child);
  await stop(shop.child);
}
