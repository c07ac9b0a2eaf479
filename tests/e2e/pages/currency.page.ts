import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type ApiCurrency = { code: string; rate: number; setAt: string | null };

/** Page object for the display currency: the top bar menu, the mobile menu's panel and the rates on the server. */
export class CurrencyMenu {
  constructor(readonly page: Page) {}

  button() {
    return this.page.getByTestId('currency-menu');
  }

  /** Opens the top bar menu (its code loads after the first paint) and waits for the list. */
  async open() {
    await this.button().click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async choose(code: string) {
    await this.open();
    await this.page.getByRole('menu').locator(`[data-currency="${code}"]`).click();
    await expect(this.button()).toContainText(code);
  }

  static async rates(request: APIRequestContext): Promise<ApiCurrency[]> {
    const res = await request.get('/api/setting/currencies');
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).currencies;
  }

  static async setRate(request: APIRequestContext, token: string, code: string, rate: number) {
    const res = await request.put('/api/setting/admin/currencies', {
      headers: { Authorization: token },
      data: { rates: [{ code, rate }] },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Whole units of a shown amount in any currency ("€1,290" → 1290, "1 290 kr" → 1290). */
export const units = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
