// Signed-in pages for `npm run bench:web`. Lighthouse's CLI cannot write localStorage before the page loads, so the
// session goes into a Chromium profile first: Playwright opens the profile, writes the app's session keys
// (`jwtToken`, `bildeler.user`, as src/lib/session-store.ts reads them) on a blank page of the shop's origin, and for
// the cart pages puts a brake pad in the cart through the app (the cart lives in IndexedDB). The profile's HTTP cache,
// code cache and service workers are then deleted, and Lighthouse runs on a fresh copy of it for each run with
// `--disable-storage-reset`: a device that holds the session (and the cart) but nothing of the app's code.
// checkAddress opens each address once, as it will be measured, and says when it shows something else.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { appReadyAttribute, appStartedKey } from '../src/first-visit/names';
import { userStorageKey } from '../src/lib/session-store';
import type { Session, SessionKind } from './bench-web-routes';

const notFoundTitles = ['Page Not Found', 'Siden finnes ikke', 'الصفحة غير موجودة'];
const launchArgs = ['--no-sandbox'];

/** Writes `session` into the origin's localStorage, as the app keeps a remembered sign-in. */
async function writeSession(page: Page, origin: string, session: Session) {
  await page.route(`${origin}/bench-session`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
  );
  await page.goto(`${origin}/bench-session`);
  await page.evaluate(
    ({ session, keys }) => {
      localStorage.setItem('jwtToken', session.token);
      localStorage.setItem(
        keys.user,
        JSON.stringify({ user: session.user, remember: true, expiresAt: Date.now() + 6 * 3_600_000 }),
      );
      // Signing in happens in the app, so a signed-in device is one the app has run on.
      localStorage.setItem(keys.started, new Date().toISOString());
    },
    { session, keys: { user: userStorageKey, started: appStartedKey } },
  );
  await page.unroute(`${origin}/bench-session`);
}

/** Whether the header counts something in the cart (the count is drawn, hidden, when the cart is empty). */
const cartHasLines = (page: Page) =>
  page
    .waitForFunction(
      () => [...document.querySelectorAll('[data-testid=cart-count]')].some((e) => Number(e.textContent) > 0),
      null,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );

/**
 * Makes the profile for `kind` in `dir`: the session, and for 'cart' the product at `productPath` added to the
 * cart through its page. Throws with the reason when the cart could not be filled.
 */
export async function prepareProfile(
  chromePath: string,
  dir: string,
  origin: string,
  session: Session,
  kind: SessionKind,
  productPath: string,
) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: launchArgs,
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await writeSession(page, origin, session);
    if (kind === 'cart') {
      await page.goto(origin + productPath);
      // Until the app has taken the page over, the boot code holds a tap back to do it again later.
      await page.locator(`html[${appReadyAttribute}]`).waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByTestId('product-page').getByTestId('add-to-cart').first().click();
      if (!(await cartHasLines(page))) throw new Error(`adding ${productPath} to the cart left it empty`);
      await page.goto(`${origin}/cart`);
      await page.getByTestId('cart-line').first().waitFor({ timeout: 20_000 });
      // The cart goes to the account's server cart 500 ms after the change; let it, as a real device would.
      await page.waitForTimeout(2_000);
    }
  } finally {
    await context.close();
  }
  for (const cache of ['Cache', 'Code Cache', 'Service Worker', 'GPUCache'])
    rmSync(join(dir, 'Default', cache), { recursive: true, force: true });
}

/** A fresh copy of a prepared profile, for one run (a run leaves the page's code and data in it). */
export function copyProfile(template: string, dir: string) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Opens `path` as it will be measured (in a copy of `profile` when signed in) and answers what is wrong with it:
 * another address (the sign-in redirect), the not-found page, the admin area refused or asking for two-factor, an
 * empty cart. Undefined when the page is the page.
 */
export async function checkAddress(
  browser: Browser,
  chromePath: string,
  origin: string,
  path: string,
  kind: SessionKind,
  profile: string | undefined,
  scratch: string,
): Promise<string | undefined> {
  let context: BrowserContext;
  if (profile) {
    context = await chromium.launchPersistentContext(copyProfile(profile, scratch), {
      executablePath: chromePath,
      args: launchArgs,
      serviceWorkers: 'block',
    });
  } else context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const answer = await page.goto(origin + path);
    if (answer && answer.status() >= 400) return `the server answers ${answer.status()}`;
    const heading = page.locator('main h1').first();
    const found = await heading.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    // A guard's redirect or refusal comes once the app has drawn; give it the moment it takes.
    await page.waitForTimeout(1_000);
    const at = new URL(page.url());
    if (at.pathname + at.search !== path) return `opens ${at.pathname}${at.search} instead`;
    if (!found) return 'shows no heading in <main> within 20 s';
    const title = ((await heading.textContent()) ?? '').trim();
    if (notFoundTitles.includes(title)) return `shows "${title}"`;
    for (const [testId, what] of [
      ['access-refused', 'access refused (403)'],
      ['admin-needs-two-factor', 'the admin area asks for two-factor sign-in'],
    ] as const)
      if (await page.getByTestId(testId).count()) return `shows ${what}`;
    if (kind === 'cart' && !(await cartHasLines(page))) return 'shows an empty cart';
    return undefined;
  } finally {
    await context.close();
    if (profile) rmSync(scratch, { recursive: true, force: true });
  }
}
