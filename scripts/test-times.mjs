// The per-file times of a test run, read from the JSON reports its layers leave in one folder (scripts/test-all.mjs
// asks Vitest and Playwright for them): a Vitest report gives each file's start and end, a Playwright report each
// test's duration (every retry and project counted), added up per file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** @typedef {{ layer: string, file: string, seconds: number }} FileTime */

/** @returns {FileTime[]} */
function vitestTimes(layer, report) {
  return report.testResults.map((result) => ({
    layer,
    file: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

/** @returns {FileTime[]} */
function playwrightTimes(layer, report) {
  /** @type {Map<string, number>} */
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const dir = report.config?.rootDir ? relative(process.cwd(), report.config.rootDir) : '';
  return [...perFile].map(([file, ms]) => ({ layer, file: join(dir, file), seconds: ms / 1000 }));
}

/** The `count` slowest test files of the reports in `dir`, slowest first. */
export function slowestFiles(dir, count) {
  if (!existsSync(dir)) return [];
  const all = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const layer = name.replace(/\.json$/, '');
      try {
        const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
        return Array.isArray(report.testResults)
          ? vitestTimes(layer, report)
          : playwrightTimes(layer, report);
      } catch {
        return [];
      }
    });
  return all.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
