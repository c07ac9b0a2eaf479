// The quick order in the browser: bad lines get field errors, an unknown number is named and stays, five oddly
// typed lines end in the cart with their quantities, and offline the parts kept on the device are found while the
// others wait for the network; axe with errors and with lines found, in no and ar. How lines are read:
// src/domain/quick-order-lines.test.ts.
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { CartPage } from './pages/cart.page';
import { normalised, QuickOrderPage } from './pages/quick-order.page';
import { ShopPage } from './pages/shop.page';

/** A number as people type it: `style` picks spaces in threes, dots, dashes in lower case or doubled spaces. */
function oddly(number: string, style: number): string {
  const n = normalised(number);
  const groups = n.match(/.{1,3}/g) ?? [n];
  if (style === 0) return groups.join(' ');
  if (style === 1) return groups.join('.');
  if (style === 2) return groups.join('-').toLowerCase();
  if (style === 3) return ` ${n} `;
  return groups.join('  ');
}

test('quick order: field errors, an unknown number kept, five oddly typed lines into the cart, then offline', async ({
  page,
  context,
}) => {
  // Three pages one after another: a long walk.
  test.slow();
  const products = await QuickOrderPage.singleNumbers(page.request, 5);
  const [a, b, c, d, e] = products.map((p) => p.articleNumber) as [string, string, string, string, string];
  const shop = new ShopPage(page);
  await shop.open('/quick-order', 'en');
  const order = new QuickOrderPage(page);

  await test.step('bad lines get field errors; an unknown number is named and stays in the list', async () => {
    await order.find(`${a} x0\n${a};-2\n${a} x1000\n;4`);
    await expect(order.errors()).toContainText('Line 1: The quantity must be at least 1.');
    await expect(order.errors()).toContainText('Line 2: The quantity must be at least 1.');
    await expect(order.errors()).toContainText('Line 3: The quantity can be at most 999.');
    await expect(order.errors()).toContainText('Line 4: The part number is missing.');
    await expect(order.field()).toHaveAttribute('aria-invalid', 'true');
    await expect(order.lines()).toHaveCount(0);

    await order.find(`${a} 2\nZZ-NO-SUCH-PART x1`);
    await expect(order.line(2)).toHaveAttribute('data-status', 'unknown');
    await expect(order.line(2)).toContainText('ZZ-NO-SUCH-PART');
    await order.addButton().click();
    await expect(order.added()).toContainText('2 parts added to the cart');
    await expect(order.field()).toHaveValue('ZZ-NO-SUCH-PART x1');
  });

  await test.step('five oddly typed lines end with those parts and quantities in the cart', async () => {
    const list = [
      `${oddly(a, 0)} x2`,
      `${oddly(b, 1)};3`,
      `${oddly(c, 2)}, 1`,
      `${oddly(d, 3)}\t4`,
      '',
      `2 x ${oddly(e, 4)}`,
    ].join('\n');
    // The first part is in the cart twice over: 2 from the step before.
    const quantities = [2 + 2, 3, 1, 4, 2];
    await order.find(list);
    await expect(order.lines()).toHaveCount(5);
    await expect(page.getByText('Found 5 of 5 lines.')).toBeVisible();
    await order.addButton().click();
    await expect(order.added()).toContainText('12 parts added to the cart');
    await expect(order.field()).toHaveValue('');

    await order.added().getByRole('link', { name: 'View cart' }).click();
    const cart = new CartPage(page);
    await expect(cart.lines()).toHaveCount(5);
    for (const [i, product] of products.entries()) {
      const line = cart.lines().filter({ hasText: product.articleNumber });
      await expect(line.getByRole('textbox')).toHaveValue(String(quantities[i]));
    }
  });

  await test.step('offline, the parts kept on the device are found and the others wait for the network', async () => {
    const pads = await QuickOrderPage.singleNumbers(
      page.request,
      8,
      'category=bremseklosser&perPage=40&lang=en',
    );
    // The brake pads of the list are kept on the device once the list has been seen (other parts already are: the
    // ones found above).
    await new CartPage(page).seeProducts('/catalog/bremseklosser');
    await expect
      .poll(async () => {
        const ids = new Set(await order.seenIds());
        return pads.some((p) => ids.has(p.articleId));
      })
      .toBe(true);
    const seenIds = new Set(await order.seenIds());
    const filters = await QuickOrderPage.singleNumbers(
      page.request,
      8,
      'category=oljefilter&perPage=40&lang=en',
    );
    const seen = pads.find((p) => seenIds.has(p.articleId));
    const unseen = filters.find((p) => !seenIds.has(p.articleId));
    expect(seen && unseen, 'a part kept on the device and one not').toBeTruthy();
    await page.goto('/quick-order');
    await shop.ready();
    await expect(order.field()).toBeVisible();

    await context.setOffline(true);
    await order.find(`${seen?.articleNumber} x2\n${unseen?.articleNumber} x1`);
    await expect(page.getByTestId('quick-order-offline')).toContainText('1 line needs the network');
    await expect(order.line(1)).toHaveAttribute('data-status', 'found');
    await expect(order.line(2)).toHaveAttribute('data-status', 'needs-network');

    await context.setOffline(false);
    await expect(order.line(2)).toHaveAttribute('data-status', 'found');
    await expect(page.getByTestId('quick-order-offline')).toHaveCount(0);
  });
});

test('the quick order has no serious a11y violations in no and ar, with errors and with lines found', async ({
  page,
}) => {
  test.slow();
  const [known] = await QuickOrderPage.singleNumbers(page.request, 1);
  const order = new QuickOrderPage(page);
  for (const locale of ['no', 'ar'] as const) {
    await test.step(locale, async () => {
      await new ShopPage(page).open('/quick-order', locale);
      await order.find(`${known?.articleNumber} x2\nZZ-NO-SUCH-PART 1\n${known?.articleNumber};0`);
      await expect(order.errors()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await order.find(`${known?.articleNumber} x2\nZZ-NO-SUCH-PART 1`);
      await expect(order.lines()).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
