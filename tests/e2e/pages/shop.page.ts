import { expect, type Page } from '@playwright/test';

export type Locale = 'no' | 'en' | 'ar';

/** Page object for the shop shell: language, navigation, the chrome around every page. */
export class ShopPage {
  constructor(readonly page: Page) {}

  /** Opens `path` with `locale` already chosen on this device (as after an earlier visit). */
  async open(path: string, locale: Locale = 'no') {
    // Norwegian needs no stored choice. Another language is stored from a small static file of the same origin,
    // so the shop loads once, not twice (a whole app load per test adds minutes to a CI run).
    if (locale !== 'no' || (await this.storedLocale()) !== null) {
      await this.page.goto('/robots.txt');
      await this.page.evaluate((l) => localStorage.setItem('bildeler.locale', l), locale);
    }
    await this.page.goto(path);
    await this.ready();
  }

  /** The language stored on this device, or null on a page not yet on the shop's origin or with none stored. */
  private async storedLocale() {
    if (!this.page.url().startsWith('http')) return null;
    return this.page.evaluate(() => localStorage.getItem('bildeler.locale'));
  }

  async ready() {
    await expect(this.page.locator('#preloader')).toHaveCount(0);
    await expect(this.page.locator('main h1').first()).toBeVisible();
  }

  heading() {
    return this.page.locator('main h1').first();
  }

  html() {
    return this.page.locator('html');
  }

  footer() {
    return this.page.getByTestId('footer');
  }

  async chooseLanguageDesktop(name: string) {
    await this.page.getByTestId('topbar').getByRole('button', { name: /./ }).last().click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}
