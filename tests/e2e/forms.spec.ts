// The shop's small forms in the browser: the contact form's field errors and the server's answer (in Norwegian, and
// in English once chosen), the track-order form's checks and its answer when no order matches; the newsletter form
// in the footer of a first visit, where typing keeps the page where the visitor scrolled it, then its refusals and
// its answer. Pages move in the app (docs/testing.md, "The e2e layer's rules").
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ShopPage } from './pages/shop.page';

/** Follows the header's link to `path` (the app moves; no page load). */
const headerLink = (page: Page, path: string) =>
  page.locator(`header a[href="${path}"]`).filter({ visible: true }).first().click();

test('contact form in no and en, and track order: field errors, then the server’s answers', async ({
  page,
}) => {
  const shop = new ShopPage(page);
  await shop.open('/contact-us');

  await test.step('contact form: field errors in Norwegian, then the server message on success', async () => {
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(form.getByText('Skriv inn navnet ditt')).toBeVisible();
    await expect(form.getByText('Skriv inn e-postadressen din')).toBeVisible();
    await expect(form.getByText('Skriv inn et emne')).toBeVisible();
    await expect(form.getByText('Skriv meldingen din')).toBeVisible();

    await form.getByLabel('Navnet ditt').fill('Kari Nordmann');
    await form.getByLabel('E-postadresse').fill('kari@');
    await form.getByLabel('Emne').fill('Bremseklosser til Golf');
    await form
      .getByLabel('Melding')
      .fill('Har dere bremseklosser foran til Golf VII 1.6 TDI, reg. AB 12345?');
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(form.getByText('Vennligst oppgi en gyldig e-postadresse')).toBeVisible();

    await form.getByLabel('E-postadresse').fill('kari@example.no');
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(form.getByRole('status')).toHaveText('Takk for meldingen! Vi svarer deg innen én virkedag.');
    await expect(form.getByLabel('Navnet ditt')).toHaveValue('');
  });

  await test.step('track order: checks the fields and says when no order matches', async () => {
    await headerLink(page, '/track-order');
    const form = page.getByTestId('track-order-form');
    await form.getByRole('button', { name: 'Spor' }).click();
    await expect(form.getByText('Skriv inn ordrenummeret ditt')).toBeVisible();
    await form.getByLabel('Ordrenummer').fill('BD-100001');
    await form.getByLabel('E-postadresse').fill('kari@example.no');
    await form.getByRole('button', { name: 'Spor' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Vi fant ingen ordre' })).toBeVisible();
  });

  await test.step('contact form answers in English when English is chosen', async () => {
    await shop.chooseLanguageDesktop('English');
    await expect(shop.html()).toHaveAttribute('lang', 'en');
    await headerLink(page, '/contact-us');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Your name').fill('John Smith');
    await form.getByLabel('Email address').fill('john@example.com');
    await form.getByLabel('Subject').fill('Oil filter');
    await form.getByLabel('Message').fill('Which oil filter fits a 2016 RAV4 hybrid?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for your message');
  });
});

test('newsletter on a first visit: typing keeps the page scrolled; a bad address, a sign-up, then a repeat refused', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByTestId('newsletter-form');
  const field = form.getByRole('textbox');

  await test.step('typing in the footer keeps the page where the visitor scrolled it', async () => {
    await field.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // The first key wakes the app, which takes the page over (a key typed after that would scroll the field back).
    await field.press('k');
    await expect(page.locator('html[data-app]')).toHaveCount(1);
    // Still where the visitor is (sections above may settle their height; the page is not sent back to its top).
    await expect(field).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await field.pressSequentially('ari@example.no');
    await expect(field).toHaveValue('kari@example.no');
  });

  await test.step('an invalid address is refused; a sign-up clears the field; a repeat is refused', async () => {
    await field.fill('ikke-en-adresse');
    await form.getByRole('button', { name: 'Meld deg på' }).click();
    await expect(form.getByRole('alert')).toHaveText('Vennligst oppgi en gyldig e-postadresse');

    const address = `ola.${Date.now()}@example.no`;
    await field.fill(address);
    await form.getByRole('button', { name: 'Meld deg på' }).click();
    await expect(page.getByText('Takk! Du er nå påmeldt nyhetsbrevet vårt.')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(form.getByRole('alert')).toHaveCount(0);

    await field.fill(address);
    await form.getByRole('button', { name: 'Meld deg på' }).click();
    await expect(page.getByText('Denne e-postadressen er allerede påmeldt nyhetsbrevet.')).toBeVisible();
    await expect(field).toHaveValue(address);
  });
});
