import { expect, test } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { ProductPage } from './pages/product.page';
import { ShopPage } from './pages/shop.page';

test('a product opens from a list; its name is a clickable span, not a link with an address', async ({
  page,
}) => {
  const shop = new ShopPage(page);
  const catalog = new CatalogPage(page);
  const product = new ProductPage(page);
  await shop.open('/catalog/products', 'en');
  const card = catalog.productCards().first();
  const link = card.locator('h2').getByRole('link');
  await expect(link).toHaveJSProperty('tagName', 'SPAN');
  await expect(link).not.toHaveAttribute('href');
  // The card's article number names it in every language: its name may still be the Norwegian one of the page the
  // server drew while the app's English answer is on its way.
  const articleNumber = (await card.locator('span[dir=ltr]').first().textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/products\/\d+-[a-z0-9-]+$/);
  await expect(product.root()).toBeVisible();
  const opened = await ProductPage.detail(page.request, Number(page.url().match(/\/products\/(\d+)/)?.[1]));
  expect(opened.articleNumber).toBe(articleNumber);
  await expect(product.heading()).toContainText(opened.articleName || opened.name);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Shop');
});

test('the quick view opens 250 ms after the click, and closing before then cancels it', async ({ page }) => {
  const shop = new ShopPage(page);
  const catalog = new CatalogPage(page);
  const product = new ProductPage(page);
  await page.clock.install();
  await shop.open('/catalog/products', 'en');
  await expect(catalog.productCards().first()).toBeVisible();
  const button = product.quickViewButtons().first();
  // Opened once while time runs, so its code is in: the 250 ms measured below are the page's wait, not the
  // network's (code that arrives after a loading state is shown waits on a timer of React's). Its product's name
  // in English is the one the last opening must show (the card may still show the server's Norwegian name).
  await button.click();
  const heading = product.quickView().getByRole('heading', { level: 2 });
  await expect(heading).not.toBeEmpty();
  const name = (await heading.textContent()) ?? '';
  await product.quickView().getByRole('button', { name: 'Close quick view' }).click();
  await expect(product.quickView()).toHaveCount(0);
  // Time stands still from here on unless the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000);

  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-busy', 'false');
  await page.clock.runFor(1_000);
  await expect(product.quickView()).toHaveCount(0);

  await button.click();
  await page.clock.runFor(249);
  await expect(product.quickView()).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(product.quickView()).toBeVisible();
  await page.clock.resume();
  await expect(heading).toHaveText(name);
  await expect(product.quickView().getByTestId('add-to-cart')).toBeVisible();
  await product.quickView().getByRole('button', { name: 'Close quick view' }).click();
  await expect(product.quickView()).toHaveCount(0);
});

