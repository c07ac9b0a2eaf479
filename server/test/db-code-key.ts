// What a seeded database is made of, as a key for the copies kept between runs (template-db.ts's dumps,
// tests/seeded-data.ts's data dirs): the schema, migrations and seed (server/db/) and the installed packages. Kept
// in .tmp/, which git ignores.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir` but tests, in a stable order. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** A hash of server/db/ and package-lock.json (reads every file: call it once and pass the key on). */
export function databaseCodeKey(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(join(root, 'server/db'))) hash.update(file).update(readFileSync(file));
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/** The folder of the PGlite dumps this code makes (template-db.ts): .tmp/templates/<key>. */
export const keptDumpsDir = (key = databaseCodeKey()) => join(root, '.tmp', 'templates', key);

/** The dump of the catalogue seeded at `scale` in a folder of dumps. */
export const catalogueDumpIn = (dir: string, scale: number) => join(dir, `catalogue-${scale}.tar`);
