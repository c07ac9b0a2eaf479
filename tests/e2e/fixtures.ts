// The e2e tests' `test`: as Playwright's, but each test calls from an address of its own. The shop limits public
// writes per client address (docs/security.md "Abuse limits"), and every test's browser runs on this machine: with
// one shared address, the suite's own sign-ups and messages — and CI's retries — would run into those limits. The
// e2e server trusts this machine as a proxy (TRUSTED_PROXIES=127.0.0.1 in playwright.config.ts), so it takes the
// client address from X-Forwarded-For, and each test sends one from the documentation range 198.18.0.0/15 (RFC 2544).
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let next = Math.floor(Math.random() * 60_000);
const testAddress = () => {
  next = (next + 1) % 131_072;
  return `198.${18 + (next >> 16)}.${(next >> 8) & 255}.${next & 255}`;
};

export const test = base.extend<{ clientHeaders: Record<string, string> }>({
  /** This test's client address as headers: its browser sends them; API calls pass them on (signUp and others). */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': testAddress() });
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...clientHeaders });
  },
});