// The product page's parts, on one device: each step opens the product it needs.
test('the product page: gallery and lightbox, reviews by page, fitment, and article numbers however typed', async ({
  page,
  request,
}) => {
  test.slow();
  await test.step('the gallery moves by thumbnail and arrow keys; the lightbox zooms on a 0.9 black background', async () => {
    const items = await ProductPage.products(request);
    const withPictures = items.find((item) => item.images.length === 3);
    const without = items.find((item) => item.images.length === 0);
    if (!withPictures || !without) throw new Error('the seeded catalogue should have both kinds of article');
    const product = new ProductPage(page);
    await new ShopPage(page).open('/', 'en');

    await product.open(withPictures.articleId);
    await expect(product.mainImage()).toHaveAttribute('src', /\/1\.webp$/);
    await product.gallery().getByRole('button', { name: 'Image 3 of 3' }).click();
    await expect(product.mainImage()).toHaveAttribute('src', /\/3\.webp$/);
    await page.keyboard.press('ArrowRight');
    await expect(product.mainImage()).toHaveAttribute('src', /\/1\.webp$/);
    await page.keyboard.press('ArrowLeft');
    await expect(product.mainImage()).toHaveAttribute('src', /\/3\.webp$/);

    await product.mainImage().click();
    await expect(product.lightbox()).toBeVisible();
    await expect(page.getByTestId('lightbox-backdrop')).toHaveCSS('opacity', '0.9');
    await expect(page.getByTestId('lightbox-backdrop')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('lightbox-image')).toHaveAttribute('src', /\/1\.webp$/);
    await product.lightbox().getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByTestId('lightbox-image')).toHaveAttribute('data-zoomed', 'true');
    await page.keyboard.press('Escape');
    await expect(product.lightbox()).toHaveCount(0);

    await product.open(without.articleId);
    await expect(product.gallery()).toHaveCount(0);
    await expect(product.root().getByText('No image available')).toBeVisible();
  });
  await test.step('reviews show 8 a page, newest first, with stars, author and date', async () => {
    // The default order is most reviewed first, so the first product has well over 8 reviews.
    const [top] = await ProductPage.products(request, 'perPage=1&lang=en');
    if (!top || top.reviews <= 8)
      throw new Error('the seeded catalogue should have a product with > 8 reviews');
    const detail = await ProductPage.detail(request, top.articleId);
    const product = new ProductPage(page);
    await new ShopPage(page).open('/', 'en');
    await product.open(top.articleId);

    const reviews = product.reviews();
    await expect(reviews.getByTestId('review')).toHaveCount(8);
    const first = reviews.getByTestId('review').first();
    await expect(first).toContainText(detail.reviewList[0]?.author ?? '');
    await expect(first.getByRole('img', { name: /^Rated \d(\.5)? of 5$/ })).toBeVisible();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);

    await reviews.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?reviews=2$/);
    await expect(reviews.getByTestId('review')).toHaveCount(Math.min(8, detail.reviewList.length - 8));
    await expect(reviews.getByTestId('review').first()).toContainText(detail.reviewList[8]?.author ?? '');
    await expect(reviews.locator('[aria-current=page]')).toHaveText('2');
  });
  await test.step('the product page tells whether the part fits the vehicle chosen in the garage', async () => {
    const [item] = await ProductPage.products(request, 'perPage=1&lang=en');
    if (!item) throw new Error('no products');
    const detail = await ProductPage.detail(request, item.articleId);
    const fitting = detail.compatibility.vehicles[0];
    if (!fitting) throw new Error('the most reviewed product should fit some vehicle');
    const product = new ProductPage(page);
    await new ShopPage(page).open('/', 'en');

    await product.open(item.articleId);
    await expect(product.fitment()).toHaveAttribute('data-fits', 'unknown');
    await expect(product.fitment()).toContainText('Choose your vehicle');

    await product.setCurrentVehicle({
      id: fitting.carId,
      year: 2016,
      make: fitting.manuName,
      model: fitting.modelname,
      engine: '',
    });
    await page.reload();
    await expect(product.fitment()).toHaveAttribute('data-fits', 'yes');
    await expect(product.fitment()).toContainText(`Fits your ${fitting.manuName} ${fitting.modelname}`);

    // A vehicle the part is not linked to.
    await product.setCurrentVehicle({ id: 999_999_999, year: 2020, make: 'Test', model: 'Car', engine: '' });
    await page.reload();
    await expect(product.fitment()).toHaveAttribute('data-fits', 'no');
    await expect(product.fitment()).toContainText('Does not fit your Test Car');
  });
  await test.step('an article number typed with odd spacing, dots and dashes finds its product; an unknown one says so', async () => {
    const items = await ProductPage.products(request);
    const item = items.find((i) => /\s/.test(i.articleNumber)) ?? items[0];
    if (!item) throw new Error('no products');
    const odd = `  ${item.articleNumber.toLowerCase().replace(/\s+/g, ' - ').replace(/\//g, '.')} `;
    const product = new ProductPage(page);
    await new ShopPage(page).open('/', 'en');

    await page.goto(`/catalog/article?n=${encodeURIComponent(odd)}`);
    await expect(product.root()).toBeVisible();
    await expect(product.heading()).toHaveText(item.name);
    await expect(page.getByTestId('article-number')).toHaveText(item.articleNumber);

    await page.goto('/catalog/article?n=NOPE%20000%20000');
    await expect(page.getByText('No part has the article number NOPE 000 000')).toBeVisible();
    await page.getByPlaceholder(/Article number/).fill(odd);
    await page.getByRole('button', { name: 'Find part', exact: true }).click();
    await expect(product.heading()).toHaveText(item.name);

    await page.goto(`/product-preview/${encodeURIComponent(item.articleNumber)}`);
    await expect(page.getByTestId('product-preview').locator('h1')).toHaveText(item.name);
  });
});
