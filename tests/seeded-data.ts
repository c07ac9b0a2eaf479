// One seeded shop per run for the browser tests: the catalogue is seeded once into a template data dir (.tmp/seeded/,
// named by what the seed depends on), and every server a test run starts (e2e, the update test's own, chaos,
// security's real starts) gets a copy of it as its DATA_DIR, so no server seeds at start. Seeding took 18 s of a
// quiet machine's CPU per server; a copy takes a fraction of a second. When the API tests ran before (npm test),
// the template is their kept dump of the same catalogue, unpacked (a few seconds instead of 12–16). The template is
// made again when the migrations, the seed's code or the scale change.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueDumpIn, databaseCodeKey, keptDumpsDir } from '../server/test/db-code-key';

const root = join(import.meta.dirname, '..');

/** The template data dir seeded at `scale`, made now when missing. */
export function seededTemplate(scale: string): string {
  const dir = join(root, '.tmp', 'seeded');
  const key = databaseCodeKey();
  const template = join(dir, `scale-${scale}-${key}`);
  if (existsSync(template)) return template;
  mkdirSync(dir, { recursive: true });
  // Seeded aside and renamed whole: a run that stops half way leaves no half template behind.
  const building = mkdtempSync(join(dir, 'building-'));
  const { DATABASE_URL: _embedded, ...env } = process.env;
  // The same catalogue as the API tests seeded when they ran before (npm test), unpacked; else seeded here.
  const dump = catalogueDumpIn(keptDumpsDir(key), Number(scale));
  const seed = existsSync(dump)
    ? spawnSync(process.execPath, ['--import', 'tsx', 'tests/data-dir-from-dump.ts', dump, building], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
        cwd: root,
        env: { ...env, DATA_DIR: building, SEED_SCALE: scale, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
  if (seed.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`seeding the test shop's template failed (exit ${seed.status})`);
  }
  // Older templates are of older code: removed, so the folder holds one per scale.
  for (const old of readdirSync(dir)) {
    if (old.startsWith(`scale-${scale}-`)) rmSync(join(dir, old), { recursive: true, force: true });
  }
  renameSync(building, template);
  return template;
}

/** A new data dir (under the system's temp folder, named with `prefix`) holding a copy of the seeded shop. */
export function seededDataDir(prefix: string, scale: string): string {
  const template = seededTemplate(scale);
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
