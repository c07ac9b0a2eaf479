// @engines: pglite
// The order emails as rendered: the confirmation, SHIPPED and CANCELLED in Norwegian and Arabic (subject, the
// plain-text part, the HTML with its lines, escaped customer values and the direction), and the sending after the
// order committed (a failing mailer is logged, never thrown).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PricedLine } from '../../../src/domain/checkout';
import { mailOutbox } from '../../db/schema';
import { backgroundWork } from '../../lib/background';
import type { Logger } from '../../lib/logger';
import type { Mail } from '../../lib/mailer';
import { createTestApp } from '../../test/test-app';
import { type OrderRow, toOrderDto } from './order-dto';
import {
  confirmationMail,
  formatNok,
  mailOrderMoved,
  mailOrderPlaced,
  orderLink,
  statusMail,
} from './order-emails';

const base = 'https://bildeler.example';

const line = (articleId: number, name: string, price: number, quantity: number): PricedLine => ({
  articleId,
  articleNumber: `AN-${articleId}`,
  product: {
    articleId,
    articleNumber: `AN-${articleId}`,
    articleName: name,
    name,
    alfa: '',
    mfrName: 'BOSCH',
    brandSlug: 'bosch',
    articleText: [],
    images: [],
    price,
    discount: null,
    stock: 'in-stock',
    rating: 0,
    reviews: 0,
    tags: [],
    criteria: [],
  },
  options: {},
  price,
  quantity,
  total: price * quantity,
});

const address = {
  firstName: 'Kari <script>',
  lastName: 'Nordmann & Sønn',
  company: '',
  address1: 'Storgata "1"',
  address2: '',
  city: 'OSLO',
  postcode: '0155',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
};

// 2 × 1 249.50 + 1 × 89 = 2 588.00; shipping 99 → total 2 687.00, of which MVA 537.40.
const row = (fields: Partial<OrderRow> = {}): OrderRow => ({
  id: 42,
  number: 'BD-1042',
  token: 'token',
  email: 'kari@example.no',
  status: 'PENDING',
  userId: null,
  cartId: null,
  items: [line(1, 'Bremseskive foran', 1249.5, 2), line(2, 'Oljefilter <b>', 89, 1)],
  quantity: 3,
  subtotal: 258_800,
  shipping: 9_900,
  tax: 53_740,
  total: 268_700,
  shippingAddress: address,
  billingAddress: address,
  pickup: false,
  pickupShop: null,
  paymentMethod: 'invoice',
  payment: { method: 'invoice', status: 'INVOICED', reference: 'F-BD-1042', dueDate: '2026-12-09' },
  lang: 'no',
  reference: null,
  vehicle: null,
  requestKey: null,
  business: null,
  createdAt: new Date('2026-11-25T12:00:00Z'),
  updatedAt: new Date('2026-11-25T12:00:00Z'),
  ...fields,
});

describe('formatNok', () => {
  it('writes NOK with øre as each language writes numbers', () => {
    expect(formatNok(2687, 'no')).toBe('2\u00a0687,00 kr');
    expect(formatNok(2687, 'en')).toBe('2,687.00 kr');
    expect(formatNok(537.4, 'ar')).toBe('537.40 kr');
  });
});

