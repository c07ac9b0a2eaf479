import { expect, type Page } from '@playwright/test';

export type Company = { name: string; orgNumber: string; address: string; postcode: string; city: string };

/** A real organisation number (Brønnøysundregistrene's own) and an address the postcode register knows. */
export const verksted: Company = {
  name: 'Olas Verksted AS',
  orgNumber: '974 760 673',
  address: 'Postboks 12',
  postcode: '0155',
  city: 'Oslo',
};

/** Page object for a business account: the profile's company part and the incl./ex. MVA switch. */
export class BusinessPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByTestId('profile-form');
  }

  /** Fills the profile's company part (the profile page is open) and saves it. */
  async becomeBusiness(company: Company) {
    const form = this.form();
    await form.getByRole('radio', { name: /^Business/ }).check();
    await form.getByLabel('Company name').fill(company.name);
    await form.getByLabel('Organisation number').fill(company.orgNumber);
    await form.getByLabel('Invoice address').fill(company.address);
    await form.getByLabel('Postcode').fill(company.postcode);
    await form.getByLabel('City').fill(company.city);
    await this.save();
  }

  async save() {
    await this.form().getByRole('button', { name: 'Save profile' }).click();
  }

  /** The switch in the part of the page given (the cart's summary, the top bar). */
  switchIn(scope = this.page.locator('main')) {
    return scope.getByTestId('vat-switch');
  }

  async show(mode: 'excl' | 'incl', scope = this.page.locator('main')) {
    const button = this.switchIn(scope).locator(`[data-vat="${mode}"]`);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}
