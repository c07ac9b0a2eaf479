// npm run seed [-- --scale 5]: seeds the catalogue into DATABASE_URL or DATA_DIR (as `npm start` would), e.g.
// ahead of a benchmark. Does nothing when a catalogue is already there.
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/db/seed/seed-catalogue';
import { seedSettings } from '../server/db/seed-settings';
import { readEnv } from '../server/env';

const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const env = readEnv();
const scale = values.scale ? Number(values.scale) : env.SEED_SCALE;
if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await seedSettings(database.db);
const report = await seedCatalogue(database.db, { scale });
console.log(
  report.skipped
    ? `Already seeded (${report.articles} articles).`
    : `Seeded ${report.articles} articles, ${report.links} vehicle links in ${(report.ms / 1000).toFixed(1)} s.`,
);
if (report.steps) {
  const steps = Object.entries(report.steps).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
  console.log(
    `Steps: ${steps.join(', ')}; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`,
  );
}
await database.close();
