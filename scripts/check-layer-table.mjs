// The layer rules turned around: every folder they apply to has a row in the layer table (docs/architecture.md,
// "Layers") and, if it holds code, an override of its own in biome.jsonc (one that includes `<folder>/**`). The rules
// deny what a folder may not import, so a folder without them could import anything. The folders are those directly
// under src/, server/ and server/services/ (each service stands on a floor). A row for a folder that is not there
// fails too. check-lint-fixtures.mjs runs the same check on tests/lint-fixtures/, where it must find the unruled one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonc } from './jsonc.mjs';

export const category = 'layers/unruledFolder';
export const tablePath = 'docs/architecture.md';
/** The folders each of whose sub-folders is a layer with a row of its own. */
const parents = ['src', 'server', 'server/services'];

/** The folders the layer table names: each `path/` in the first cell of a row in its "Layers" section. */
export function tableFolders(markdown) {
  const section = /^## Layers\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? '';
  const folders = new Set();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, path] of firstCell.matchAll(/`([^`*]+\/)`/g)) folders.add(path);
  }
  return folders;
}

const entries = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []);

/** The files below `dir` (`skip`: folders that are layers of their own), as paths from the repository's root. */
function filesBelow(root, dir, skip) {
  return entries(join(root, dir)).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return skip.has(`${path}/`) ? [] : filesBelow(root, `${path}/`, skip);
    return [path];
  });
}

/**
 * The unruled folders of the tree at `base` ('' for the repository, 'tests/lint-fixtures/' for the fixtures), as
 * diagnostics on paths from the repository's root: one on each code file of such a folder, or on the folder when it
 * holds files but no code.
 */
export function unruled({ root, base = '', table, overrides }) {
  const named = new Set(
    overrides.flatMap((override) => override.includes ?? []).filter((glob) => glob.endsWith('/**')),
  );
  const folders = parents.flatMap((parent) =>
    entries(join(root, base, parent))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => `${parent}/${entry.name}/`),
  );
  const layers = new Set(folders.map((folder) => `${base}${folder}`));
  return folders.flatMap((folder) => {
    const files = filesBelow(root, `${base}${folder}`, layers);
    const code = files.filter((path) => /\.(ts|tsx|mts|js|mjs)$/.test(path));
    const hasRow = table.has(folder);
    const hasOverride = named.has(`${base}${folder}**`);
    if (files.length === 0 || (hasRow && (hasOverride || code.length === 0))) return [];
    const noOverride = code.length > 0 && !hasOverride;
    const message = hasRow
      ? `${folder} has no override of its own in biome.jsonc (includes "${base}${folder}**"): its code is unruled`
      : `${folder} has no row in the layer table (${tablePath}, Layers)${noOverride ? ' nor an override in biome.jsonc' : ''}`;
    return (code.length > 0 ? code : [`${base}${folder}`]).map((path) => ({ path, category, message }));
  });
}

/** The rows of the layer table for folders that are not there (or empty). */
export function staleRows({ root, table }) {
  return [...table]
    .filter((folder) => entries(join(root, folder)).length === 0)
    .map((folder) => `${tablePath}: the layer table has a row for ${folder}, which is not there`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const table = tableFolders(readFileSync(join(root, tablePath), 'utf8'));
  const { overrides } = readJsonc(join(root, 'biome.jsonc'));
  // One line a folder: its files all have the same diagnostic.
  const problems = [
    ...new Set(unruled({ root, table, overrides }).map(({ message }) => message)),
    ...staleRows({ root, table }),
  ];
  if (problems.length > 0) {
    console.error(`${problems.length} layer table problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Every folder of src/, server/ and server/services/ has its row in the layer table (${table.size} rows).`,
  );
}
