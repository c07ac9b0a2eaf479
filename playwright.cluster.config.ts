// npm run test:cluster: the shop as `npm run start:cluster` runs it, two processes on one PostgreSQL behind nginx,
// driven through nginx and process by process (tests/cluster). Needs TEST_DATABASE_URL and Debian's nginx.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { testShopEnv } from './tests/shop-env';

export const clusterPorts = { nginx: 18950, first: 18951, processes: 2, vipps: 18960 };
const baseURL = `http://127.0.0.1:${clusterPorts.nginx}`;
export const vippsUrl = `http://127.0.0.1:${clusterPorts.vipps}`;
const vippsWebhookSecret = 'cluster-vipps-webhook-secret';
// The ADMIN's session (tests/e2e/pages/staff-session.ts) is kept in a file named by these.
process.env.E2E_PORT ||= String(clusterPorts.nginx);
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'bildeler-cluster-test-'));

export default defineConfig({
  testDir: 'tests/cluster',
  // The ADMIN signs in once and turns two-factor on, as for the e2e run (the staff's calls need it).
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    [process.env.CI ? 'list' : 'line'],
    // npm test's table of the slowest files (scripts/test-all.mjs).
    ...(process.env.TEST_TIMES_DIR
      ? [['json', { outputFile: join(process.env.TEST_TIMES_DIR, 'cluster.json') }] as const]
      : []),
  ],
  expect: { timeout: 15_000 },
  use: { baseURL },
  webServer: [
    // The fake Vipps (scripts/vipps-fake.ts): its webhooks go to nginx, which hands each to either process.
    {
      command: 'node --import tsx scripts/vipps-fake.ts',
      url: `${vippsUrl}/_fake/counts`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        VIPPS_FAKE_PORT: String(clusterPorts.vipps),
        SHOP_URL: baseURL,
        VIPPS_WEBHOOK_SECRET: vippsWebhookSecret,
      },
    },
    {
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
        // nginx on this machine is the processes' proxy (TRUSTED_PROXIES). The tests name their client address in
        // X-Forwarded-For from 127.0.0.1 as the e2e tests do, or call from another loopback address, which nobody trusts.
        ...testShopEnv(baseURL),
        VIPPS_CLIENT_ID: 'cluster-client',
        VIPPS_CLIENT_SECRET: 'cluster-secret',
        VIPPS_SUBSCRIPTION_KEY: 'cluster-subscription',
        VIPPS_MSN: '123456',
        VIPPS_BASE_URL: vippsUrl,
        VIPPS_WEBHOOK_SECRET: vippsWebhookSecret,
        // No poller: a payment is confirmed by Vipps's webhook through nginx, or not at all.
        VIPPS_POLL_SECONDS: '0',
      },
    },
  ],
});
