// Order emails in a browser: the confirmation of a workshop's invoice order in Norwegian and Arabic, and the Arabic
// shipped message, opened in a browser, read right at 360 and 1280 px (screenshots in the test's output folder) with
// no serious axe finding. A guest's confirmation from the PWA's checkout: track-order.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { adminToken, osloAddress } from './pages/checkout.page';
import { setInvoiceTerms } from './pages/invoice.page';
import { mailsTo } from './pages/mailbox';
import { orderableArticles } from './pages/orders.page';

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

test('the confirmation in no and ar, and the shipped message in ar, read right in a browser at 360 and 1280 px', async ({
  page,
  clientHeaders,
}) => {
  // Three mails, each scanned by axe at two widths.
  test.slow();
  const orders: Partial<Record<'no' | 'ar', { id: number; number: string; email: string }>> = {};
  for (const lang of ['no', 'ar'] as const) {
    await test.step(`the confirmation in ${lang}`, async () => {
      const email = `mail.${lang}.${Date.now()}@example.no`;
      const order = await placeByApi(page.request, clientHeaders, email, lang);
      orders[lang] = { ...order, email };
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

  await test.step('staff ship the Arabic order: the shipped message is in the mailbox, right to left', async () => {
    const order = orders.ar;
    if (!order) throw new Error('no Arabic order');
    const admin = await adminToken(page.request, clientHeaders);
    for (const status of ['PAID', 'SHIPPED']) {
      const res = await page.request.post(`/api/order/payment-staus/${order.id}`, {
        headers: { Authorization: admin },
        data: { status, message: '' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const [shipped] = await mailsTo(page.request, order.email, 2);
    expect(shipped?.subject).toBe(`تم شحن الطلب رقم ${order.number}`);
    await showMail(page, shipped?.html ?? '', 360, 'shipped-ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await showMail(page, shipped?.html ?? '', 1280, 'shipped-ar');
  });
});
