// Order emails: the confirmation once an order is placed, and a message when it is SHIPPED or
// CANCELLED — in the order's language, as HTML with a plain-text part. The routes call mailOrderPlaced /
// mailOrderMoved after the order's transaction has committed; the mail is kept in the mail outbox and sent in the
// background — one that fails is tried again later, and never fails the call (the order stands either way). Mail a
// stranger can cause (the confirmation, the system's cancel) is bounded per address (order-mail-limit.ts).
import { formatOrgNumber } from '../../../src/domain/business';
import { pickupShops } from '../../../src/domain/cart';
import type { AddressFields, OrderDto, Payment } from '../../../src/domain/checkout';
import { formatDate } from '../../../src/domain/dates';
import { intlLocale, isLocale, type Locale } from '../../../src/domain/locale';
import { vehicleLine } from '../../../src/domain/order-job';
import type { Db } from '../../db/client';
import { inBackground } from '../../lib/background';
import { escapeMarkup } from '../../lib/escape-markup';
import type { Logger } from '../../lib/logger';
import { sendKept } from '../../lib/mail-outbox';
import type { Mail, Mailer } from '../../lib/mailer';
import { fillText } from '../../lib/messages-auth';
import { type EmailTextKey, emailText } from '../../lib/messages-email';
import { invoice } from '../payments/offline-providers';
import { type OrderRow, toOrderDto } from './order-dto';
import { amount, block, button, isolate, linesTable, mailPage, note, paragraph } from './order-email-html';
import { mayMailOrder } from './order-mail-limit';
import { paymentOrderOf } from './pay-order';

type Values = Record<string, string>;

const say = (key: EmailTextKey, lang: Locale, values: Values = {}) => fillText(emailText(key, lang), values);
/** The same text as HTML: the template and every value escaped. */
const sayHtml = (key: EmailTextKey, lang: Locale, values: Values = {}) =>
  fillText(
    escapeMarkup(emailText(key, lang)),
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeMarkup(value)])),
  );

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
/** NOK with øre, as the language writes numbers ("1 290,00 kr", "1,290.00 kr"). */
export function formatNok(kroner: number, lang: Locale): string {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(lang, format);
  }
  return `${format.format(kroner)} kr`;
}

const languageOf = (order: Pick<OrderRow, 'lang'>): Locale => (isLocale(order.lang) ? order.lang : 'no');

const addressLines = (address: AddressFields | null, lang: Locale): string[] =>
  address
    ? [
        `${address.firstName} ${address.lastName}`.trim(),
        address.company,
        address.address1,
        address.address2,
        `${address.postcode} ${address.city}`.trim(),
        address.phone,
      ]
        .filter((part) => part !== '')
        .map((part) => isolate(lang, part, 'auto'))
    : [];

/** The page of the order: the account's order page for a signed-in customer's order, else /track-order. */
export const orderLink = (order: Pick<OrderDto, 'id' | 'userId'>, base: string): string =>
  `${base.replace(/\/+$/, '')}${order.userId === null ? '/track-order' : `/account/orders/${order.id}`}`;

const linkLabel = (order: OrderDto, lang: Locale) =>
  say(order.userId === null ? 'trackOrder' : 'viewOrder', lang);

function greeting(order: OrderDto, lang: Locale): string {
  const name = order.billingAddress.firstName || order.shippingAddress?.firstName || '';
  return name ? say('greeting', lang, { name: isolate(lang, name, 'auto') }) : say('greetingNoName', lang);
}

const methodKeys: Record<string, EmailTextKey> = {
  store: 'methodStore',
  invoice: 'methodInvoice',
  vipps: 'methodVipps',
};

const statusKeys: Record<string, EmailTextKey> = {
  PENDING: 'statusPENDING',
  PAY_IN_STORE: 'statusPAY_IN_STORE',
  INVOICED: 'statusINVOICED',
  PAID: 'statusPAID',
  FAILED: 'statusFAILED',
  CANCELLED: 'statusCANCELLED',
} satisfies Record<Payment['status'], EmailTextKey>;

function paymentLines(payment: Payment, lang: Locale): string[] {
  const methodKey = methodKeys[payment.method];
  const method = methodKey ? say(methodKey, lang) : payment.method;
  const statusKey = statusKeys[payment.status];
  const status = statusKey ? say(statusKey, lang) : payment.status;
  const lines = [`${method} – ${status}`];
  if (payment.method === 'invoice' && payment.dueDate && payment.reference) {
    lines.push(
      say('invoiceTerms', lang, {
        // formatDate writes Arabic dates for right-to-left text already (RLM between the parts).
        date: formatDate(payment.dueDate, lang),
        reference: isolate(lang, payment.reference),
      }),
    );
  }
  return lines;
}

function whereLines(order: OrderDto, lang: Locale): { title: string; lines: string[] } {
  if (!order.pickup) {
    return { title: say('deliveryAddress', lang), lines: addressLines(order.shippingAddress, lang) };
  }
  const shop = pickupShops.find((item) => item.id === order.pickupShop);
  const lines = shop ? [shop.name, shop.address] : [order.pickupShop ?? ''];
  return { title: say('pickupShop', lang), lines: lines.map((part) => isolate(lang, part, 'auto')) };
}

