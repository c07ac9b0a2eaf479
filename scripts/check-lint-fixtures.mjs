// Proves the layer rules still work: every file under tests/lint-fixtures/ breaks exactly one rule of biome.jsonc
// or of the layer table (check-layer-table.mjs) and names it in its first line (`// expect <category>: <part of the
// message>`). Biome lints them with the project's own configuration, minus the entry that keeps them out of
// `npm run lint`, and the layer table's check runs on them as on the repository; this fails unless each fixture
// gets exactly that one diagnostic. A rule deleted or weakened makes its fixture pass lint, and so makes this fail.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableFolders, tablePath, unruled } from './check-layer-table.mjs';
import { readJsonc } from './jsonc.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixturesDir = 'tests/lint-fixtures';
const exclusion = `!${fixturesDir}`;
process.chdir(root);

function fixtureFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return fixtureFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

const failures = [];
const config = readJsonc('biome.jsonc');
if (!config.files?.includes?.includes(exclusion)) {
  failures.push(
    `biome.jsonc: files.includes must hold "${exclusion}" so that \`biome check .\` skips the fixtures`,
  );
}

// The same configuration with the fixtures included. It is written below .tmp/ (git-ignored, so the scanner
// does not meet it as a second root configuration); the ignore file is still the repository's own.
const configDir = join('.tmp', `lint-fixtures-config-${process.pid}`);
config.files.includes = config.files.includes.filter((glob) => glob !== exclusion);
config.vcs = { ...config.vcs, root };
config.$schema = undefined;
mkdirSync(configDir, { recursive: true });
writeFileSync(join(configDir, 'biome.json'), JSON.stringify(config, null, 2));

const fixtures = fixtureFiles(join(root, fixturesDir)).map((path) => {
  const header = /^\/\/ expect (\S+): (.+)$/.exec(readFileSync(path, 'utf8').split('\n')[0] ?? '');
  if (!header) failures.push(`${path}: first line must be "// expect <category>: <part of the message>"`);
  return { path, category: header?.[1], message: header?.[2] };
});

let report;
try {
  const run = spawnSync(
    'npx',
    [
      'biome',
      'lint',
      `--config-path=${configDir}`,
      '--reporter=rdjson',
      '--max-diagnostics=none',
      '--colors=off',
      fixturesDir,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  try {
    report = JSON.parse(run.stdout);
  } catch {
    console.error(run.stdout, run.stderr);
    throw new Error('Biome gave no rdjson report (see its output above)');
  }
} finally {
  rmSync(configDir, { recursive: true, force: true });
}

// The layer table's check on the fixture tree: tests/lint-fixtures/src/unruled/ is read as src/unruled/.
const table = tableFolders(readFileSync(tablePath, 'utf8'));
const layerDiagnostics = unruled({ root, base: `${fixturesDir}/`, table, overrides: config.overrides }).map(
  ({ path, category, message }) => ({ location: { path }, code: { value: category }, message }),
);

const byPath = new Map();
for (const diagnostic of [...(report.diagnostics ?? []), ...layerDiagnostics]) {
  const path = diagnostic.location?.path ?? '';
  byPath.set(path, [...(byPath.get(path) ?? []), diagnostic]);
}

for (const { path, category, message } of fixtures) {
  if (!category) continue;
  const found = byPath.get(path) ?? [];
  const names = found.map((d) => `${d.code?.value}: ${d.message}`);
  const [only] = found;
  if (found.length === 0) failures.push(`${path}: lint accepted it, expected ${category} (${message})`);
  else if (found.length > 1)
    failures.push(`${path}: expected only ${category}, got\n    ${names.join('\n    ')}`);
  else if (only.code?.value !== category || !only.message.includes(message)) {
    failures.push(`${path}: expected ${category} (${message}), got ${names[0]}`);
  } else console.log(`ok  ${path}  ${category}`);
}
for (const path of byPath.keys()) {
  if (!fixtures.some((fixture) => fixture.path === path)) failures.push(`${path}: unexpected diagnostic`);
}

if (fixtures.length === 0) failures.push(`${fixturesDir}: no fixtures found`);
if (failures.length > 0) {
  console.error(`\n${failures.length} lint fixture problem(s):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`All ${fixtures.length} lint fixtures are rejected by the rule they name.`);
