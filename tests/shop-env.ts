// The settings every shop the browser tests start runs with (playwright.config.ts, playwright.cluster.config.ts,
// playwright.chaos.config.ts); each config adds its ports, data dir and Vipps settings.
import { e2eAdmin } from './e2e/pages/account-pages.page';

export const testShopEnv = (baseURL: string) => ({
  // The browsers are on this machine and name their test's address in X-Forwarded-For (e2e/fixtures.ts); so does
  // nginx in the cluster, from 127.0.0.1 too.
  TRUSTED_PROXIES: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Tests read the mail the shop sends (a password-reset link) from GET /api/dev/mailbox.
  NODE_ENV: 'test',
  // A tenth of the catalogue (2,000 articles) seeds in a few seconds and is plenty for the pages under test.
  SEED_SCALE: '0.1',
  // The ADMIN the server creates at start, as the admin tests sign in.
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  // Links in mail, and Vipps's way back, point at the shop the browser uses.
  PUBLIC_URL: baseURL,
});
