// npm run test:cluster: the shop as `npm run start:cluster` runs it, two processes on one PostgreSQL behind nginx,
// driven through nginx and process by process (tests/cluster). Needs TEST_DATABASE_URL and Debian's nginx.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './tests/e2e/pages/account-pages.page';

export const clusterPorts = { nginx: 18950, first: 18951, processes: 2 };
const baseURL = `http://127.0.0.1:${clusterPorts.nginx}`;
// The ADMIN's session (tests/e2e/pages/staff-session.ts) is kept in a file named by these.
process.env.E2E_PORT ||= String(clusterPorts.nginx);
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'bildeler-cluster-test-'));

export default defineConfig({
  testDir: 'tests/cluster',
  // The ADMIN signs in once and turns two-factor on, as for the e2e run (the staff's calls need it).
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  expect: { timeout: 15_000 },
  use: { baseURL },
  webServer: {
    command: 'node --import tsx scripts/cluster/test-cluster.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Stopped as a service manager would stop it: its database is dropped and its folders removed on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // The first process seeds the catalogue alone before the second starts.
    timeout: 180_000,
    env: {
      CLUSTER_PROCESSES: String(clusterPorts.processes),
      PORT: String(clusterPorts.nginx),
      CLUSTER_FIRST_PORT: String(clusterPorts.first),
      // nginx on this machine is the processes' proxy. The tests name their client address in X-Forwarded-For from
      // 127.0.0.1 as the e2e tests do, or call from another loopback address, which nobody trusts.
      TRUSTED_PROXIES: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_SCALE: '0.1',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  },
});
