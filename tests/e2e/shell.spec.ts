import { expect, type Page, test } from '@playwright/test';
import { type Locale, ShopPage } from './pages/shop.page';

const titles: Record<string, Record<Locale, string>> = {
  '/': {
    no: 'Riktig del til bilen din, levert i hele Norge',
    en: 'The right part for your car, delivered across Norway',
    ar: 'القطعة المناسبة لسيارتك، تُوصَل إلى جميع أنحاء النرويج',
  },
  '/about-us': { no: 'Om oss', en: 'About us', ar: 'من نحن' },
  '/contact-us': { no: 'Kontakt oss', en: 'Contact us', ar: 'اتصل بنا' },
  '/terms-and-conditions': { no: 'Salgsbetingelser', en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  '/privacy-policy': { no: 'Personvernerklæring', en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  '/track-order': { no: 'Spor ordre', en: 'Track order', ar: 'تتبع الطلب' },
  '/no/such/page': { no: 'Siden finnes ikke', en: 'Page Not Found', ar: 'الصفحة غير موجودة' },
};
const htmlLang: Record<Locale, string> = { no: 'nb', en: 'en', ar: 'ar' };

// In Norwegian each page is opened afresh: the server draws it, and no app code runs. In English and Arabic the app
// draws every page; it is opened once, and each page is then reached in the app, as through a link.
for (const locale of ['no', 'en', 'ar'] as const) {
  test(`every page renders in ${locale}`, async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.open('/', locale);
    for (const [path, title] of Object.entries(titles)) {
      if (locale === 'no') await page.goto(path);
      else await page.evaluate((to) => history.pushState(null, '', to), path);
      await shop.ready();
      await expect(shop.heading()).toHaveText(title[locale]);
      await expect(shop.html()).toHaveAttribute('lang', htmlLang[locale]);
      await expect(shop.html()).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(shop.footer()).toBeVisible();
      // The information pages carry real text with the shop's contacts.
      if (path === '/terms-and-conditions' && locale === 'no') {
        await expect(page.locator('article')).toContainText('angrerett');
        await expect(page.locator('article')).toContainText('932 145 876');
      }
      if (path === '/privacy-policy' && locale === 'en') {
        await expect(page.locator('article')).toContainText('Datatilsynet');
      }
    }
  });
}

test('top bar and footer show the settings from the server', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/');
  await expect(page.getByTestId('topbar')).toContainText('+47 22 12 34 56');
  await expect(page.getByTestId('topbar')).toContainText('post@bildeler.no');
  await expect(shop.footer()).toContainText('Alnabruveien 15');
  await expect(shop.footer().getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );
});

test('choosing a language stores it and reloads the same path in that language', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/about-us');
  await expect(shop.heading()).toHaveText('Om oss');
  // Listen before choosing: the reload may come before the click has returned on a busy machine.
  let reloaded = page.waitForEvent('load');
  await shop.chooseLanguageDesktop('English');
  await reloaded;
  await shop.ready();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(shop.heading()).toHaveText('About us');
  await expect(shop.html()).toHaveAttribute('lang', 'en');

  reloaded = page.waitForEvent('load');
  await shop.chooseLanguageDesktop('العربية');
  await reloaded;
  await shop.ready();
  await expect(shop.heading()).toHaveText('من نحن');
  await expect(shop.html()).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await shop.ready();
  await expect(shop.html()).toHaveAttribute('lang', 'ar');
});

test('Arabic mirrors the layout: the logo sits at the inline start, on the right', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/', 'ar');
  const logo = page.locator('header').getByRole('link', { name: 'Bildeler' }).first();
  const width = page.viewportSize()?.width ?? 0;
  // The header may be drawn anew in Arabic right after start: its place is read once it stands.
  await expect
    .poll(async () => {
      const box = await logo.boundingBox();
      return box ? box.x > width / 2 : null;
    })
    .toBe(true);
});

test('unknown paths show Page Not Found with a way home', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/catalog-that-does-not-exist', 'en');
  await expect(shop.heading()).toHaveText('Page Not Found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the page-loading overlay is gone shortly after start', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#preloader')).toHaveCount(0, { timeout: 3000 });
});

