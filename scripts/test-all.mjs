// npm test: every layer of the suite in order, stopping at the first that fails, then a table of the seconds each
// layer took. Layers in one step run side by side: the first prints as it goes, the others' output is kept and
// printed whole when they end, so a failing layer's output reads in one piece.
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';

const bin = join(process.cwd(), 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` };
const postgresUrl = process.env.TEST_DATABASE_URL;

/** @typedef {{ name: string, command: string, env?: Record<string, string> }} Layer */
/** @type {(Layer | Layer[])[]} */
const steps = [
  // The static checks each keep about one core busy: side by side they take the time of the longest.
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'i18n check', command: 'npm run i18n:check' },
  ],
  { name: 'unit', command: 'vitest run --project unit' },
  // The PostgreSQL pass waits on the server more than it computes: beside the PGlite pass it fills the other core.
  postgresUrl
    ? [
        // Side by side on 2 cores: the PGlite pass (its databases run in the test process) takes one worker, so the
        // two passes' heavy files do not starve each other past their time limits.
        { name: 'API (PGlite)', command: 'vitest run --project api --maxWorkers=1' },
        { name: 'API (PostgreSQL)', command: 'vitest run --project api', env: { TEST_DB: 'postgres' } },
      ]
    : { name: 'API (PGlite)', command: 'vitest run --project api' },
  // The security suite's XSS walks and the e2e tests drive Debian's Chromium and serve the built app.
  { name: 'build', command: 'bash scripts/ensure-chromium.sh && node scripts/build-if-needed.mjs' },
  { name: 'security', command: 'vitest run --project security' },
  // Two processes on one PostgreSQL behind nginx (playwright.cluster.config.ts): with the PostgreSQL pass only.
  ...(postgresUrl ? [{ name: 'cluster', command: 'npm run test:cluster' }] : []),
  // The outbox under chaos, a smaller run than `npm run test:chaos`'s 1,000 writes (playwright.chaos.config.ts).
  {
    name: 'chaos',
    command: 'npm run test:chaos',
    env: { CHAOS_WRITES: '120', CHAOS_SW_RESTARTS: '5', CHAOS_SERVER_KILLS: '1' },
  },
  { name: 'e2e', command: 'playwright test' },
];

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const times = [];

/** Runs one layer; `quiet` keeps its output until it ends. */
function run(layer, quiet) {
  const started = performance.now();
  const child = spawn(layer.command, {
    shell: true,
    env: { ...env, ...layer.env, ...(quiet ? { FORCE_COLOR: '1' } : {}) },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (quiet) console.log(`\n── ${layer.name} (ran beside the above) ──\n${Buffer.concat(chunks)}`);
      times.push({ name: layer.name, seconds, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

function printTimes(started) {
  const total = (performance.now() - started) / 1000;
  const width = Math.max(...times.map((time) => time.name.length), 'total'.length);
  const row = (name, seconds, note = '') =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${note}`;
  console.log('\nnpm test, seconds per layer:');
  for (const time of times) console.log(row(time.name, time.seconds, time.ok ? '' : '  FAILED'));
  console.log(row('total', total));
}

const started = performance.now();
let passed = true;
for (const step of steps) {
  const layers = Array.isArray(step) ? step : [step];
  if (layers.length > 1) console.log(`\n── ${layers.map((layer) => layer.name).join(' beside ')} ──`);
  else console.log(`\n── ${layers[0].name} ──`);
  const results = await Promise.all(layers.map((layer, index) => run(layer, index > 0)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
printTimes(started);
process.exit(passed ? 0 : 1);
