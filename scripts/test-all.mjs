// npm test: every layer of the suite in order, stopping at the first that fails, then the seconds each layer took,
// the ten slowest test files of the run, and a warning when the whole run passed its budget (docs/testing.md).
// Layers in one step run side by side: the first prints as it goes, the others' output is kept and printed whole
// when they end, so a failing layer's output reads in one piece.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { slowestFiles } from './test-times.mjs';

const bin = join(process.cwd(), 'node_modules', '.bin');
const timesDir = join(process.cwd(), '.tmp', 'test-times');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, TEST_TIMES_DIR: timesDir };
const postgresUrl = process.env.TEST_DATABASE_URL;
/** The whole run's budget on the 2-core CI machine (docs/testing.md). A warning, not a failure: the machine is noisy. */
const budgetSeconds = 15 * 60;

/** A Vitest run that also writes its per-file times for the table at the end. */
const vitest = (args, name) =>
  `vitest run ${args} --reporter=default --reporter=json --outputFile.json=${join(timesDir, `${name}.json`)}`;

/** @typedef {{ name: string, command: string, env?: Record<string, string> }} Layer */
/** @type {(Layer | Layer[])[]} */
const steps = [
  // The static checks each keep about one core busy: side by side they take the time of the longest.
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'i18n check', command: 'npm run i18n:check' },
  ],
  { name: 'unit', command: vitest('--project unit --project unit-isolated', 'unit') },
  { name: 'API (PGlite)', command: vitest('--project api', 'api-pglite') },
  ...(postgresUrl
    ? [
        {
          name: 'API (PostgreSQL, engine files)',
          command: vitest('--project api', 'api-postgres'),
          env: { TEST_DB: 'postgres' },
        },
      ]
    : []),
  // The security suite's browser checks and the e2e tests drive Debian's Chromium and serve the built app.
  { name: 'build', command: 'bash scripts/ensure-chromium.sh && node scripts/build-if-needed.mjs' },
  { name: 'security', command: vitest('--project security', 'security') },
  // Short proofs of the chaos and the cluster, each under a minute (their full runs: npm run test:chaos and
  // npm run test:cluster, README). They wait on timers and servers more than they use the CPU: side by side.
  [
    { name: 'chaos (short)', command: 'npm run test:chaos:short' },
    // Two processes on one PostgreSQL behind nginx (playwright.cluster.config.ts): with the PostgreSQL pass only.
    ...(postgresUrl ? [{ name: 'cluster (short)', command: 'npm run test:cluster:short' }] : []),
  ],
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

function printTimes(total) {
  const width = Math.max(...times.map((time) => time.name.length), 'total'.length);
  const row = (name, seconds, note = '') =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${note}`;
  console.log('\nnpm test, seconds per layer:');
  for (const time of times) console.log(row(time.name, time.seconds, time.ok ? '' : '  FAILED'));
  console.log(row('total', total));
  const slowest = slowestFiles(timesDir, 10);
  if (slowest.length > 0) {
    console.log('\nThe 10 slowest test files (seconds of their own tests, all workers added):');
    for (const file of slowest)
      console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.layer}  ${file.file}`);
  }
  if (total > budgetSeconds) {
    console.log(
      `\nWARNING: the run took ${Math.round(total)} s, past its budget of ${budgetSeconds} s (docs/testing.md: ` +
        'put each test in the cheapest layer that can fail on its defect).',
    );
  }
}

rmSync(timesDir, { recursive: true, force: true });
mkdirSync(timesDir, { recursive: true });
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
printTimes((performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);
