// npm run bench:login — sign-in with argon2id under load (docs/benchmarks.md, Targets): `BENCH_LOGIN_ACCOUNTS` (20) customers
// sign in at the same moment, `BENCH_LOGIN_ROUNDS` (5) times, against one server process started for it (a fresh
// PGlite in .bench/login-data, or BENCH_DATABASE_URL's PostgreSQL). Prints p50/p95/max of a sign-in's answer time
// (goal p95 ≤ 300 ms) and the process's resident memory before and at its peak during the flood. Each customer signs
// in from an address of its own (the shop counts sign-ins per address and per account: ten passwords per account in
// 15 minutes, so rounds × 1 stays inside it).
import { rmSync } from 'node:fs';
import { percentile, root, startShop, writeSummary } from './bench-shop';

const accounts = Number(process.env.BENCH_LOGIN_ACCOUNTS ?? 20);
const rounds = Number(process.env.BENCH_LOGIN_ROUNDS ?? 5);
const port = Number(process.env.BENCH_LOGIN_PORT ?? 18970);
const dataDir = `${root}.bench/login-data`;
const password = 'Bench-Bremseskive-2026';

if (rounds > 9) throw new Error('BENCH_LOGIN_ROUNDS ≤ 9: an account may check ten passwords in 15 minutes');
rmSync(dataDir, { recursive: true, force: true });
const shop = await startShop(port, {
  DATA_DIR: dataDir,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const addressOf = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const post = (path: string, body: object, from: string) =>
  fetch(`${shop.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
try {
  const emails = Array.from({ length: accounts }, (_, n) => `login.${n}.${Date.now()}@bench.example.no`);
  // Sign-ups one at a time (each hashes a password): not part of the figure.
  for (const [n, email] of emails.entries()) {
    const answer = await post('/api/auth/register', { email, password }, addressOf(1000 + n));
    if (answer.status !== 201) throw new Error(`sign-up ${n}: ${answer.status} ${await answer.text()}`);
  }
  const before = shop.residentMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, shop.residentMb());
  }, 20);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      emails.map(async (email, n) => {
        const started = performance.now();
        const answer = await post('/api/auth/login', { email, password }, addressOf(n));
        times.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`sign-in ${n}: ${answer.status} ${await answer.text()}`);
      }),
    );
  }
  clearInterval(sampler);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `Sign-in (argon2id m=19 MiB t=2 p=1), ${accounts} at once × ${rounds} rounds on one process ` +
      `(${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`,
  );
  console.log(
    `  p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (goal ≤ 300 ms), ` +
      `max ${ms(Math.max(...times))}; memory ${Math.round(before)} MB before, ${Math.round(peak)} MB at the peak`,
  );
  writeSummary({
    database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    accounts,
    rounds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    memoryBeforeMb: before,
    memoryPeakMb: peak,
  });
} finally {
  shop.stop();
}
