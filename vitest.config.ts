import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { filesOn } from './scripts/api-engines.mjs';
import { unitFilesByIsolation } from './scripts/unit-files.mjs';
import { linguiMacro } from './vite/lingui-macro.ts';

// The PostgreSQL pass (TEST_DB=postgres) runs only the API files whose `// @engines:` tag names postgres.
const onPostgres = process.env.TEST_DB === 'postgres';
// The unit files that may share modules, and those that replace a module, a global or the DOM (scripts/unit-files.mjs).
const unitFiles = unitFilesByIsolation();

/**
 * The files that take longest, started first. On a clean clone Vitest has no times of an earlier run and starts the
 * largest files first; these are small files with heavy work (a large catalogue grouped again and again, ~500
 * searches, fifty payloads through every view), and started last one of them ran alone for 15–20 s while the other
 * worker had nothing left to do. Of the XSS files one starts first: it writes the payload catalogue and keeps it for
 * the others (tests/security/xss-catalogue-data.ts), which would each write their own if they started beside it.
 */
const startFirst = [
  'server/db/seed/build-facets.test.ts',
  'server/routes/tecdoc/search-same-answers.test.ts',
  'tests/security/xss-catalogue-views.test.tsx',
  'tests/security/access-control.test.ts',
  'tests/security/xss-server-pages.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = startFirst.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? startFirst.length : index;
    };
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // Both cores of the CI machine (vitest took one fewer than it has): a unit run takes two thirds of the time.
    maxWorkers: 2,
    // Each file's transform (the Lingui macro's Babel pass above all) is kept on disk by its content: the unit layer
    // fills it, the API and security layers reuse it (security 193 s instead of 215 s here). It never goes stale: the key
    // is the file's content and the plugins' config. It lives in node_modules/.experimental-vitest-cache.
    experimental: { fsModuleCache: true },
    projects: [
      {
        plugins: [react(), linguiMacro()],
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads rather than child processes: the same 130 files passed in 69 s instead of 100 s, with a
          // third less CPU.
          pool: 'threads',
          // The files that replace nothing share one module cache: loading the same modules again for each was
          // most of their time (91 files: 27 s alone, 8 s sharing).
          isolate: false,
          include: unitFiles.shared,
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        plugins: [react(), linguiMacro()],
        test: {
          // npm run test:unit runs both (--project 'unit*'). Each file gets its own module graph and globals.
          name: 'unit-isolated',
          environment: 'node',
          pool: 'threads',
          include: unitFiles.isolated,
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: onPostgres ? filesOn('postgres') : ['server/**/*.test.ts'],
          // The run's migrated template database, copied for each test file (server/test/template-db.ts).
          globalSetup: ['server/test/template-setup.ts'],
          // The files share one module cache: loading the server's modules again for each file was a third of the
          // run. Each file still has a database of its own; a file that mocks a module loads its subject afresh
          // (vi.resetModules, as server/lib/mailer.test.ts does).
          isolate: false,
          // Generous: on a busy 2-core CI machine a file that builds a larger catalogue took over a minute.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // npm run test:security: the attacks of tests/security/README.md, each against the app in-process; the app's
        // views are drawn in Node too (happy-dom), hence React and Lingui's macro.
        plugins: [react(), linguiMacro()],
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.{ts,tsx}'],
          globalSetup: ['server/test/template-setup.ts', 'tests/security/seeded-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
