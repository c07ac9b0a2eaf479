// The admin dashboard's setup warnings: this e2e shop is set up (PUBLIC_URL given, NODE_ENV test), so the real
// server names none and no box shows. What a production start without SMTP_URL and PUBLIC_URL answers
// (server/routes/setting/status.test.ts) is then given to the page, which must show both warnings readably in
// Norwegian and Arabic (right to left, the settings and the address kept left to right).
import { expect, test } from './fixtures';
import { AccountPages } from './pages/account-pages.page';
import { ShopPage } from './pages/shop.page';
import { signInStaff } from './pages/staff-session';

test('a set-up shop shows the admin no setup warning', async ({ page, clientHeaders }) => {
  await signInStaff(page, clientHeaders);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/setting/admin/status'));
  await new AccountPages(page).open('/admin/dashboard');
  expect((await (await answer).json()).status.warnings).toEqual([]);
  await expect(page.getByTestId('admin-order-desk')).toBeVisible();
  await expect(page.getByTestId('admin-setup-warnings')).toHaveCount(0);
});

for (const locale of ['no', 'ar'] as const) {
  test(`mail not sent and links to this machine are shown as warnings (${locale})`, async ({
    page,
    clientHeaders,
  }) => {
    await page.route('**/api/setting/admin/status', (route) =>
      route.fulfill({
        json: {
          status: { warnings: ['MAIL_NOT_SENT', 'PUBLIC_URL_UNSET'], publicUrl: 'http://localhost:8080' },
        },
      }),
    );
    await signInStaff(page, clientHeaders);
    await new ShopPage(page).open('/admin/dashboard', locale);
    const box = page.getByTestId('admin-setup-warnings');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('role', 'alert');
    await expect(box.getByTestId('setup-warning-MAIL_NOT_SENT')).toContainText('SMTP_URL');
    await expect(box.getByTestId('setup-warning-PUBLIC_URL_UNSET')).toContainText('http://localhost:8080');
    await expect(box.getByRole('heading')).toHaveText(
      locale === 'no' ? 'Butikkens oppsett trenger tilsyn' : 'إعداد المتجر يحتاج إلى انتباه',
    );
  });
}
