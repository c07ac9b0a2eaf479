// One shop process for a benchmark (npm run bench:login, bench:orders): started on `port` with the benchmark's
// settings on top of the environment, awaited until it answers, and its resident memory read from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
