// What `npm run bench:api` prints and records: per database a cold table and a realistic-mix table, the
// targets beside the figures (✓/✗), and the block between the bench:api:latest markers in docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { AnswerCacheStats } from '../../server/services/catalogue/answer-cache';
import type { Figures } from './load';

/** What `catalogue.cacheStats()` answers. */
export type CacheStats = AnswerCacheStats;

export type ColdRow = { scenario: string; addresses: number; figures: Figures; errors: number };

export type MixReport = {
  addresses: number;
  seconds: number;
  /** The first seconds from an empty cache, before the table's. */
  warm: { seconds: number; overall: Figures; cacheBefore: CacheStats | null; cacheAfter: CacheStats | null };
  byKind: { kind: string; figures: Figures }[];
  overall: Figures;
  errors: number;
  /** Orders' stock reservations and admins' price changes over both phases. */
  orders: number;
  prices: number;
  orderEveryMs: number;
  priceEveryS: number;
  failedChanges: number;
  /** null when the catalogue has no cacheStats() yet. */
  cacheBefore: CacheStats | null;
  cacheAfter: CacheStats | null;
  heapUsed: number;
  rss: number;
  /** The most the cache and the server process held during the mix (sampled every 100 ms and before each change). */
  peak: { entries: number; bytes: number; heapUsed: number; rss: number };
};

export type DatabaseReport = {
  label: 'PGlite' | 'PostgreSQL';
  version: string;
  articles: number;
  seeding: string;
  loadAverage: number;
  cold: ColdRow[];
  mix: MixReport;
};

export type Settings = {
  scale: number;
  seconds: number;
  mixSeconds: number;
  connections: number;
  warmSeconds: number;
  orderEveryMs: number;
  priceEveryS: number;
};

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const count = (value: number) => whole.format(value);
const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : whole.format(value);
const percent = (part: number, total: number) => (total > 0 ? `${((100 * part) / total).toFixed(1)} %` : '–');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The cold p95 target (docs/benchmarks.md) for a scenario, in ms; the million-article limits above 100,000 articles. */
function coldLimit(report: DatabaseReport, scenario: string): number | null {
  const postgres = report.label === 'PostgreSQL';
  const million = report.articles > 100_000;
  if (scenario.startsWith('list by vehicle')) return postgres ? (million ? 150 : 100) : million ? null : 250;
  if (scenario === 'search') return postgres ? (million ? 100 : 50) : million ? null : 100;
  return null;
}

const mark = (met: boolean) => (met ? '✓' : '✗');

function coldTable(report: DatabaseReport): string[] {
  const lines = [
    '| scenario | addresses | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of report.cold) {
    const f = row.figures;
    const limit = coldLimit(report, row.scenario);
    const target = limit === null ? '' : `p95 ≤ ${limit} ms ${mark(f.p95 <= limit)}`;
    lines.push(
      `| ${row.scenario} | ${count(row.addresses)} | ${count(f.requests)} | ${count(f.rps)} | ${ms(f.p50)} | ` +
        `${ms(f.p95)} | ${ms(f.p99)} | ${row.errors} | ${f.non2xx} | ${target} |`,
    );
  }
  return lines;
}

