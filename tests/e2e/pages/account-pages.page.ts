import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { ShopPage } from './shop.page';

/** The ADMIN the e2e server creates at start (playwright.config.ts webServer env). */
export const e2eAdmin = { email: 'admin@bildeler.test', password: 'Admin-e2e-Bremseskive-2026' };

/**
 * A public address of this test's own, sent as X-Forwarded-For (the server trusts it from a local proxy): the
 * server's per-address limits on sign-up and sign-in then count this test alone, not the whole run.
 */
export async function ownAddress(context: BrowserContext): Promise<Record<string, string>> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  const headers = { 'X-Forwarded-For': `100.${64 + Math.floor(Math.random() * 60)}.${part()}.${part()}` };
  await context.setExtraHTTPHeaders(headers);
  return headers;
}

export type Account = { email: string; password: string; token: string; userId: string };

/** A new customer, signed up through the API (the sign-up page is not what these tests are about). */
export async function signUp(request: APIRequestContext, headers: Record<string, string>): Promise<Account> {
  const email = `kari.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.no`;
  const password = `Bremseklosser-${Math.floor(Math.random() * 1e9)}-Golf`;
  const res = await request.post('/api/auth/register', { data: { email, password }, headers });
  expect(res.status(), await res.text()).toBe(201);
  const { token, user } = await res.json();
  return { email, password, token, userId: user._id };
}

/** Page object for the account pages (profile, password, two-factor, garage) and the admin dashboard. */
export class AccountPages {
  readonly shop: ShopPage;

  constructor(readonly page: Page) {
    this.shop = new ShopPage(page);
  }

  /** Signs in through the sign-in page, in English; `code` answers the two-factor step when it asks. */
  async signIn(account: { email: string; password: string }, code?: { backup?: string; totp?: string }) {
    await this.shop.open('/account/login', 'en');
    const form = this.page.getByTestId('sign-in-form');
    await form.getByLabel('Email address').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    if (code) await this.answerCode(code);
  }

  twoFactorStep() {
    return this.page.getByTestId('two-factor-form');
  }

  async answerCode({ backup, totp }: { backup?: string; totp?: string }) {
    const step = this.twoFactorStep();
    await expect(step).toBeVisible();
    if (backup) {
      await step.getByRole('button', { name: 'Use a backup code instead' }).click();
      await step.getByLabel('Backup code').fill(backup);
    } else {
      const useApp = step.getByRole('button', { name: 'Use the code from the app' });
      if (await useApp.isVisible()) await useApp.click();
      await step.getByLabel('Code from the app').fill(totp ?? '');
    }
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
  }

  /** Where a customer lands after signing in. */
  async signedIn() {
    await expect(this.page).toHaveURL(/\/account\/dashboard$/);
    await expect(this.page.getByTestId('user-card')).toBeVisible();
  }

  async signOut() {
    await this.open('/account/dashboard');
    await this.page.getByTestId('user-card').getByRole('button', { name: 'Log out' }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }

  /** Opens a page in English; the session kept on the device comes with it. */
  async open(path: string) {
    await this.shop.open(path, 'en');
  }

  /** The session token the app keeps (to check the server's side through the API). */
  token() {
    return this.page.evaluate(() => localStorage.getItem('jwtToken') ?? '');
  }

  // Profile
  profileForm() {
    return this.page.getByTestId('profile-form');
  }

  // Two-factor
  twoFactor() {
    return this.page.getByTestId('two-factor');
  }

  /** Set up → the key shown as text (spaces between its groups removed). */
  async startTwoFactorSetup(): Promise<string> {
    await this.twoFactor().getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(this.page.getByTestId('two-factor-qr')).toBeVisible();
    return (await this.page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  }

  turnOnForm() {
    return this.page.getByRole('form', { name: 'Turn on two-factor sign-in' });
  }

  backupCodes() {
    return this.page.getByTestId('backup-codes');
  }

  /** The backup codes on screen, then "I have saved them". */
  async keepBackupCodes(): Promise<string[]> {
    const panel = this.backupCodes();
    await expect(panel.getByTestId('backup-code')).toHaveCount(10);
    const codes = await panel.getByTestId('backup-code').allInnerTexts();
    await panel.getByLabel('I have saved my backup codes somewhere safe').check();
    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await expect(this.page.getByTestId('two-factor-state')).toHaveText('Two-factor sign-in is on.');
    return codes.map((code) => code.trim());
  }

  // Garage
  garageList() {
    return this.page.getByTestId('account-garage').getByTestId('garage-list');
  }

  // Admin
  adminCategories() {
    return this.page.getByTestId('admin-categories');
  }

  adminArticle() {
    return this.page.getByTestId('admin-article');
  }

  async lookUpArticle(articleNumber: string) {
    const box = this.adminArticle();
    await box.getByLabel('Article number').fill(articleNumber);
    await box.getByRole('button', { name: 'Look up' }).click();
    await expect(box.getByTestId('admin-article-card')).toBeVisible();
  }

  featuredSwitch() {
    return this.adminArticle().getByRole('switch', { name: 'Featured' });
  }

  /** Home's featured products section (drawn lazily: scrolled to first). */
  async homeFeatured() {
    await this.shop.open('/', 'en');
    const section = this.page.locator('section[aria-labelledby="featured-products"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('product-card').first()).toBeVisible();
    return section;
  }
}

/** The account's garage as the server has it. */
export async function serverGarage(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get('/api/garage', { headers: { Authorization: token } });
  expect(res.ok()).toBe(true);
  return ((await res.json()).vehicles as { carId: number }[]).map((vehicle) => vehicle.carId).sort();
}