describe('the order confirmation', () => {
  it('in Norwegian: number, every line with quantity, unit and line price, the totals with MVA, the addresses, the invoice terms and the link', () => {
    const mail = confirmationMail(toOrderDto(row()), 'no', base);
    expect(mail.to).toBe('kari@example.no');
    expect(mail.subject).toBe('Ordrebekreftelse – ordre BD-1042');
    expect(mail.text).toContain('Hei Kari <script>!');
    expect(mail.text).toContain('BD-1042');
    expect(mail.text).toContain('BOSCH Bremseskive foran (Varenr. AN-1)');
    expect(mail.text).toContain('2 × 1\u00a0249,50 kr = 2\u00a0499,00 kr');
    expect(mail.text).toContain('1 × 89,00 kr = 89,00 kr');
    expect(mail.text).toContain('Varer inkl. mva: 2\u00a0588,00 kr');
    expect(mail.text).toContain('Frakt: 99,00 kr');
    expect(mail.text).toContain('Totalt inkl. mva: 2\u00a0687,00 kr');
    expect(mail.text).not.toContain('eks. mva');
    expect(mail.text).not.toContain('Kunde:');
    expect(mail.text).toContain('Herav MVA (25 %): 537,40 kr');
    expect(mail.text).toContain('Leveringsadresse:\nKari <script> Nordmann & Sønn\nStorgata "1"\n0155 OSLO');
    expect(mail.text).toContain('0155 OSLO');
    expect(mail.text).toContain('Fakturaadresse:');
    expect(mail.text).toContain('Faktura (14 dager) – Fakturert');
    expect(mail.text).toContain('Forfallsdato 9. des. 2026. Merk betalingen med referanse F-BD-1042.');
    expect(mail.text).toContain(`${base}/track-order`);

    const html = mail.html ?? '';
    expect(html).toContain('<html lang="no" dir="ltr">');
    const body = /<tbody>(.*)<\/tbody>/s.exec(html)?.[1] ?? '';
    expect(body.match(/<tr>/g)).toHaveLength(2);
    expect(html).toContain('Bremseskive foran');
    expect(html).toContain('2\u00a0499,00 kr');
    expect(html).toContain('Oljefilter &lt;b&gt;');
    expect(html).toContain('Kari &lt;script&gt; Nordmann &amp; Sønn');
    expect(html).toContain('Storgata &quot;1&quot;');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain(`href="${base}/track-order"`);
  });

  it('in Arabic: right to left, its own texts, amounts kept left to right', () => {
    const mail = confirmationMail(toOrderDto(row({ lang: 'ar' })), 'ar', base);
    expect(mail.subject).toBe('تأكيد الطلب – الطلب رقم BD-1042');
    expect(mail.text).toContain('مرحبًا \u2068Kari <script>\u2069،');
    expect(mail.text).toContain('الإجمالي شاملًا الضريبة: \u20662,687.00 kr\u2069');
    expect(mail.text).toContain('منها ضريبة القيمة المضافة (25٪): \u2066537.40 kr\u2069');
    expect(mail.text).toContain('فاتورة (14 يومًا) – صدرت الفاتورة');
    // Latin values in Arabic text keep their own order: the reference, the postcode before the city.
    expect(mail.text).toContain('اكتب المرجع \u2066F-BD-1042\u2069 مع الدفعة.');
    expect(mail.text).toContain('\u20680155 OSLO\u2069');
    const html = mail.html ?? '';
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body dir="rtl"');
    expect(html).toContain('text-align:right');
    expect(html).toContain('<span dir="ltr" style="white-space:nowrap;">2,499.00 kr</span>');
    expect(html).toContain('Kari &lt;script&gt;');
    expect(html).not.toContain('<script');
  });

  it('carries the customer’s reference and vehicle when given, escaped, and says nothing of them when not', () => {
    const vehicle = { carId: 4711, label: 'VW GOLF <VII>', plate: 'AB12345' };
    const mail = confirmationMail(toOrderDto(row({ reference: 'JOB-4411 & co', vehicle })), 'no', base);
    expect(mail.text).toContain('Din referanse: JOB-4411 & co');
    expect(mail.text).toContain('Kjøretøy: VW GOLF <VII> (AB12345)');
    expect(mail.html).toContain('Din referanse: <strong>JOB-4411 &amp; co</strong>');
    expect(mail.html).toContain('VW GOLF &lt;VII&gt; (AB12345)');
    const ar = confirmationMail(toOrderDto(row({ lang: 'ar', reference: 'JOB-4411', vehicle })), 'ar', base);
    expect(ar.text).toContain('مرجعك: \u2068JOB-4411\u2069');
    const none = confirmationMail(toOrderDto(row()), 'no', base);
    expect(none.text).not.toContain('Din referanse');
    expect(none.text).not.toContain('Kjøretøy');
  });

  it('of a pickup order paid in store names the shop; a signed-in customer gets the account order page', () => {
    const order = toOrderDto(
      row({
        pickup: true,
        pickupShop: 'alnabru',
        shipping: 0,
        userId: 7,
        paymentMethod: 'store',
        payment: { method: 'store', status: 'PAY_IN_STORE', reference: null },
      }),
    );
    const mail = confirmationMail(order, 'no', base);
    expect(mail.text).toContain('Hentes i butikk:\nBildeler Alnabru\nAlnabruveien 15, 0668 Oslo');
    expect(mail.text).toContain('Betal i butikken ved henting – Betales ved henting');
    expect(mail.text).toContain(`Se ordren din: ${base}/account/orders/42`);
    expect(mail.html).toContain(`href="${base}/account/orders/42"`);
    expect(orderLink({ id: 42, userId: null }, `${base}/`)).toBe(`${base}/track-order`);
  });
});

describe('the confirmation of a business order', () => {
  const business = {
    companyName: 'Verksted <AS>',
    orgNumber: '974760673',
    invoiceAddress: { address1: 'Postboks 12', address2: '', postcode: '0155', city: 'OSLO' },
  };

  it('names the company, its organisation number and invoice address, and the total ex. and incl. MVA', () => {
    const mail = confirmationMail(toOrderDto(row({ business })), 'no', base);
    expect(mail.text).toContain('Kunde:\nVerksted <AS>\nOrg.nr. 974 760 673\nPostboks 12\n0155 OSLO');
    expect(mail.text).toContain('Totalt eks. mva: 2\u00a0149,60 kr');
    expect(mail.text).toContain('Totalt inkl. mva: 2\u00a0687,00 kr');
    const html = mail.html ?? '';
    expect(html).toContain('Verksted &lt;AS&gt;');
    expect(html).toContain('Org.nr. 974 760 673');
    expect(html).toContain('Totalt eks. mva');
  });

  it('in English and Arabic too', () => {
    expect(confirmationMail(toOrderDto(row({ business })), 'en', base).text).toContain(
      'Org. no. 974 760 673',
    );
    expect(confirmationMail(toOrderDto(row({ business, lang: 'ar' })), 'ar', base).text).toContain(
      'رقم المنظمة \u2066974 760 673\u2069',
    );
  });
});

