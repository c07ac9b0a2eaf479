// Which unit test files share one module cache (vitest.config.ts: project "unit", `isolate: false`) and which are
// loaded afresh ("unit-isolated"). A file that draws in happy-dom (`// @vitest-environment`), replaces a module
// (vi.mock and its kin) or stubs a global or an environment variable runs isolated: what it replaces never reaches
// another file. Every other file (pure rules, machines, Dexie repos on fake-indexeddb) shares the workers' modules,
// which took the unit layer from 52 s to 37 s on this machine (docs/testing.md). Read from each file's text, so a new
// file goes where it belongs by what it does.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What makes a file unfit to share modules with others. */
export const isolating =
  /@vitest-environment|\bvi\.(?:mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/;

/** The test files under `dir` (relative to the repository), `deep` into its folders or not. */
function testFiles(dir, deep) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return deep ? testFiles(path, deep) : [];
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The unit layer's files: src/**, tests/*.test.ts and tests/chaos/*.test.ts (the test tools' own checks). */
export const unitTestFiles = () =>
  [...testFiles('src', true), ...testFiles('tests', false), ...testFiles('tests/chaos', false)].map((file) =>
    relative(root, join(root, file)),
  );

/** The unit files split by whether they may share modules. */
export function unitFilesByIsolation() {
  const shared = [];
  const isolated = [];
  for (const file of unitTestFiles()) {
    (isolating.test(readFileSync(join(root, file), 'utf8')) ? isolated : shared).push(file);
  }
  return { shared, isolated };
}
