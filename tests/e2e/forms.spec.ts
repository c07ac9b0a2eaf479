import { expect, test } from './fixtures';
import { ShopPage } from './pages/shop.page';

test('contact form: field errors in Norwegian, then the server message on success', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/contact-us');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(form.getByText('Skriv inn navnet ditt')).toBeVisible();
  await expect(form.getByText('Skriv inn e-postadressen din')).toBeVisible();
  await expect(form.getByText('Skriv inn et emne')).toBeVisible();
  await expect(form.getByText('Skriv meldingen din')).toBeVisible();

  await form.getByLabel('Navnet ditt').fill('Kari Nordmann');
  await form.getByLabel('E-postadresse').fill('kari@');
  await form.getByLabel('Emne').fill('Bremseklosser til Golf');
  await form.getByLabel('Melding').fill('Har dere bremseklosser foran til Golf VII 1.6 TDI, reg. AB 12345?');
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(form.getByText('Vennligst oppgi en gyldig e-postadresse')).toBeVisible();

  await form.getByLabel('E-postadresse').fill('kari@example.no');
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(form.getByRole('status')).toHaveText('Takk for meldingen! Vi svarer deg innen én virkedag.');
  await expect(form.getByLabel('Navnet ditt')).toHaveValue('');
});

test('contact form answers in English when English is chosen', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/contact-us', 'en');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Your name').fill('John Smith');
  await form.getByLabel('Email address').fill('john@example.com');
  await form.getByLabel('Subject').fill('Oil filter');
  await form.getByLabel('Message').fill('Which oil filter fits a 2016 RAV4 hybrid?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you for your message');
});

test('newsletter: invalid email, then success clears the field, then a repeat is refused', async ({
  page,
}) => {
  const shop = new ShopPage(page);
  await shop.open('/');
  const form = page.getByTestId('newsletter-form');
  const email = form.getByRole('textbox');
  await email.fill('ikke-en-adresse');
  await form.getByRole('button', { name: 'Meld deg på' }).click();
  await expect(form.getByRole('alert')).toHaveText('Vennligst oppgi en gyldig e-postadresse');

  const address = `ola.${Date.now()}@example.no`;
  await email.fill(address);
  await form.getByRole('button', { name: 'Meld deg på' }).click();
  await expect(page.getByText('Takk! Du er nå påmeldt nyhetsbrevet vårt.')).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);

  await email.fill(address);
  await form.getByRole('button', { name: 'Meld deg på' }).click();
  await expect(page.getByText('Denne e-postadressen er allerede påmeldt nyhetsbrevet.')).toBeVisible();
  await expect(email).toHaveValue(address);
});

test('track order: checks the fields and says when no order matches', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/track-order');
  const form = page.getByTestId('track-order-form');
  await form.getByRole('button', { name: 'Spor' }).click();
  await expect(form.getByText('Skriv inn ordrenummeret ditt')).toBeVisible();
  await form.getByLabel('Ordrenummer').fill('BD-100001');
  await form.getByLabel('E-postadresse').fill('kari@example.no');
  await form.getByRole('button', { name: 'Spor' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vi fant ingen ordre' })).toBeVisible();
});

test('on a first visit, typing in the footer keeps the page where the visitor scrolled it', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByTestId('newsletter-form').getByRole('textbox');
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