describe('the status messages', () => {
  it('SHIPPED in Norwegian and Arabic: number, a sentence, the link', () => {
    const no = statusMail(toOrderDto(row({ status: 'SHIPPED' })), 'no', base);
    expect(no?.subject).toBe('Ordre BD-1042 er sendt');
    expect(no?.text).toContain('er sendt og er på vei til deg.');
    expect(no?.text).toContain(`${base}/track-order`);
    expect(no?.html).toContain('dir="ltr"');

    const ar = statusMail(toOrderDto(row({ status: 'SHIPPED', lang: 'ar', userId: 3 })), 'ar', base);
    expect(ar?.subject).toBe('تم شحن الطلب رقم BD-1042');
    expect(ar?.text).toContain('تم شحن طلبك رقم \u2066BD-1042\u2069 وهو في الطريق إليك.');
    expect(ar?.text).toContain(`${base}/account/orders/42`);
    expect(ar?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('SHIPPED for a pickup order says it is ready at the shop', () => {
    const mail = statusMail(
      toOrderDto(row({ status: 'SHIPPED', pickup: true, pickupShop: 'alnabru' })),
      'no',
      base,
    );
    expect(mail?.subject).toBe('Ordre BD-1042 er klar til henting');
    expect(mail?.text).toContain('er klar til henting hos Bildeler Alnabru.');
  });

  it("CANCELLED in Norwegian and Arabic, with the staff's message escaped", () => {
    const order = toOrderDto(row({ status: 'CANCELLED' }));
    const no = statusMail(order, 'no', base, 'Varen <i>utgått</i>');
    expect(no?.subject).toBe('Ordre BD-1042 er kansellert');
    expect(no?.text).toContain('Ordren din BD-1042 er kansellert.');
    expect(no?.text).toContain('Melding fra oss: Varen <i>utgått</i>');
    expect(no?.html).toContain('Melding fra oss: Varen &lt;i&gt;utgått&lt;/i&gt;');
    expect(no?.html).not.toContain('<i>');

    const ar = statusMail(toOrderDto(row({ status: 'CANCELLED', lang: 'ar' })), 'ar', base);
    expect(ar?.subject).toBe('تم إلغاء الطلب رقم BD-1042');
    expect(ar?.text).toContain('تم إلغاء طلبك رقم');
    expect(ar?.html).toContain('dir="rtl"');
  });

  it('no message for the other statuses', () => {
    for (const status of ['PENDING', 'PAID', 'COMPLETED'] as const) {
      expect(statusMail(toOrderDto(row({ status })), 'no', base)).toBeNull();
    }
  });
});

describe('sending after the order committed', () => {
  const logger = () =>
    ({ error: vi.fn(), warn: vi.fn() }) as unknown as Logger & {
      error: ReturnType<typeof vi.fn>;
      warn: ReturnType<typeof vi.fn>;
    };
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogueScale: 0.01 });
  });
  afterAll(() => t?.close());

  it("an invoice order's confirmation states the invoice's terms before create-payments made it", async () => {
    const sent: Mail[] = [];
    const log = logger();
    mailOrderPlaced(
      { db: t.db, mailer: { send: async (mail) => void sent.push(mail) }, logger: log, linkBase: base },
      row({ payment: null }),
    );
    await backgroundWork();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Forfallsdato 9. des. 2026. Merk betalingen med referanse F-BD-1042.');
  });

  it('a mailer that fails is never thrown: the mail is kept for a retry; statuses without a message send nothing', async () => {
    const log = logger();
    const send = vi.fn(async () => {
      throw new Error('smtp down');
    });
    const ctx = { db: t.db, mailer: { send }, logger: log, linkBase: base };
    mailOrderPlaced(ctx, row({ email: 'emails-unit-down@example.no' }));
    mailOrderMoved(ctx, row({ status: 'PAID', email: 'emails-unit-down@example.no' }));
    mailOrderMoved(ctx, row({ status: 'SHIPPED', email: 'emails-unit-down@example.no' }));
    await backgroundWork();
    expect(send).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'order-confirmation', attempts: 1 }),
      'mail not sent; tried again later',
    );
    const kept = await t.db
      .select({ kind: mailOutbox.kind, sentAt: mailOutbox.sentAt, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'emails-unit-down@example.no'));
    expect(kept.map((mail) => mail.kind).sort()).toEqual(['order-SHIPPED', 'order-confirmation']);
    expect(kept.every((mail) => mail.sentAt === null && mail.lastError === 'smtp down')).toBe(true);
  });
});
