// What only a browser shows of XSS (the rest is checked in Node: xss-server-pages, xss-mails, xss-*-views): the
// Content-Security-Policy the shop sends is enforced and blocks an inline script, an inline handler and a
// javascript: URL; and payloads that arrive in a live update of the page (the header's suggestions while typing),
// with the CSP switched off so that escaping alone stands, run nothing and inject no markup.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectTexts, launchBrowser, shopContext } from './xss-browser';
import type { PayloadArticle } from './xss-catalogue-data';
import { type Shop, startShop } from './xss-shop';

let shop: Shop;
let browser: Browser;
let catalogue: PayloadArticle[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  catalogue = shop.catalogue;
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

type Watched = { violations: string[] };

describe('the Content-Security-Policy, with the real headers', () => {
  it('is enforced: the shop runs with no violation, and an inline script, handler or javascript: URL is blocked', async () => {
    const device = await shopContext(browser, { baseURL: shop.baseURL, csp: true });
    await device.context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as Watched).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
    });
    try {
      const page = await device.context.newPage();
      for (const path of ['/', '/account/login']) {
        const answer = await page.goto(path);
        expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
        expect(answer?.headers()['content-security-policy-report-only']).toBeUndefined();
        await page.locator('html[data-app]').waitFor({ state: 'attached' });
        expect(await page.evaluate(() => (window as unknown as Watched).violations)).toEqual([]);
      }
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = '__xss("inline script")';
        document.body.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', '__xss("inline handler")');
        image.src = 'data:,not-a-picture';
        document.body.append(image);
        const link = document.createElement('a');
        link.href = 'javascript:__xss("javascript: URL")';
        document.body.append(link);
        link.click();
      });
      await page.waitForFunction(() => (window as unknown as Watched).violations.length >= 3);
      // The handler's violation comes when the picture fails to load, before or after the link's: order is the
      // browser's, the three are what matters.
      const violations = await page.evaluate(() => (window as unknown as Watched).violations);
      expect([...violations].sort()).toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
      expect(device.ran).toEqual([]);
    } finally {
      await device.context.close();
    }
  }, 300_000);
});

describe('a live update of the page', () => {
  it('the suggestions while typing show payload names as text, and nothing runs', async () => {
    const device = await shopContext(browser, { baseURL: shop.baseURL });
    try {
      const page = await device.context.newPage();
      await page.goto('/catalog');
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await page.locator('input[role=combobox]:visible').first().fill('xssprobe');
      const suggested = page.getByRole('option');
      await suggested.first().waitFor({ state: 'visible' });
      const names = (await suggested.allInnerTexts()).map((name) => name.replace(/\s+/g, ' ').trim());
      const shown = catalogue.filter((article) => names.some((name) => name.includes(article.name.trim())));
      expect(shown.length).toBeGreaterThan(0);
      await expectTexts(
        page,
        shown.map((article) => article.name),
      );
      await expectClean(page, [...device.ran, ...shop.takeReports()]);
    } finally {
      await device.context.close();
    }
  }, 300_000);
});
