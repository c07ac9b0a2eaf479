import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { type Locale, ShopPage } from './pages/shop.page';

// axe-core with the WCAG 2.0/2.1 A and AA rules: desktop in Norwegian and Arabic (RTL), mobile in Arabic.
// Serious and critical violations fail; a failure lists each rule with the elements it found.

const notFoundTitles = ['Page Not Found', 'Siden finnes ikke', 'الصفحة غير موجودة'];

type Target = {
  name: string;
  /** The path to scan, or null when there is none yet (the test is then skipped). */
  path: (page: Page) => Promise<string | null>;
  /** What shows that the page's data has arrived, so that the scan sees the real page, not a skeleton. */
  loaded?: (page: Page) => Locator;
  /** Pages still being built: skipped while the router answers "Page Not Found". */
  mayBeMissing?: boolean;
};

const targets: Target[] = [
  { name: 'home', path: async () => '/', loaded: (page) => page.getByTestId('brand-grid') },
  {
    name: 'catalogue',
    path: async () => '/catalog',
    loaded: (page) => new CatalogPage(page).categoryCards().first(),
  },
  {
    name: 'product list',
    path: async () => '/catalog/bremseklosser',
    loaded: (page) => new CatalogPage(page).productCards().first(),
  },
  { name: 'product page', path: firstBrakePadPath, mayBeMissing: true },
  { name: 'cart', path: async () => '/cart', mayBeMissing: true },
];

async function firstBrakePadPath(page: Page) {
  const res = await page.request.get('/api/tecdoc/get-products?category=bremseklosser&perPage=1');
  if (!res.ok()) return null;
  const body = (await res.json()) as { items?: { articleId?: number }[] };
  const id = body.items?.[0]?.articleId;
  return id ? `/products/${id}-x` : null;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes
          .map((node) => `  - ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`)
          .join('\n'),
    )
    .join('\n\n');

async function scan(page: Page, target: Target, locale: Locale) {
  // axe runs every rule over the whole page: several seconds on 2 cores, far more when the machine is busy.
  test.slow();
  const path = await target.path(page);
  test.skip(path === null, `${target.name}: nothing to open yet`);
  const shop = new ShopPage(page);
  await shop.open(path as string, locale);
  if (target.mayBeMissing) {
    const title = (await shop.heading().textContent())?.trim() ?? '';
    test.skip(notFoundTitles.includes(title), `${path} answers "${title}": the page is not built yet`);
  }
  if (target.loaded) await expect(target.loaded(page)).toBeVisible({ timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => v.id),
    `${path} in ${locale}:\n${describe(serious)}`,
  ).toEqual([]);
}

for (const target of targets) {
  for (const locale of ['no', 'ar'] as const) {
    test(`${target.name} has no serious a11y violations in ${locale}`, async ({ page }) => {
      await scan(page, target, locale);
    });
  }
  // On phones the layout that differs most is the mirrored one: each page is scanned in Arabic there.
  test(`${target.name} has no serious a11y violations in ar @mobile`, async ({ page }) => {
    await scan(page, target, 'ar');
  });
}
