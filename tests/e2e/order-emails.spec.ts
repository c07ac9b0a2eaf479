// Order emails end to end: a guest places an order in the PWA and its confirmation is in the
// dev mailbox (the server runs without SMTP_URL); the HTML of the confirmation of a workshop's invoice order in
// Norwegian and Arabic opened in a browser reads right at 360 and 1280 px (screenshots in the test's output folder)
// with no serious axe finding.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { adminToken, CheckoutPage, osloAddress, serverOrderByToken } from './pages/checkout.page';
import { setInvoiceTerms } from './pages/invoice.page';
import { orderableArticles } from './pages/orders.page';

type KeptMail = { subject: string; text: string; html: string | null };

/** The mail kept for `to`, newest first, once there are `count` of them (the mail goes out after the answer). */
async function mailsTo(request: APIRequestContext, to: string, count = 1): Promise<KeptMail[]> {
  const read = async () =>
    (
      (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
        mails: KeptMail[];
      }
    ).mails;
  await expect.poll(async () => (await read()).length).toBe(count);
  return read();
}

test('a guest places an order in the PWA: its confirmation is in the mailbox, once', async ({ page }) => {
  const email = `mail.guest.${Date.now()}@example.no`;
  const checkout = new CheckoutPage(page);
  await checkout.guestToPayment(email, 2, 'pickup');
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const { token, number } = await checkout.placedOrder();
  const order = await serverOrderByToken(page.request, token);

  const [mail] = await mailsTo(page.request, email);
  expect(mail?.subject).toBe(`Order confirmation – order ${number}`);
  expect(mail?.text).toContain('Hello Kari,');
  expect(mail?.text).toContain('Pay in store at pickup');
  expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/track-order/);
  await page.setContent(mail?.html ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('tbody tr')).toHaveCount(order?.items.length ?? 0);
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Track the order with its number and your email address' }),
  ).toBeVisible();
  // The success page's later calls (create-payments) mail nothing more.
  expect(await mailsTo(page.request, email)).toHaveLength(1);
});

/** A workshop's delivered invoice order (its account approved by staff), confirmed to `email`. */
async function placeByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
  lang: 'no' | 'ar',
) {
  const [articleId] = await orderableArticles(request, 1);
  const workshop = await signUp(request, headers);
  await setInvoiceTerms(request, headers, workshop);
  const res = await request.post('/api/order/create-order', {
    headers: { ...headers, Authorization: workshop.token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      items: [{ articleId, quantity: 2 }],
      email,
      shippingAddress: { ...osloAddress, firstName: 'Åse <b>', company: '', address2: '', city: '', email },
      pickup: false,
      paymentMethod: 'invoice',
      lang,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; number: string };
}

async function showMail(page: Page, html: string, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.setContent(html);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

for (const lang of ['no', 'ar'] as const) {
  test(`the confirmation in ${lang} reads right in a browser at 360 and 1280 px`, async ({
    page,
    clientHeaders,
  }) => {
    const email = `mail.${lang}.${Date.now()}@example.no`;
    const order = await placeByApi(page.request, clientHeaders, email, lang);
    const [mail] = await mailsTo(page.request, email);
    const html = mail?.html ?? '';
    expect(mail?.subject).toContain(order.number);
    await showMail(page, html, 1280, `confirmation-${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The customer's name is text, not markup.
    await expect(
      page.getByText(lang === 'ar' ? /^مرحبًا\s*\u2068Åse <b>\u2069،$/ : 'Hei Åse <b>!'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await showMail(page, html, 360, `confirmation-${lang}`);
    // Nothing wider than a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('staff ship an Arabic order: the shipped message is in the mailbox, right to left', async ({
  page,
  clientHeaders,
}) => {
  const email = `mail.shipped.${Date.now()}@example.no`;
  const order = await placeByApi(page.request, clientHeaders, email, 'ar');
  const admin = await adminToken(page.request, clientHeaders);
  for (const status of ['PAID', 'SHIPPED']) {
    const res = await page.request.post(`/api/order/payment-staus/${order.id}`, {
      headers: { Authorization: admin },
      data: { status, message: '' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const [shipped] = await mailsTo(page.request, email, 2);
  expect(shipped?.subject).toBe(`تم شحن الطلب رقم ${order.number}`);
  await showMail(page, shipped?.html ?? '', 360, 'shipped-ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await showMail(page, shipped?.html ?? '', 1280, 'shipped-ar');
});