/** A business order's company, organisation number and invoice address; none for a private one. */
function buyerLines(order: OrderDto, lang: Locale): string[] {
  const business = order.business;
  if (!business) return [];
  const { address1, address2, postcode, city } = business.invoiceAddress;
  return [
    isolate(lang, business.companyName, 'auto'),
    say('orgNumber', lang, { number: isolate(lang, formatOrgNumber(business.orgNumber)) }),
    ...[address1, address2, `${postcode} ${city}`.trim()]
      .filter((part) => part !== '')
      .map((part) => isolate(lang, part, 'auto')),
  ];
}

const shopName = (order: OrderDto) =>
  pickupShops.find((item) => item.id === order.pickupShop)?.name ?? order.pickupShop ?? 'Bildeler';

/** The customer's reference and vehicle, as label and value (a value kept apart in Arabic text); none when not given. */
function jobFacts(order: OrderDto, lang: Locale): [string, string][] {
  const facts: [string, string][] = [];
  if (order.reference) facts.push([say('yourReference', lang), isolate(lang, order.reference, 'auto')]);
  if (order.vehicle) facts.push([say('vehicle', lang), isolate(lang, vehicleLine(order.vehicle), 'auto')]);
  return facts;
}

/** The confirmation of a placed order (its payment as the customer will have it: see withPaymentTerms). */
export function confirmationMail(order: OrderDto, lang: Locale, base: string): Mail {
  const subject = say('confirmationSubject', lang, { number: order.number });
  const money = (kroner: number) => formatNok(kroner, lang);
  const tax = order.totals.find((total) => total.type === 'tax');
  const shipping = order.totals.find((total) => total.type === 'shipping');
  const sums: [string, number, boolean][] = [
    [say('subtotal', lang), order.subtotal, false],
    [shipping?.title ?? '', order.shippingCharges, false],
    // A business books the amount ex. MVA: the same total, told without its MVA part (to the øre).
    ...(order.business
      ? [
          [say('totalExVat', lang), Math.round((order.total - order.tax) * 100) / 100, false] as [
            string,
            number,
            boolean,
          ],
        ]
      : []),
    [say('total', lang), order.total, true],
    [tax?.title ?? '', order.tax, false],
  ];
  const where = whereLines(order, lang);
  const billing = addressLines(order.billingAddress, lang);
  const buyer = buyerLines(order, lang);
  const payment = paymentLines(order.payment, lang);
  const link = orderLink(order, base);
  const job = jobFacts(order, lang);
  const articleNo = (articleNumber: string) =>
    `${say('articleNumber', lang)} ${isolate(lang, articleNumber)}`;
  const name = (line: OrderDto['items'][number]) =>
    [line.product.mfrName, line.product.articleName || line.product.name].filter(Boolean).join(' ');

  const text = [
    greeting(order, lang),
    '',
    say('confirmationIntro', lang),
    '',
    `${say('orderNumber', lang)}: ${isolate(lang, order.number)}`,
    ...job.map(([label, value]) => `${label}: ${value}`),
    '',
    ...order.items.flatMap((line) => [
      `${name(line)} (${articleNo(line.articleNumber)})`,
      `  ${isolate(lang, `${line.quantity} × ${money(line.price)} = ${money(line.total)}`)}`,
    ]),
    '',
    ...sums.map(([label, value]) => `${label}: ${isolate(lang, money(value))}`),
    '',
    `${where.title}:`,
    ...where.lines,
    ...(billing.length > 0 ? ['', `${say('billingAddress', lang)}:`, ...billing] : []),
    ...(buyer.length > 0 ? ['', `${say('buyer', lang)}:`, ...buyer] : []),
    '',
    `${say('payment', lang)}:`,
    ...payment,
    '',
    `${linkLabel(order, lang)}: ${link}`,
    '',
    say('signOff', lang),
  ].join('\n');

  const table = linesTable(
    lang,
    [say('product', lang), say('quantity', lang), say('unitPrice', lang), say('lineTotal', lang)],
    order.items.map((line) => ({
      cells: [
        `${escapeMarkup(name(line))}${note(say('articleNumber', lang), isolate(lang, line.articleNumber))}`,
        String(line.quantity),
        amount(money(line.price)),
        amount(money(line.total)),
      ],
    })),
    sums.map(([label, value, strong]) => ({ cells: [escapeMarkup(label), amount(money(value))], strong })),
  );
  const html = mailPage(
    lang,
    subject,
    [
      paragraph(escapeMarkup(greeting(order, lang))),
      paragraph(escapeMarkup(say('confirmationIntro', lang))),
      paragraph(
        `${escapeMarkup(say('orderNumber', lang))}: <strong dir="ltr">${escapeMarkup(order.number)}</strong>`,
      ),
      ...job.map(([label, value]) =>
        paragraph(`${escapeMarkup(label)}: <strong>${escapeMarkup(value)}</strong>`),
      ),
      table,
      block(where.title, where.lines),
      billing.length > 0 ? block(say('billingAddress', lang), billing) : '',
      buyer.length > 0 ? block(say('buyer', lang), buyer) : '',
      block(say('payment', lang), payment),
      button(link, linkLabel(order, lang)),
      paragraph(escapeMarkup(say('signOff', lang))),
    ].join('\n'),
  );
  return { to: order.email, subject, text, html };
}

