import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seededDataDir } from '../seeded-data';
import { testShopEnv } from '../shop-env';

// A deploy while a tab is open: this test runs its own server on a copy of the build, so that it can change
// that copy's service worker without touching the server the other tests use.
// Its server starts on a copy of the run's seeded shop (tests/seeded-data.ts).
test.describe.configure({ timeout: 120_000 });

let server: ChildProcess | undefined;
let baseUrl = '';
let distCopy = '';
let dataDir = '';

test.beforeAll(async () => {
  distCopy = mkdtempSync(join(tmpdir(), 'bildeler-dist-'));
  dataDir = seededDataDir('bildeler-update-', testShopEnv('').SEED_SCALE);
  cpSync('dist', distCopy, { recursive: true });
  const port = await new Promise<string>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(String(typeof address === 'object' && address ? address.port : 0)));
    });
  });
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distCopy,
      SEED_SCALE: testShopEnv('').SEED_SCALE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 180_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distCopy, { recursive: true, force: true });
});

test('a new version is offered in a toast and taken only when the user says so', async ({ page }) => {
  await page.goto(`${baseUrl}/`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state).catch(() => null))
    .toBe('activated');

  appendFileSync(join(distCopy, 'sw.js'), '\n// next version\n');
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect(page.getByText('En ny versjon av butikken er klar.')).toBeVisible();
  // Until the user chooses, the new worker waits and the page keeps the one it started with.
  expect(
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
  ).toBe(true);

  await page.getByRole('button', { name: 'Last inn på nytt' }).click();
  await page.waitForLoadState('load');
  await expect(page.locator('main h1').first()).toBeVisible();
  // The new worker takes over with a reload of its own (controllerchange): a check caught in it is asked again.
  await expect
    .poll(() =>
      page
        .evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))
        .catch(() => null),
    )
    .toBe(false);
});
