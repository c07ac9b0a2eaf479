// Proves the layer rules still work: every file under tests/lint-fixtures/ breaks exactly one rule of biome.jsonc
// and names it in its first line (`// expect <category>: <part of the message>`). Biome lints them with the
// project's own configuration, minus the entry that keeps them out of `npm run lint`; this fails unless each
// fixture gets exactly that one diagnostic. A rule deleted or weakened in biome.jsonc makes its fixture pass
// lint, and so makes this fail.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixturesDir = 'tests/lint-fixtures';
const exclusion = `!${fixturesDir}`;
process.chdir(root);

/** biome.jsonc without its comments (strings are left alone) and trailing commas. */
function readJsonc(path) {
  const text = readFileSync(path, 'utf8');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y;
      end.lastIndex = i;
      const match = end.exec(text);
      if (!match) throw new Error(`${path}: unterminated string at ${i}`);
      out += match[0];
      i += match[0].length - 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
    } else {
      out += c;
    }
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}

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

const byPath = new Map();
for (const diagnostic of report.diagnostics ?? []) {
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
