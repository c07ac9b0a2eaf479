// One Lighthouse 12 run (CLI, mobile preset) for `npm run bench:web`, the figures read from its report, the goals they
// are held to, and the audits that cost a category its points.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ownWorkBlocking } from './bench-web-trace';

type Audit = {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
};
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
export type Report = {
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl?: string;
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
  /** Added by lighthouse() below, from the run's trace: the page's own work as blocking time (bench-web-trace.ts). */
  ownWork?: number | null;
};
export type Figures = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The page's own work as blocking time: 4 × its tasks' CPU time (scripts/bench-web-trace.ts); NaN when unknown. */
  work: number;
};

/** The goals for every page (docs/benchmarks.md, Targets; LCP and TBT in ms). */
export const goal = { performance: 95, accessibility: 100, lcp: 2000, tbt: 150, cls: 0.05 };

export const meets = (f: Figures) => ({
  performance: f.performance >= goal.performance,
  accessibility: f.accessibility >= goal.accessibility,
  lcp: f.lcp <= goal.lcp,
  tbt: f.tbt <= goal.tbt,
  cls: f.cls <= goal.cls,
});

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * One Lighthouse run in its own process; a run that measured nothing comes back as an error text. `profile`: a
 * Chromium profile holding a session, used as it is (Lighthouse would otherwise clear the origin's storage).
 */
export function lighthouse(
  root: string,
  chromePath: string,
  url: string,
  output: string,
  profile?: string,
): { report?: Report; error?: string } {
  rmSync(output, { force: true });
  const flags = ['--headless=new', '--no-sandbox', ...(profile ? [`--user-data-dir=${profile}`] : [])];
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${flags.join(' ')}`,
      ...(profile ? ['--disable-storage-reset'] : []),
      '--save-assets',
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The CLI exits non-zero on a runtime error but still writes the report, which names the error.
  if (!existsSync(output))
    return { error: `exit ${run.status}: ${run.stderr.toString().trim().slice(-500)}` };
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  // --save-assets writes the run's trace beside the report (6 MB): read for the page's own work, then removed.
  const assets = output.replace(/\.json$/, '-0');
  const trace = `${assets}.trace.json`;
  if (existsSync(trace)) {
    const saved = JSON.parse(readFileSync(trace, 'utf8'));
    report.ownWork = ownWorkBlocking(saved.traceEvents ?? saved);
  }
  for (const file of [trace, `${assets}.devtoolslog.json`]) rmSync(file, { force: true });
  return report.runtimeError ? { error: report.runtimeError.code } : { report };
}

export const figuresOf = (report: Report): Figures => ({
  performance: Math.round((report.categories.performance?.score ?? 0) * 100),
  accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
  'best-practices': Math.round((report.categories['best-practices']?.score ?? 0) * 100),
  lcp: report.audits['largest-contentful-paint']?.numericValue ?? 0,
  tbt: report.audits['total-blocking-time']?.numericValue ?? 0,
  cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
  work: report.ownWork ?? Number.NaN,
});

/** The median of each figure over the runs, and the run closest to the median performance (what typically costs). */
export function summarise(reports: Report[]) {
  const all = reports.map(figuresOf);
  const figures = Object.fromEntries(
    (Object.keys(all[0] as Figures) as (keyof Figures)[]).map((key) => [key, median(all.map((f) => f[key]))]),
  ) as Figures;
  const typical = reports.reduce((best, r) =>
    Math.abs(figuresOf(r).performance - figures.performance) <
    Math.abs(figuresOf(best).performance - figures.performance)
      ? r
      : best,
  );
  return { figures, typical };
}

/** The audits that cost a category points, heaviest first: what to fix when a goal is missed. */
export function losses(report: Report, category: string) {
  const refs = report.categories[category]?.auditRefs ?? [];
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  return refs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({
      points: (ref.weight * (1 - (audit?.score ?? 0)) * 100) / total,
      text: `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
    }))
    .sort((a, b) => b.points - a.points);
}

const mark = (met: boolean) => (met ? '✓' : '✗');

export const tableHead = [
  `| page address | performance (≥ ${goal.performance}) | accessibility (${goal.accessibility}) | ` +
    `LCP (≤ ${(goal.lcp / 1000).toFixed(1)} s) | TBT (≤ ${goal.tbt} ms) | CLS (≤ ${goal.cls}) | ` +
    'the page’s own work (4 × CPU time) |',
  '|---|---:|---:|---:|---:|---:|---:|',
];

/** A table row: each figure with ✓ or ✗ against its goal (none for the ceiling row, which is no page of the shop). */
export function tableRow(label: string, f: Figures, judged = true) {
  const met = meets(f);
  const cell = (text: string, ok: boolean) => (judged ? `${text} ${mark(ok)}` : text);
  return (
    `| ${label} | ${cell(String(f.performance), met.performance)} | ${cell(String(f.accessibility), met.accessibility)} | ` +
    `${cell(`${(f.lcp / 1000).toFixed(1)} s`, met.lcp)} | ${cell(`${Math.round(f.tbt)} ms`, met.tbt)} | ` +
    `${cell(f.cls.toFixed(3), met.cls)} | ${Number.isNaN(f.work) ? '–' : `${Math.round(f.work)} ms`} |`
  );
}
