import type { Page } from '@playwright/test';

/** Page object for the catalogue: the category menus, category pages and product lists. */
export class CatalogPage {
  constructor(readonly page: Page) {}

  /** Opens the desktop "Categories" menu and returns its panel. */
  async openCategoryMenu(name = 'Categories') {
    await this.page
      .getByRole('navigation', { name: /^(Hovedmeny|Main menu|القائمة الرئيسية)$/ })
      .getByRole('button', { name })
      .click();
    return this.page.getByTestId('category-menu');
  }

  /** Opens the mobile menu's categories panel and returns its list. */
  async openMobileCategories(menu = 'Open menu', categories = 'Categories') {
    await this.page.getByRole('button', { name: menu }).click();
    await this.page.getByTestId('mobile-menu').getByRole('button', { name: categories }).click();
    return this.page.getByTestId('mobile-categories');
  }

  productCards() {
    return this.page.getByTestId('product-card');
  }

  categoryCards() {
    return this.page.getByTestId('category-cards').locator(':scope > li');
  }

  pages() {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }
}