/** The message on SHIPPED (for a pickup order: ready for pickup) or CANCELLED; null for any other status. */
export function statusMail(order: OrderDto, lang: Locale, base: string, staffNote = ''): Mail | null {
  const keys: { subject: EmailTextKey; text: EmailTextKey } | null =
    order.status === 'CANCELLED'
      ? { subject: 'cancelledSubject', text: 'cancelledText' }
      : order.status !== 'SHIPPED'
        ? null
        : order.pickup
          ? { subject: 'readySubject', text: 'readyText' }
          : { subject: 'shippedSubject', text: 'shippedText' };
  if (!keys) return null;
  const values = { number: isolate(lang, order.number), shop: isolate(lang, shopName(order), 'auto') };
  const subject = say(keys.subject, lang, { number: order.number });
  const link = orderLink(order, base);
  const noteText = staffNote.trim() ? say('staffNote', lang, { note: staffNote.trim() }) : null;
  const text = [
    greeting(order, lang),
    '',
    say(keys.text, lang, values),
    ...(noteText ? ['', noteText] : []),
    '',
    `${linkLabel(order, lang)}: ${link}`,
    '',
    say('signOff', lang),
  ].join('\n');
  const html = mailPage(
    lang,
    subject,
    [
      paragraph(escapeMarkup(greeting(order, lang))),
      paragraph(sayHtml(keys.text, lang, values)),
      noteText ? paragraph(sayHtml('staffNote', lang, { note: staffNote.trim() })) : '',
      button(link, linkLabel(order, lang)),
      paragraph(escapeMarkup(say('signOff', lang))),
    ].join('\n'),
  );
  return { to: order.email, subject, text, html };
}

/**
 * The order as the confirmation shows it. An invoice order's payment is created by the create-payments call that
 * follows create-order; its terms are fixed by then (the invoice provider answers the same reference and due date
 * whenever it is asked), so the confirmation states them rather than "awaiting payment".
 */
async function withPaymentTerms(row: OrderRow): Promise<OrderDto> {
  const order = toOrderDto(row);
  if (order.payment.method !== 'invoice' || order.payment.status !== 'PENDING') return order;
  return { ...order, payment: await invoice.create(paymentOrderOf(row)) };
}

export type OrderMailContext = { db: Db; mailer: Mailer; logger: Logger; linkBase: string };

/**
 * Builds the mail, keeps it in the mail outbox and sends it, in the background (the answer does not wait for
 * SMTP). A send that fails is tried again by the outbox's retry loop (server/lib/mail-outbox.ts).
 */
function sendInBackground(
  ctx: OrderMailContext,
  row: OrderRow,
  kind: string,
  build: () => Promise<Mail | null>,
) {
  inBackground(ctx.logger, async () => {
    try {
      const mail = await build();
      if (!mail) return;
      await sendKept(ctx, `order-${kind}`, mail);
    } catch (err) {
      ctx.logger.error({ err, orderId: row.id, orderNumber: row.number, mail: kind }, 'order mail not sent');
    }
  });
}

/** After order `row` was placed (committed): its confirmation. Once per order — the caller calls it on "placed". */
export function mailOrderPlaced(ctx: OrderMailContext, row: OrderRow): void {
  sendInBackground(ctx, row, 'confirmation', async () =>
    (await mayMailOrder(ctx, row.email, { orderId: row.id, mail: 'confirmation' }))
      ? confirmationMail(await withPaymentTerms(row), languageOf(row), ctx.linkBase)
      : null,
  );
}

/** After the system cancelled `row` (its hold ran out): the CANCELLED message with the reason, within the limit. */
export function mailOrderExpired(ctx: OrderMailContext, row: OrderRow, reason: string): void {
  sendInBackground(ctx, row, 'expired', async () =>
    (await mayMailOrder(ctx, row.email, { orderId: row.id, mail: 'expired' }))
      ? statusMail(toOrderDto(row), languageOf(row), ctx.linkBase, reason)
      : null,
  );
}

/** After a status move of `row` committed: the SHIPPED or CANCELLED message (other statuses mail nothing). */
export function mailOrderMoved(ctx: OrderMailContext, row: OrderRow, staffNote = ''): void {
  if (row.status !== 'SHIPPED' && row.status !== 'CANCELLED') return;
  sendInBackground(ctx, row, row.status, async () =>
    statusMail(toOrderDto(row), languageOf(row), ctx.linkBase, staffNote),
  );
}
