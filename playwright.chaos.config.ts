// npm run test:chaos: the outbox under chaos (tests/chaos). One server process behind the chaos proxy
// (scripts/chaos/chaos-shop.ts), which cuts the network, injects 5xx answers, drops answers after the commit and
// kills the server; the test restarts the service worker. CHAOS_WRITES sets the size (1,000 by default);
// npm run test:chaos:short (CHAOS_SHORT=1) is the short proof of every run (tests/chaos/chaos.spec.ts).
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/chromium';
import { seededDataDir } from './tests/seeded-data';
import { testShopEnv } from './tests/shop-env';

export const chaosPorts = { proxy: 18970, control: 18971, server: 18972 };
const baseURL = `http://127.0.0.1:${chaosPorts.proxy}`;
// The ADMIN's session (tests/e2e/pages/staff-session.ts) is kept in a file named by these.
process.env.E2E_PORT ||= String(chaosPorts.proxy);
// A copy of the run's seeded shop (tests/seeded-data.ts): the server does not seed at start, nor after a kill.
process.env.E2E_DATA_DIR ||= seededDataDir('bildeler-chaos-', testShopEnv('').SEED_SCALE);

export default defineConfig({
  testDir: 'tests/chaos',
  // The verdict's unit tests (chaos-verdict.test.ts) are Vitest's.
  testMatch: '*.spec.ts',
  // Apart from the e2e run's folder, which another run started meanwhile would empty.
  outputDir: 'test-results-chaos',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  // A run is random by design; a failure is a finding to read, not to retry away.
  retries: 0,
  reporter: [
    [process.env.CI ? 'list' : 'line'],
    // npm test's table of the slowest files (scripts/test-all.mjs).
    ...(process.env.TEST_TIMES_DIR
      ? [['json', { outputFile: join(process.env.TEST_TIMES_DIR, 'chaos.json') }] as const]
      : []),
  ],
  timeout: 60 * 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    serviceWorkers: 'allow',
    // A step that never answers (a page load while the server restarts) ends, and the user moves on.
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
    launchOptions: chromiumLaunch,
    // A trace of a run this long would be hundreds of megabytes; the report it prints says what went wrong.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx scripts/chaos/chaos-shop.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    timeout: 150_000,
    env: {
      CHAOS_PORT: String(chaosPorts.proxy),
      CHAOS_CONTROL_PORT: String(chaosPorts.control),
      CHAOS_SERVER_PORT: String(chaosPorts.server),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...testShopEnv(baseURL),
    },
  },
});