function mixTable(report: DatabaseReport): string[] {
  const { mix } = report;
  const lines = [
    '| address kind | share | req/s | p50 ms | p95 ms | p99 ms | answered from cache | non-2xx | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const row = (name: string, f: Figures, target: string) =>
    `| ${name} | ${percent(f.requests, mix.overall.requests)} | ${count(f.rps)} | ${ms(f.p50)} | ${ms(f.p95)} | ` +
    `${ms(f.p99)} | ${percent(f.fromCache, f.requests)} | ${f.non2xx} | ${target} |`;
  for (const { kind, figures } of mix.byKind) lines.push(row(kind, figures, ''));
  const target =
    report.label === 'PostgreSQL' && report.articles <= 100_000
      ? `≥ 1,000 req/s ${mark(mix.overall.rps >= 1000)}`
      : '';
  lines.push(row('**overall**', mix.overall, target));
  return lines;
}

const hitRate = (before: CacheStats | null, after: CacheStats | null) => {
  if (!before || !after) return 'n/a';
  const hits = after.hits - before.hits;
  return percent(hits, hits + after.misses - before.misses);
};

function cacheLine(mix: MixReport): string {
  const { cacheBefore: before, cacheAfter: after } = mix;
  if (!before || !after)
    return 'Answer cache figures: n/a (the catalogue has no cacheStats() in this version).';
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const w = mix.warm.overall;
  return (
    `The first ${mix.warm.seconds.toFixed(0)} s from an empty cache (not in the table): ${count(w.rps)} req/s, ` +
    `p50/p95/p99 ${ms(w.p50)}/${ms(w.p95)}/${ms(w.p99)} ms, hit rate ${hitRate(mix.warm.cacheBefore, mix.warm.cacheAfter)}. ` +
    `Answer cache during the mix: ${count(hits)} hits, ${count(misses)} misses of its lookups ` +
    `(hit rate ${percent(hits, hits + misses)}), ${count(after.versionReads - before.versionReads)} version reads; ` +
    `at most ${count(mix.peak.entries)} entries, ${megabytes(mix.peak.bytes)} of the ${megabytes(after.maxBytes)} ` +
    `bound (${percent(mix.peak.bytes, after.maxBytes)}); at the end ${count(after.entries)} entries, ` +
    `${megabytes(after.bytes)}.`
  );
}

function mixNotes(mix: MixReport): string[] {
  const { cache, database } = mix.overall;
  return [
    cacheLine(mix),
    `Answers that read no catalogue table took p50 ${ms(cache.p50)} / p95 ${ms(cache.p95)} ms; those that read ` +
      `it p50 ${ms(database.p50)} / p95 ${ms(database.p95)} ms.`,
    `Writes during both phases: ${mix.orders} orders (one every ${mix.orderEveryMs} ms, each a popular article's ` +
      `stock), ${mix.prices} price changes (one every ${mix.priceEveryS} s, each forgetting its article's answers and every product list` +
      `${mix.failedChanges ? `, ${mix.failedChanges} failed` : ''}). Connection errors and timeouts: ${mix.errors}. ` +
      `"Answered from cache": the answer read no catalogue table. ` +
      `Server process after the mix: heap used ${megabytes(mix.heapUsed)}, RSS ${megabytes(mix.rss)} ` +
      `(at most ${megabytes(mix.peak.heapUsed)} and ${megabytes(mix.peak.rss)}).`,
  ];
}

/** Both tables of one database, as Markdown. */
export function databaseSection(report: DatabaseReport, settings: Settings): string[] {
  const million = report.articles > 100_000 ? '1,000,000' : '100,000';
  return [
    `### ${report.label} — ${report.version}`,
    '',
    `${count(report.articles)} articles (${report.seeding}); load average ${report.loadAverage.toFixed(1)} at the ` +
      `start. Targets are the catalogue's at ${million} articles ([Targets](#targets)).`,
    '',
    `**Cold** — answer cache off, ${settings.connections} connections, ${settings.seconds} s per scenario:`,
    '',
    ...coldTable(report),
    '',
    `**Realistic mix** — answer cache on, ${settings.connections} connections, the ` +
      `${report.mix.seconds.toFixed(0)} s after ${report.mix.warm.seconds.toFixed(0)} s of the same traffic from an ` +
      `empty cache, addresses drawn by Zipf (s = 1) from ${count(report.mix.addresses)} ranked by popularity, ` +
      'while orders and price changes are written:',
    '',
    ...mixTable(report),
    '',
    ...mixNotes(report.mix),
    '',
  ];
}

export function machine(): string {
  const cores = cpus();
  return `${cores[0]?.model.trim() ?? 'unknown CPU'} × ${cores.length}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`;
}

export const currentLoad = () => loadavg()[0] ?? 0;

/** The whole latest-run block: date, machine, settings and every database's tables. */
export function latestRun(reports: DatabaseReport[], settings: Settings, started: Date): string {
  return [
    `Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}. Catalogue at ` +
      `SEED_SCALE=${settings.scale}. The server runs in its own process (\`scripts/bench-server.ts\`) and ` +
      'autocannon in the parent: they share the cores. Cold scenarios ask their addresses in turn; the mix writes ' +
      `an order every ${settings.orderEveryMs} ms and a price change every ${settings.priceEveryS} s. Written by \`npm run bench:api\` (the script's header says ` +
      'what each scenario asks); earlier runs are under [History](#history).',
    '',
    ...reports.flatMap((report) => databaseSection(report, settings)),
  ].join('\n');
}

const open = '<!-- bench:api:latest -->';
const close = '<!-- /bench:api:latest -->';

/** Puts `block` between the markers of `file`, adding them (with their heading) before the first section. */
export function recordLatest(file: string, block: string): void {
  const text = readFileSync(file, 'utf8');
  const marked = `${open}\n${block.trimEnd()}\n${close}`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start >= 0 && end > start) {
    writeFileSync(file, text.slice(0, start) + marked + text.slice(end + close.length));
    return;
  }
  const section = `## \`npm run bench:api\` — latest run\n\n${marked}\n\n`;
  const firstSection = text.search(/^## /m);
  writeFileSync(
    file,
    firstSection < 0
      ? `${text.trimEnd()}\n\n${section}`
      : text.slice(0, firstSection) + section + text.slice(firstSection),
  );
}
