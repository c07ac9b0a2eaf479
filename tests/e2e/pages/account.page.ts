import { expect, type Page } from '@playwright/test';
import { type Locale, ShopPage } from './shop.page';

/** The words the sign-in and sign-up forms are found by, per language. */
export const accountWords = {
  no: {
    email: 'E-postadresse',
    password: 'Passord',
    remember: 'Husk meg',
    signIn: 'Logg inn',
    signUp: 'Opprett konto',
    logOut: 'Logg ut',
    myAccount: 'Min konto',
  },
  en: {
    email: 'Email address',
    password: 'Password',
    remember: 'Remember me',
    signIn: 'Sign in',
    signUp: 'Create account',
    logOut: 'Log out',
    myAccount: 'My account',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    remember: 'تذكرني',
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    logOut: 'تسجيل الخروج',
    myAccount: 'حسابي',
  },
} as const;

/** A new address for each call, so tests never meet each other's accounts. */
export const newEmail = () => `ola.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.no`;
export const goodPassword = () => `Bremseskiver foran til Golf ${Math.floor(Math.random() * 1e6)}`;

/** Page object for sign-in, sign-up, password recovery, the account dashboard and the header's account menu. */
export class AccountPage {
  readonly shop: ShopPage;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'no',
  ) {
    this.shop = new ShopPage(page);
  }

  get words() {
    return accountWords[this.locale === 'ar' ? 'ar' : this.locale === 'en' ? 'en' : 'no'];
  }

  open(path: string) {
    return this.shop.open(path, this.locale);
  }

  signInForm() {
    return this.page.getByTestId('sign-in-form');
  }

  signUpForm() {
    return this.page.getByTestId('sign-up-form');
  }

  twoFactorForm() {
    return this.page.getByTestId('two-factor-form');
  }

  userCard() {
    return this.page.getByTestId('user-card');
  }

  /** The header's account indicator of the layout on screen (desktop: a dropdown; phone: a link). */
  indicator() {
    return this.page.locator('[data-testid=account-indicator]:visible');
  }

  dropdown() {
    return this.page.getByTestId('account-dropdown');
  }

  async fillSignIn(
    form: ReturnType<AccountPage['signInForm']>,
    email: string,
    password: string,
    remember = false,
  ) {
    await form.getByLabel(this.words.email).fill(email);
    await form.getByLabel(this.words.password, { exact: true }).fill(password);
    if (remember) await form.getByLabel(this.words.remember).check();
    await form.getByRole('button', { name: this.words.signIn, exact: true }).click();
  }

  /** Signs in on /account/login (already open, or opened now). */
  async signIn(email: string, password: string, { remember = false, open = true } = {}) {
    if (open) await this.open('/account/login');
    await this.fillSignIn(this.signInForm(), email, password, remember);
  }

  async signUp(email: string, password: string) {
    const form = this.signUpForm();
    await form.getByLabel(this.words.email).fill(email);
    await form.getByLabel(this.words.password, { exact: true }).fill(password);
    await form.getByRole('button', { name: this.words.signUp }).click();
  }

  /** The dashboard shows the signed-in user. */
  async expectDashboard(email: string) {
    await expect(this.page).toHaveURL(/\/account\/dashboard$/);
    await expect(this.userCard().getByTestId('user-email')).toHaveText(email);
  }

  /** What the device keeps of the session. */
  stored() {
    return this.page.evaluate(() => ({
      token: localStorage.getItem('jwtToken'),
      user: localStorage.getItem('bildeler.user'),
    }));
  }

  async cookies() {
    const all = await this.page.context().cookies();
    return Object.fromEntries(
      all.filter((c) => c.name === 'token1' || c.name === 'user1').map((c) => [c.name, c]),
    );
  }
}
