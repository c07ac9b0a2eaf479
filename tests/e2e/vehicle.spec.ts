import { expect, test } from '@playwright/test';
import { ShopPage } from './pages/shop.page';
import { golf, tesla, VehiclePage, v70 } from './pages/vehicle.page';

// The find-parts dialog four ways, on one device: each way opens the dialog again from the header.
test('find parts by plate, by brand, model and engine, by VIN, and a part by its number', async ({
  page,
  request,
}) => {
  test.slow();
  const shop = new ShopPage(page);
  const vehicle = new VehiclePage(page);
  await shop.open('/', 'en');

  await test.step('by registration number: lookup as you type, garage, parts page, recent plates', async () => {
    const dialog = await vehicle.openFindDialog();
    await vehicle.search().click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter registration number');
    await vehicle.plateField().fill('ZZ 99999');
    await expect(dialog.getByText('We found no car with that registration number.')).toBeVisible();
    await expect(vehicle.search()).toBeDisabled();
    await vehicle.plateField().fill(golf.plate);
    await expect(dialog.getByText(golf.name)).toBeVisible();
    await expect(vehicle.search()).toBeEnabled();
    await vehicle.search().click();
    await expect(page).toHaveURL(new RegExp(`/all\\?motorID=${golf.carId}$`));
    await expect(vehicle.heading()).toHaveText(`Parts for ${golf.name}`);
    await expect(page.getByTestId('vehicle-categories').getByRole('link').first()).toBeVisible();
    await expect(vehicle.productCards().first()).toBeVisible();
    await expect(vehicle.vehicleButton()).toContainText('VW GOLF VII');
    await vehicle.openFindDialog();
    await expect(page.getByRole('button', { name: 'FP60885' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ZZ99999' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(vehicle.dialog()).toHaveCount(0);
  });

  await test.step('by brand, model and engine; each is required', async () => {
    // From home again (through the header's logo, as a customer goes back), so the parts page opens anew.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Bildeler', exact: true })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = await vehicle.openFindDialog('Brand and model');
    await vehicle.search().click();
    await expect(dialog.getByText('Choose the brand')).toBeVisible();
    await expect(dialog.getByText('Choose the model')).toBeVisible();
    await expect(dialog.getByText('Choose the engine')).toBeVisible();
    await expect(dialog.getByLabel('Model', { exact: true })).toBeDisabled();
    await vehicle.chooseInDialog(golf);
    await expect(dialog.getByText('Choose the brand')).toHaveCount(0);
    await vehicle.search().click();
    await expect(page).toHaveURL(new RegExp(`/all\\?motorID=${golf.carId}$`));
    await expect(vehicle.heading()).toHaveText(`Parts for ${golf.name}`);
  });

  await test.step('by VIN; an unknown VIN says so', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Bildeler', exact: true })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = await vehicle.openFindDialog('Brand and model');
    const vin = dialog.getByLabel('Or enter the VIN (chassis number)');
    await vin.fill('AAAAAAAAAAAAAAAAA');
    await vehicle.search().click();
    await expect(dialog.getByRole('alert')).toHaveText('unable to find vehicle by VIN');
    await vin.fill(golf.vin);
    await vehicle.search().click();
    await expect(page).toHaveURL(new RegExp(`/all\\?motorID=${golf.carId}$`));
    await expect(vehicle.vehicleButton()).toContainText('VW GOLF VII');
  });

  await test.step('a part by its number: required, unknown, then its article page', async () => {
    const list = await (await request.get('/api/tecdoc/get-products?lang=en&perPage=1')).json();
    const articleNumber: string = list.items[0].articleNumber;
    const dialog = await vehicle.openFindDialog('Part number');
    await vehicle.search().click();
    await expect(dialog.getByText('Enter the part number')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Part number' }).fill('NO-SUCH-PART-42');
    await vehicle.search().click();
    await expect(dialog.getByText('We found no part with that number')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Part number' }).fill(articleNumber);
    await vehicle.search().click();
    await expect(page).toHaveURL(`/catalog/article?n=${encodeURIComponent(articleNumber)}`);
  });
});

test('garage: add from the selector and by VIN, choose, all vehicles, remove', async ({ page }) => {
  const shop = new ShopPage(page);
  const vehicle = new VehiclePage(page);
  await shop.open('/', 'en');
  await expect(vehicle.vehicleButton()).toContainText('Select vehicle');

  const picker = await vehicle.openPicker();
  // Nothing saved yet: the add form shows at once, its button waiting for a vehicle.
  const add = picker.getByRole('button', { name: 'Add vehicle' });
  await expect(add).toBeDisabled();
  await vehicle.chooseInSelector(v70);
  await expect(add).toBeEnabled();
  // Adding chooses the vehicle and closes the picker.
  await add.click();
  await expect(vehicle.picker()).toHaveCount(0);
  await expect(vehicle.vehicleButton()).toContainText('VOLVO V70 III');

  await vehicle.openPicker();
  await expect(vehicle.pickerChoice(/VOLVO V70 III D4/)).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Add a vehicle' }).click();
  await picker.getByLabel('Or enter the VIN (chassis number)').fill(golf.vin);
  await expect(picker.getByText('vehicle found')).toBeVisible();
  await add.click();
  await expect(vehicle.picker()).toHaveCount(0);
  await expect(vehicle.vehicleButton()).toContainText('VW GOLF VII');
  await vehicle.openPicker();
  await expect(vehicle.pickerChoice(new RegExp(golf.name))).toHaveAttribute('aria-pressed', 'true');
  await vehicle.pickerChoice('All vehicles').click();
  await expect(vehicle.picker()).toHaveCount(0);
  await expect(vehicle.vehicleButton()).toContainText('Select vehicle');

  // The way back: the vehicles chosen before are still in the list, one tap away, and a tap chooses and closes.
  await vehicle.openPicker();
  await expect(vehicle.pickerChoice('All vehicles')).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('button', { name: 'Use this choice' })).toHaveCount(0);
  await vehicle.pickerChoice(new RegExp(golf.name)).click();
  await expect(vehicle.picker()).toHaveCount(0);
  await expect(vehicle.vehicleButton()).toContainText('VW GOLF VII');

  await vehicle.openPicker();
  await picker.getByRole('button', { name: 'Remove VOLVO V70 III D4' }).click();
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(picker.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.reload();
  await shop.ready();
  await vehicle.openPicker();
  await expect(vehicle.pickerChoice(new RegExp(golf.name))).toBeVisible();
  await expect(vehicle.pickerChoice(/VOLVO/)).toHaveCount(0);
});

test('the parts page of a plate, and its list pages keep the vehicle in the address', async ({ page }) => {
  const shop = new ShopPage(page);
  const vehicle = new VehiclePage(page);
  await shop.open(`/all?registreringsNummer=${tesla.plate.replace(' ', '')}&parts`, 'en');
  await expect(vehicle.heading()).toHaveText(`Parts for ${tesla.name}`);
  await expect(vehicle.productCards()).toHaveCount(16);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/all\?motorID=\d+&page=2$/);
  await expect(vehicle.heading()).toHaveText(`Parts for ${tesla.name}`);

  await shop.open('/all?motorID=999999999', 'en');
  await expect(vehicle.heading()).toHaveText('Page Not Found');
});
