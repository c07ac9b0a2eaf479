import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { AddressPages, addOnServer, kari, serverAddresses } from './pages/addresses.page';
import { seriousViolations } from './pages/axe';
import { controlledByServiceWorker } from './pages/offline';
import { ShopPage } from './pages/shop.page';

test('addresses: create with the city from the postcode, edit, make default, delete; errors named; axe in no and ar', async ({
  page,
  clientHeaders,
}) => {
  // Four scans of axe besides the walk: the time of the tests this walk replaces, and axe's (as a11y.spec.ts gives it).
  test.setTimeout(3 * test.info().timeout + 4 * 30_000);
  const account = await signUp(page.request, clientHeaders);
  await new AccountPages(page).signInTo('/account/addresses', account);
  const addresses = new AddressPages(page);
  await expect(page.getByTestId('addresses-empty')).toHaveText('You have no saved addresses yet.');

  await page.getByTestId('new-address').click();
  await expect(page).toHaveURL(/\/account\/addresses\/new$/);
  await addresses.fill({ ...kari, postcode: '015' });
  await expect(addresses.field('city')).toHaveValue('');
  await addresses.field('postcode').fill('0155');
  await expect(addresses.field('city')).toHaveValue('OSLO');
  // The first address is the default, whatever is chosen.
  await expect(page.getByLabel('Use as my default address')).toBeChecked();
  await addresses.save();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(addresses.items()).toHaveCount(1);
  await expect(addresses.defaultItem()).toContainText('Storgata 1');
  await expect(addresses.defaultItem()).toContainText('0155 OSLO');

  await page.getByTestId('new-address').click();
  await addresses.fill({ ...kari, firstName: 'Ola', address1: 'Bryggen 5', postcode: '5003' });
  await expect(addresses.field('city')).toHaveValue('BERGEN');
  await expect(page.getByLabel('Use as my default address')).not.toBeChecked();
  await addresses.save();
  await expect(addresses.items()).toHaveCount(2);
  await expect(addresses.defaultItem()).toContainText('Storgata 1');

  // Make the Bergen address the default: the server moves it, and the list shows it first.
  await addresses
    .item('Bryggen 5')
    .getByRole('button', { name: 'Make the address of Ola Nordmann the default' })
    .click();
  await expect(addresses.defaultItem()).toContainText('Bryggen 5');
  await expect(addresses.items().first()).toContainText('Bryggen 5');
  await expect
    .poll(async () => (await serverAddresses(page.request, account)).find((a) => a.default)?.address1)
    .toBe('Bryggen 5');

  // Edit it: the form holds what was saved; a changed line is saved.
  await addresses.item('Bryggen 5').getByRole('link', { name: 'Edit the address of Ola Nordmann' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\/\d+$/);
  await expect(addresses.field('address1')).toHaveValue('Bryggen 5');
  await expect(addresses.field('city')).toHaveValue('BERGEN');
  // The default cannot be taken away here, only given to another address.
  await expect(page.getByLabel('Use as my default address')).toBeDisabled();
  await addresses.fill({ address1: 'Bryggen 7', address2: 'c/o Hansa' });
  await addresses.save();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(addresses.defaultItem()).toContainText('Bryggen 7');
  await expect(addresses.defaultItem()).toContainText('c/o Hansa');

  // Delete the default, after a confirmation: the other one becomes the default.
  const bergen = addresses.item('Bryggen 7');
  await bergen.getByRole('button', { name: 'Delete the address of Ola Nordmann' }).click();
  await expect(bergen.getByText('Delete this address? This cannot be undone.')).toBeVisible();
  await bergen.getByRole('button', { name: 'Keep it' }).click();
  await expect(addresses.items()).toHaveCount(2);
  await bergen.getByRole('button', { name: 'Delete the address of Ola Nordmann' }).click();
  await bergen.getByTestId('confirm-delete').click();
  await expect(addresses.items()).toHaveCount(1);
  await expect(addresses.defaultItem()).toContainText('Storgata 1');
  const left = await serverAddresses(page.request, account);
  expect(left.map((a) => [a.address1, a.default])).toEqual([['Storgata 1', true]]);

  const shop = new ShopPage(page);

  await test.step('in Norwegian: the list, and the form naming each problem on its field', async () => {
    await shop.open('/account/addresses', 'no');
    await expect(addresses.items()).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('new-address').click();
    await expect(page).toHaveURL(/\/account\/addresses\/new$/);
    await addresses.fill({ ...kari, postcode: '9999' });
    await addresses.save();
    expect(await addresses.errorOf('postcode')).toBe('Dette postnummeret finnes ikke i Norge. Sjekk det.');
    await expect(addresses.field('postcode')).toBeFocused();

    await addresses.fill({ postcode: '12' });
    // Typing clears the field's error; the next check names the new problem.
    await expect(addresses.field('postcode')).not.toHaveAttribute('aria-invalid');
    await addresses.save();
    expect(await addresses.errorOf('postcode')).toBe('Et postnummer har 4 sifre, for eksempel 0150');

    await addresses.fill({ postcode: '0155', city: 'Bergen' });
    await addresses.save();
    expect(await addresses.errorOf('city')).toBe(
      'Postnummer 0155 hører til OSLO. Rett poststedet eller postnummeret.',
    );

    // What only the server can say (here: a register newer than the app's) shows on its field just the same.
    await addresses.fill({ city: '' });
    await page.route('**/api/address/add', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'VALIDATION_ERROR',
          message: 'Ukjent postnummer.',
          fields: { postcode: 'UNKNOWN_POSTCODE', phone: 'INVALID_PHONE' },
        }),
      }),
    );
    await addresses.save();
    expect(await addresses.errorOf('postcode')).toBe('Dette postnummeret finnes ikke i Norge. Sjekk det.');
    expect(await addresses.errorOf('phone')).toBe(
      'Skriv inn et telefonnummer med bare sifre, mellomrom, + og -',
    );
    await expect(page).toHaveURL(/\/account\/addresses\/new$/);
    await page.unroute('**/api/address/add');
    expect(await serverAddresses(page.request, account)).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('in Arabic: the list, and the form with its errors shown', async () => {
    await shop.open('/account/addresses', 'ar');
    await expect(addresses.items()).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('new-address').click();
    await addresses.fill({ firstName: '', postcode: '9999', email: 'nope' });
    await addresses.save();
    await expect(addresses.field('postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('signing out leaves no one’s addresses on the device', async () => {
    expect(await addresses.keptOnDevice()).toBe(1);
    await new AccountPages(page).signOut();
    await expect.poll(() => addresses.keptOnDevice()).toBe(0);
  });
});

test('addresses offline: the list as last seen, changes need the network and what was typed is kept', {
  tag: '@offline',
}, async ({ page, context, clientHeaders }) => {
  const account = await signUp(page.request, clientHeaders);
  await addOnServer(page.request, account, kari);
  await new AccountPages(page).signInTo('/account/addresses', account);
  const addresses = new AddressPages(page);
  await expect(addresses.items()).toHaveCount(1);
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(addresses.items()).toHaveCount(1);
  await expect(addresses.defaultItem()).toContainText('0155 OSLO');
  await expect(page.getByTestId('needs-network')).toBeVisible();
  await expect(addresses.defaultItem().getByRole('button', { name: /^Delete/ })).toBeDisabled();

  // The form opens offline, the postcode register (a chunk of its own) too; saving waits for the network.
  await page.getByTestId('new-address').click();
  await addresses.fill({ ...kari, address1: 'Bryggen 5', postcode: '5003' });
  await expect(addresses.field('city')).toHaveValue('BERGEN');
  await expect(page.getByTestId('save-address')).toBeDisabled();
  await expect(page.getByTestId('needs-network')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('save-address')).toBeEnabled();
  await expect(addresses.field('address1')).toHaveValue('Bryggen 5');
  await addresses.save();
  await expect(addresses.items()).toHaveCount(2);
  expect((await serverAddresses(page.request, account)).map((a) => a.city).sort()).toEqual([
    'BERGEN',
    'OSLO',
  ]);
});
