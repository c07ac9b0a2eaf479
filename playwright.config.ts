import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/chromium';
import { seededDataDir } from './tests/seeded-data';
import { testShopEnv } from './tests/shop-env';

// One server for the whole run, on a free port with an empty data dir; workers inherit these from the runner.
process.env.E2E_PORT ||= execSync(
  `node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
)
  .toString()
  .trim();
// A copy of the run's seeded shop (tests/seeded-data.ts): the server does not seed at start.
process.env.E2E_DATA_DIR ||= seededDataDir('bildeler-e2e-', testShopEnv('').SEED_SCALE);
// The fake Vipps (scripts/vipps-fake.ts) the shop pays with in tests/e2e/vipps.spec.ts, on a free port of its own.
process.env.E2E_VIPPS_PORT ||= execSync(
  `node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
)
  .toString()
  .trim();
const vippsUrl = `http://127.0.0.1:${process.env.E2E_VIPPS_PORT}`;
const vippsWebhookSecret = 'e2e-vipps-webhook-secret';
// E2E_BASE_URL=http://127.0.0.1:<port> runs against a shop that is already running (no webServer is started).
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT}`;

const launchOptions = chromiumLaunch;

export default defineConfig({
  testDir: 'tests/e2e',
  // The ADMIN turns on two-factor sign-in once, before any worker starts (the admin area needs it).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two browsers on the 2-core machine: the run keeps both cores busy. A third took as long (on 2026-12-03, alone:
  // 465 s with three, 458 s with two) and used 7 % more CPU. E2E_WORKERS tries another count.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // npm test's table of the slowest files (scripts/test-all.mjs).
    ...(process.env.TEST_TIMES_DIR
      ? [['json', { outputFile: join(process.env.TEST_TIMES_DIR, 'e2e.json') }] as const]
      : []),
  ],
  // The offline flows visit several pages, go offline and back; on a busy 2-core CI machine they need the room.
  timeout: 60_000,
  // A page's first list or heading can take more than the default 5 s with two browsers and the server sharing
  // two cores (seen in clean-clone CI runs on 2026-11-24, with and without that day's changes).
  expect: { timeout: 15_000 },
  // The service worker is blocked but where a test is tagged @offline (and in the update test): installing it
  // precaches the whole build, about 2 s of CPU per test on this machine, which tests of pages and forms
  // do not need — a first visit without it is what they test.
  // A trace is recorded on a retry only: recording one for every test (screenshots and DOM snapshots at each step)
  // took a fifth of the e2e run's time. To trace a failing test: npx playwright test <file> --trace on.
  // The tests' browser asks for reduced motion, as some visitors' devices do (src/app/global.css): no pulsing
  // placeholders or sliding panels to draw, and no transition for a click to wait out.
  use: { baseURL, serviceWorkers: 'block', launchOptions, trace: 'on-first-retry', reducedMotion: 'reduce' },
  projects: [
    // The update prompt starts a server of its own (its start may take up to 180 s on a busy machine). It runs first,
    // beside the others: run last and alone, it left one of the two cores idle for its last 10–15 s.
    {
      name: 'update',
      use: { ...devices['Desktop Chrome'], launchOptions, serviceWorkers: 'allow' },
      testMatch: /update\.spec/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      grepInvert: /@mobile|@offline/,
      testIgnore: /update\.spec/,
    },
    {
      name: 'offline',
      use: { ...devices['Desktop Chrome'], launchOptions, serviceWorkers: 'allow' },
      grep: /@offline/,
      testIgnore: /update\.spec/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node --import tsx scripts/vipps-fake.ts',
          url: `${vippsUrl}/_fake/counts`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            VIPPS_FAKE_PORT: process.env.E2E_VIPPS_PORT,
            SHOP_URL: baseURL,
            VIPPS_WEBHOOK_SECRET: vippsWebhookSecret,
          },
        },
        {
          command: 'node --import tsx server/main.ts',
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          // Start-up includes the first catalogue seed; a busy CI machine can take its time.
          timeout: 150_000,
          env: {
            PORT: process.env.E2E_PORT,
            DATA_DIR: process.env.E2E_DATA_DIR,
            HOST: '127.0.0.1',
            ...testShopEnv(baseURL),
            // Vipps against the fake; the customer comes back to this shop.
            VIPPS_CLIENT_ID: 'e2e-client',
            VIPPS_CLIENT_SECRET: 'e2e-secret',
            VIPPS_SUBSCRIPTION_KEY: 'e2e-subscription',
            VIPPS_MSN: '123456',
            VIPPS_BASE_URL: vippsUrl,
            VIPPS_WEBHOOK_SECRET: vippsWebhookSecret,
          },
        },
      ],
});
