// One shop process for a benchmark (npm run bench:login, bench:orders, …): started on `port` with the benchmark's
// settings on top of the environment, awaited until it answers, and its resident memory read from /proc. And the
// figures a benchmark hands to `npm run bench` (scripts/bench-all.ts), which runs each in a process of its own.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunch } from '../tests/chromium';

export const root = fileURLToPath(new URL('..', import.meta.url));

export async function startShop(port: number, env: Record<string, string>, startMs = 300_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_SCALE: '0.1',
      LOG_LEVEL: 'warn',
      // The benchmark's calls name their own client address (X-Forwarded-For), for the shop's per-address limits.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const shop = {
    origin,
    /** The process's resident memory in MB. */
    residentMb: () =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: () => void child.kill('SIGTERM'),
  };
  const deadline = Date.now() + startMs;
  while (!(await fetch(`${origin}/api/health`).catch(() => null))?.ok) {
    if (Date.now() > deadline || child.exitCode !== null) {
      shop.stop();
      throw new Error(`the shop did not start within ${startMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return shop;
}

/** The value at percentile `p` of `values` (nearest rank). */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ??
  Number.NaN;

/** The middle value of `values` (the upper middle of an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A benchmark's figures as JSON in the file BENCH_SUMMARY names, when it is set (scripts/bench-all.ts reads it). */
export function writeSummary(figures: unknown) {
  const file = process.env.BENCH_SUMMARY;
  if (file) writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

/**
 * Chromium for the browser benchmarks: Debian's full browser, as a shopper has it (the tests' flags, tests/chromium.ts,
 * but not their headless shell); CHROME_PATH for another.
 */
export const chromiumOptions = {
  ...chromiumLaunch,
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

/**
 * The production build a browser benchmark serves: BENCH_WEB_DIST's, else .bench/web-dist (`npm run bench:web`
 * and `npm run bench` build it), built now when it is missing or `rebuild`. ./dist belongs to `npm start` and the
 * e2e runs.
 */
export function builtDist(rebuild = false): string {
  const dist = resolve(process.env.BENCH_WEB_DIST ?? join(root, '.bench/web-dist'));
  if (!rebuild && existsSync(join(dist, 'index.html'))) return dist;
  console.log(`Building into ${dist} …`);
  if (rebuild || !['no', 'en', 'ar'].every((l) => existsSync(join(root, `src/locales/${l}/messages.json`))))
    execFileSync(join(root, 'node_modules/.bin/lingui'), ['compile', '--namespace', 'json'], { cwd: root });
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dist;
}