test('the mobile menu opens, its panels slide in and back @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile layout only');
  const shop = new ShopPage(page);
  await shop.open('/');
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.locator('[data-panel="main"]')).toHaveAttribute('data-state', 'here');
  await menu.getByRole('button', { name: /Språk/ }).click();
  await expect(menu.locator('[data-panel="language"]')).toHaveAttribute('data-state', 'here');
  await expect(menu.locator('[data-panel="main"]')).toHaveAttribute('data-state', 'before');
  await expect(menu.getByRole('button', { name: 'English' })).toBeVisible();
  await menu.getByRole('button', { name: 'Tilbake' }).click();
  await expect(menu.locator('[data-panel="main"]')).toHaveAttribute('data-state', 'here');
  await menu.getByRole('button', { name: /Informasjon/ }).click();
  await menu.getByRole('link', { name: 'Personvernerklæring' }).click();
  await expect(menu).toBeHidden();
  await expect(shop.heading()).toHaveText('Personvernerklæring');
});

test('the mobile menu switches language @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile layout only');
  const shop = new ShopPage(page);
  await shop.open('/contact-us');
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  const menu = page.getByTestId('mobile-menu');
  await menu.getByRole('button', { name: /Språk/ }).click();
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'العربية' }).click();
  await reloaded;
  await shop.ready();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(shop.heading()).toHaveText('اتصل بنا');
  await expect(shop.html()).toHaveAttribute('dir', 'rtl');
});

test.describe("before the app's JavaScript has arrived", () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('home paints from the HTML: header, hero and footer in Norwegian, no loading overlay', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles['/']?.no ?? '');
    await expect(page.getByRole('link', { name: 'Bildeler' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('#preloader')).toBeHidden();
    // Drawn by the server with its data: the featured products, the brands and the top categories.
    await expect(page.getByTestId('product-card')).toHaveCount(8);
    await expect(page.getByTestId('brand-grid').getByRole('link')).toHaveCount(12);
    await expect(page.getByRole('region', { name: 'Populære kategorier' }).getByRole('link')).toHaveCount(9);
  });

  test('a path the server does not draw shows the shell: header, footer and an empty page area, never home content', async ({
    page,
  }) => {
    // No route: the app draws its not-found page.
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Bildeler' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('#main > [aria-busy=true]')).toHaveCount(1);
    await expect(page.locator('#main h1, #main [data-testid=product-card]')).toHaveCount(0);
  });

  test('a product list arrives drawn by the server, with its products, prices and pictures', async ({
    page,
  }) => {
    await page.goto('/catalog/bremseklosser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bremseklosser');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(16);
    await expect(cards.first()).toContainText('kr');
    await expect(cards.first().locator('img')).toHaveAttribute(
      'src',
      /\/api\/images\/article\/\d+\/1-400\.webp$/,
    );
    await expect(page.getByText(/Viser 1–16 av \d+ produkter/)).toBeVisible();
    // The shop's contacts from its settings are drawn too.
    await expect(page.getByTestId('footer')).toContainText('Alnabruveien 15');
  });

  test('a product page arrives drawn by the server with its product', async ({ page, request }) => {
    const list = await (await request.get('/api/tecdoc/get-products?lang=no&page=1&perPage=1')).json();
    const product = list.items[0];
    await page.goto(`/products/${product.articleId}-x`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.articleName);
    await expect(page.locator('main')).toContainText(product.articleNumber);
  });

  test("the cart and an account page arrive as their frame: heading and loading state, no one's data", async ({
    page,
  }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handlekurv');
    await expect(page.locator('#main [aria-busy=true]')).toHaveCount(1);
    await expect(page.locator('#preloader')).toBeHidden();
    // Guarded, and drawn signed out: the page's own frame, not the sign-in it will send a visitor to.
    await page.goto('/account/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontooversikt');
    await expect(page.getByRole('navigation', { name: 'Min konto' })).toBeVisible();
    await expect(page.getByTestId('user-card')).toHaveCount(0);
    await expect(page.getByTestId('sign-in-form')).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });

  test('in another language the loading overlay covers the Norwegian page', async ({ page }) => {
    // The code is on its way, not refused (a page whose code cannot come drops the overlay: first-tap.spec.ts).
    await page.unroute('**/assets/*.js');
    await page.route('**/assets/*.js', () => {});
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('bildeler.locale', 'ar'));
    await page.goto('/');
    await expect(page.locator('#preloader')).toBeVisible();
  });
});

