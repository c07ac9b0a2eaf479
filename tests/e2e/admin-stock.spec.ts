// Staff see an article's stock on the admin dashboard and set it: what is not a whole number from 0 is refused at the
// field, a change shows at once with who made it, and the shop's product answer shows the new status.
import { expect, test } from './fixtures';
import { AccountPages, e2eAdmin, featuredArticleNumber } from './pages/account-pages.page';
import { signInStaff } from './pages/staff-session';

test('admin: sees an article’s stock and sets it; a wrong number is refused at the field', async ({
  page,
  clientHeaders,
}) => {
  await signInStaff(page, clientHeaders);
  const pages = new AccountPages(page);
  const number = await featuredArticleNumber(page.request, 2);
  await pages.open('/admin/dashboard');
  await pages.lookUpArticle(number);
  const stock = pages.adminStock();
  await expect(stock.getByTestId('admin-stock-count')).toHaveText(/^\d+$/);
  await expect(stock.getByTestId('admin-stock-held')).toHaveText(/^\d+$/);

  await pages.setStock('-2');
  await expect(stock.getByText('Enter the units as a whole number, 0 or more.')).toBeVisible();
  await expect(stock.getByLabel('Units on the shelf')).toHaveAttribute('aria-invalid', 'true');

  await pages.setStock('0');
  await expect(stock.getByTestId('admin-stock-count')).toHaveText('0');
  await expect(stock.getByTestId('admin-stock-status')).toHaveText('Out of stock');
  await expect(stock.getByTestId('admin-stock-changes').getByText(e2eAdmin.email).first()).toBeVisible();

  await pages.setStock('7');
  await expect(stock.getByTestId('admin-stock-count')).toHaveText('7');
  await expect(stock.getByTestId('admin-stock-status')).toHaveText('In stock');
  await expect(stock.getByTestId('admin-stock-changes').getByText('from 0 to 7 units')).toBeVisible();
});
