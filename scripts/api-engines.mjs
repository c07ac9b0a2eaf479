// Which database engines each API test file runs on, read from its first line (docs/testing.md):
//   // @engines: pglite                                     the file proves nothing the engine could change
//   // @engines: pglite postgres (races, locks)             the file runs again on PostgreSQL, saying why
// The PGlite pass runs every file; the PostgreSQL pass (TEST_DB=postgres) only those tagged postgres.
// `node scripts/api-engines.mjs` (in `npm run lint`) fails on a file without a valid tag, and on a fixture under
// tests/engine-tag-fixtures/ that it no longer rejects.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Why a file depends on the engine: what PGlite (one connection, its own driver) cannot prove for PostgreSQL. */
export const reasons = [
  'transactions',
  'locks',
  'races',
  'migrations',
  'raw-sql',
  'sql-behaviour',
  'answer-cache',
];

const tagPattern = /^\/\/ @engines: pglite(?: postgres \(([a-z-]+(?:, [a-z-]+)*)\))?$/;

/**
 * The engines a file's first line names, or the reason it names none validly.
 * @param {string} text
 * @returns {{ engines: ('pglite' | 'postgres')[] } | { error: string }}
 */
export function engineTag(text) {
  const first = text.split('\n', 1)[0] ?? '';
  const match = tagPattern.exec(first);
  if (!match) {
    return {
      error:
        'first line must be "// @engines: pglite" or "// @engines: pglite postgres (<why>)" ' +
        `with <why> among ${reasons.join(', ')}`,
    };
  }
  const why = match[1]?.split(', ') ?? [];
  const unknown = why.filter((reason) => !reasons.includes(reason));
  if (unknown.length > 0)
    return { error: `unknown reason ${unknown.join(', ')}: one of ${reasons.join(', ')}` };
  return { engines: match[1] ? ['pglite', 'postgres'] : ['pglite'] };
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** The API project's test files (vitest.config.ts: server/**\/*.test.ts), relative to the repository. */
export function apiTestFiles(dir = join(root, 'server')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiTestFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

/** Each of `files` (relative to the repository) without a valid tag, with why. */
export function untagged(files) {
  return files.flatMap((file) => {
    const tag = engineTag(readFileSync(join(root, file), 'utf8'));
    return 'error' in tag ? [`${file}: ${tag.error}`] : [];
  });
}

/** The API test files that run on `engine`; throws when a file has no valid tag. */
export function filesOn(engine) {
  const files = apiTestFiles();
  const errors = untagged(files);
  if (errors.length > 0)
    throw new Error(`API test files without a valid @engines tag:\n${errors.join('\n')}`);
  return files.filter((file) => engineTag(readFileSync(join(root, file), 'utf8')).engines.includes(engine));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = untagged(apiTestFiles());
  const fixturesDir = join(root, 'tests', 'engine-tag-fixtures');
  for (const name of readdirSync(fixturesDir)) {
    const fixture = relative(root, join(fixturesDir, name));
    if (untagged([fixture]).length === 0)
      failures.push(`${fixture}: a fixture the tag check must reject passed it`);
  }
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  console.log(`@engines tags: ${apiTestFiles().length} API test files tagged, every fixture rejected`);
}