test('the app takes over a list drawn by the server without asking for it again', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/tecdoc/get-products')) reads.push(r.url());
  });
  await page.goto('/catalog/bremseklosser');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(16);
  const first = await cards.first().locator('h2').textContent();
  // The visitor starts using the page (the sort field takes the focus) and the app takes it over; sorting is then
  // the app's work, and only then is the list asked for. (Before it, a sort is a plain navigation: first-tap.spec.ts.)
  const sort = page.getByRole('combobox', { name: 'Sorter' });
  await sort.focus();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await sort.selectOption('name_desc');
  await expect(page).toHaveURL(/sort=name_desc/);
  await expect(cards.first().locator('h2')).not.toHaveText(first ?? '');
  expect(reads).toHaveLength(1);
  expect(reads[0]).toContain('sort=name_desc');
});

/** A first visit to a list the server drew, loaded and untouched; what it asks of the app's code is recorded. */
async function firstVisitToList(page: Page) {
  const code: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) code.push(request.url());
  });
  await page.goto('/catalog/bremseklosser');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('load');
  return code;
}

test('on a first visit a tap on a product follows it as a plain link, drawn by the server, with no app code', async ({
  page,
}) => {
  const code = await firstVisitToList(page);
  const card = page.getByTestId('product-card').first();
  const name = (await card.locator('h2').textContent()) ?? '';
  // The product's name is a span that stands for a link: before the app runs, the boot code follows it.
  await card.locator('h2 [data-href]').click();
  await expect(page).toHaveURL(/\/products\/\d+-/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.locator('meta[name="server-rendered"]')).toHaveCount(1);
  expect(code).toEqual([]);
});

test("on a first visit the app's code loads when a button is tapped, and that tap is done", async ({
  page,
}) => {
  const code = await firstVisitToList(page);
  const card = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('Ikke på lager') })
    .first();
  expect(code).toEqual([]);
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByText('Lagt i handlekurven')).toBeVisible();
  expect(code.length).toBeGreaterThan(0);
});

test('the pre-rendered header keeps its search box while its code is still loading on another page', async ({
  page,
}) => {
  // The search box's code is held back until the page has been checked; the page itself renders meanwhile.
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/search-box-*.js', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  // A page the server does not draw: the app starts at once.
  await page.goto('/no-such-page');
  // The app asked for the search box's code, so its header has taken the page over.
  await requested;
  const box = page.getByRole('banner').getByPlaceholder('Delnavn, merke eller artikkelnummer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden finnes ikke');
  await expect(box).toBeVisible();
  const loaded = page.waitForResponse(/\/assets\/search-box-.+\.js$/);
  release();
  await loaded;
  await expect(box).toBeVisible();
});

test('a part of the app whose code cannot be had is left out, the page stays and says to reload', async ({
  page,
}) => {
  // The sign-out dialog's host loads after the page is drawn: here its code never comes (the connection went).
  await page.route('**/assets/sign-out-host-*.js', (route) => route.abort('internetdisconnected'));
  const shop = new ShopPage(page);
  await shop.open('/about-us', 'en');
  const notice = page.getByTestId('part-failed');
  await expect(notice).toContainText('Part of the shop could not load over this connection.');
  await expect(shop.heading()).toHaveText('About us');
  await expect(shop.footer()).toBeVisible();
  await page.unroute('**/assets/sign-out-host-*.js');
  await notice.getByRole('button', { name: 'Reload the page' }).click();
  await expect(notice).toBeHidden();
  await expect(shop.heading()).toHaveText('About us');
});
