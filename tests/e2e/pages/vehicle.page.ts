import { expect, type Page } from '@playwright/test';

// Vehicles of the register the e2e server seeds (SEED_SCALE=0.1). The README's plates belong to the full-size
// seed: the register is drawn after the articles from one random stream, so a tenth of the articles gives other
// plates. Read from buildCatalogue(0.1).registrationRows in server/db/seed/seed-catalogue.ts.
export const golf = {
  plate: 'FP 60885',
  vin: '9BWCLNCT4JY191616',
  carId: 10133,
  name: 'VW GOLF VII 1.4 TSI ACT',
  brand: 'VW',
  model: 'GOLF VII (5G1, BQ1, BE1, BE2) 2012–2020',
  engine: '1.4 TSI ACT · 103 kW · CHPA',
};
export const tesla = { plate: 'EE 77156', name: 'TESLA MODEL 3 Long Range AWD' };
export const v70 = {
  year: '2016',
  brand: 'VOLVO',
  model: 'V70 III (135) 2007–2016',
  engine: 'D4 · 133 kW · D4204T5',
};

/** Page object for vehicle finding: the find-part dialog, the vehicle picker and the parts-for-a-vehicle page. */
export class VehiclePage {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByTestId('find-part-dialog');
  }

  picker() {
    return this.page.getByTestId('vehicle-picker');
  }

  vehicleButton() {
    return this.page.getByTestId('vehicle-button');
  }

  async openFindDialog(tab?: 'Registration number' | 'Brand and model' | 'Part number') {
    await this.page.getByRole('button', { name: 'Find parts' }).first().click();
    await expect(this.dialog()).toBeVisible();
    if (tab) await this.dialog().getByRole('tab', { name: tab }).click();
    return this.dialog();
  }

  plateField() {
    return this.dialog().getByRole('textbox', { name: 'Registration number' });
  }

  search() {
    return this.dialog().getByRole('button', { name: 'Search' });
  }

  /** The header's own registration-number field (from 992 px), not the find-part dialog's. */
  headerPlateField() {
    return this.page
      .getByRole('banner')
      .getByRole('search', { name: 'Registration number' })
      .getByRole('textbox');
  }

  /** The phone header's plate button. */
  plateButton() {
    return this.page.getByTestId('plate-button').filter({ visible: true });
  }

  plateDialog() {
    return this.page.getByTestId('plate-dialog');
  }

  /** Taps the phone header's plate button: the plate lookup alone, its field focused. */
  async openPlateDialog() {
    await this.plateButton().click();
    await expect(this.plateDialog()).toBeVisible();
    const field = this.plateDialog().getByRole('textbox', { name: 'Registration number' });
    await expect(field).toBeFocused();
    return field;
  }

  /** A vehicle (or 'All vehicles') of the picker's list: choosing it is one tap. */
  pickerChoice(name: string | RegExp) {
    return this.picker()
      .getByTestId('garage-list')
      .getByRole('button', { name: typeof name === 'string' ? name : new RegExp(`^${name.source}`) });
  }

  async openPicker() {
    await this.vehicleButton().click();
    await expect(this.picker()).toBeVisible();
    return this.picker();
  }

  /** Picks year, brand, model and engine in the picker's vehicle selector, each once it has its options. */
  async chooseInSelector(choice: { year: string; brand: string; model: string; engine: string }) {
    const form = this.picker();
    await form.getByLabel('Year', { exact: true }).selectOption(choice.year);
    for (const [label, option] of [
      ['Brand', choice.brand],
      ['Model', choice.model],
      ['Engine', choice.engine],
    ] as const) {
      const select = form.getByLabel(label, { exact: true });
      await expect(select.locator('option', { hasText: option })).toHaveCount(1);
      await expect(select).toBeEnabled();
      await select.selectOption({ label: option });
    }
  }

  /** The cascade of the dialog's "Brand and model" tab. */
  async chooseInDialog(choice: { brand: string; model: string; engine: string }) {
    for (const [label, option] of [
      ['Brand', choice.brand],
      ['Model', choice.model],
      ['Engine', choice.engine],
    ] as const) {
      const select = this.dialog().getByLabel(label, { exact: true });
      await expect(select.locator('option', { hasText: option })).toHaveCount(1);
      await expect(select).toBeEnabled();
      await select.selectOption({ label: option });
    }
  }

  heading() {
    return this.page.locator('main h1').first();
  }

  productCards() {
    return this.page.getByTestId('product-card');
  }
}
