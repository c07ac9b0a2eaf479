import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { AccountPage, goodPassword, newEmail } from './account.page';
import { putSession, userOf } from './device-session';

/** The ADMIN the e2e server creates at start (playwright.config.ts passes it to the webServer's env). */
export const e2eAdmin = { email: 'admin@bildeler.test', password: 'Admin-e2e-Bremseskive-2026' };

export type Account = { email: string; password: string; token: string };

/**
 * A new customer, signed up through the API (the sign-up page is not what these tests are about); `headers` are the
 * test's client address (tests/e2e/fixtures.ts clientHeaders), which the server's sign-up limit counts.
 */
export async function signUp(request: APIRequestContext, headers: Record<string, string>): Promise<Account> {
  const email = newEmail();
  const password = goodPassword();
  const res = await request.post('/api/auth/register', { data: { email, password }, headers });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = await res.json();
  return { email, password, token };
}

/**
 * A new customer (signed up through the API) whose session is on this device (device-session.ts), on the dashboard.
 */
export async function signInNewCustomer(page: Page, headers: Record<string, string>): Promise<Account> {
  const account = await signUp(page.request, headers);
  await new AccountPages(page).signInTo('/account/dashboard', account);
  return account;
}

/** Saves `vehicle` in the account's garage through the API (as if from another device). */
export async function saveOnAccount(
  request: APIRequestContext,
  headers: Record<string, string>,
  account: Account,
  vehicle: { carId: number; name: string },
) {
  const res = await request.post('/api/garage', {
    headers: { ...headers, Authorization: account.token },
    data: { carId: vehicle.carId, label: vehicle.name, year: 2018 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The article number of the `index`th featured product home shows (the seeded catalogue has some). */
export async function featuredArticleNumber(request: APIRequestContext, index: number): Promise<string> {
  const res = await request.get('/api/tecdoc/get-feature-products?lang=en&limit=8');
  const articles = (await res.json()).articles as { articleNumber: string }[];
  const number = articles[index]?.articleNumber ?? '';
  expect(number).not.toBe('');
  return number;
}

/** Page object for the account pages (profile, password, two-factor, garage) and the admin dashboard. */
export class AccountPages {
  /** Sign-in and the dashboard, in English. */
  readonly account: AccountPage;

  constructor(readonly page: Page) {
    this.account = new AccountPage(page, 'en');
  }

  /** Signs in through the sign-in page, in English; `code` answers the two-factor step when it asks. */
  async signIn(account: { email: string; password: string }, code?: { backup?: string; totp?: string }) {
    await this.account.signIn(account.email, account.password);
    if (code) await this.answerCode(code);
  }

  /**
   * Opens `path` signed in as `account`: its session is put on the device as a sign-in leaves it
   * (device-session.ts), without the sign-in page, which account.spec.ts tests.
   */
  async signInTo(path: string, account: Account) {
    await putSession(this.page, {
      token: account.token,
      user: await userOf(this.page.request, account.token),
    });
    await this.open(path);
  }

  twoFactorStep() {
    return this.account.twoFactorForm();
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
    await expect(this.account.userCard()).toBeVisible();
  }

  /**
   * Logs out from the dashboard. `held`: the device holds the account's cart (or changes not sent yet), so the
   * sign-out dialog asks first and is answered with a plain sign-out.
   */
  async signOut({ held = false }: { held?: boolean } = {}) {
    await this.open('/account/dashboard');
    await this.account.userCard().getByRole('button', { name: 'Log out' }).click();
    if (held) await this.signOutDialog().getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }

  signOutDialog() {
    return this.page.getByRole('dialog', { name: 'Sign out of this device' });
  }

  /** Opens a page in English; the session kept on the device comes with it. */
  async open(path: string) {
    await this.account.open(path);
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

  /** The looked-up article's stock on the admin card. */
  adminStock() {
    return this.adminArticle().getByTestId('admin-stock');
  }

  /** Types `units` into the stock field and sets it (in English). */
  async setStock(units: string) {
    const stock = this.adminStock();
    await stock.getByLabel('Units on the shelf').fill(units);
    await stock.getByRole('button', { name: 'Set stock' }).click();
  }

  /** Home's featured products section (drawn lazily: scrolled to first). */
  async homeFeatured() {
    await this.open('/');
    const section = this.page.locator('section[aria-labelledby="featured-products"]');
    // The app may draw home anew over the server's markup while this scrolls: the scroll is tried again on the new.
    await expect(() => section.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass();
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
