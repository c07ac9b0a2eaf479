// The mails the shop writes from text customers and staff typed, with the fifty payloads (xss-payloads.ts): the
// order confirmation and the status mail in Norwegian, English and Arabic (article names, both addresses, a staff
// note), the mails the shop sent for an order placed and moved through the API, and the contact form's mail to the
// shop, which is plain text only. Each HTML mail is parsed as a mail client would read it (xss-check.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, devMailbox, orders } from '../../server/db/schema';
import { confirmationMail, statusMail } from '../../server/services/orders/order-emails';
import { orderAnswer } from '../../server/services/orders/order-history';
import { writeAccounts } from './xss-account-data';
import { startXssApp, type XssApp } from './xss-app';
import type { PayloadArticle } from './xss-catalogue-data';
import { expectClean } from './xss-expect';
import { payload, payloads } from './xss-payloads';

let shop: XssApp;
let catalogue: PayloadArticle[];
let accounts: Awaited<ReturnType<typeof writeAccounts>>;

beforeAll(async () => {
  shop = await startXssApp();
  catalogue = shop.catalogue;
  accounts = await writeAccounts(shop, catalogue);
}, 600_000);
afterAll(() => shop?.stop());

describe('order mails', () => {
  it('the confirmation and the status mail of each order show names, addresses and the note as text', async () => {
    const names = catalogue.map((article) => article.name);
    for (const order of accounts.orders) {
      const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
      if (!row) throw new Error(`order ${order.id} is gone`);
      const dto = await orderAnswer(shop.db, row);
      const addresses = order.texts.slice(names.length, names.length + 10);
      for (const lang of ['no', 'en', 'ar'] as const) {
        const placed = confirmationMail(dto, lang, 'http://localhost').html ?? '';
        expectClean(`the confirmation of ${order.number} in ${lang}`, placed, [...names, ...addresses]);
        const note = order.notes[0] ?? '';
        const moved = statusMail(dto, lang, 'http://localhost', note);
        expect(moved, `a mail for ${dto.status}`).not.toBeNull();
        expectClean(`the status mail of ${order.number} in ${lang}`, moved?.html ?? '', [note]);
      }
    }
  });

  it('the mails the shop sent for the order placed and moved through the API are clean', async () => {
    const sent = (await shop.db.select().from(devMailbox)).filter((mail) => mail.html !== null);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const mail of sent) expectClean(mail.subject, mail.html ?? '', []);
    const shipped = sent.find((mail) => mail.text.includes(payload(2).trim()));
    expect(shipped, 'the mail of the move with a note').toBeDefined();
    expectClean('the mail of the move with a note', shipped?.html ?? '', [payload(2)]);
  });
});

describe('contact messages', () => {
  it('are stored as typed, and the shop is mailed plain text only', async () => {
    const message = payloads.map((p) => p.text).join('\n');
    await shop.api('POST', '/contact/send/email', {
      name: payload(28),
      email: 'kunde@example.no',
      subject: payload(33),
      message,
    });
    const stored = await shop.db.select().from(contactMessages);
    expect(stored.at(-1)).toMatchObject({ name: payload(28).trim(), subject: payload(33).trim() });
    const mail = (await shop.db.select().from(devMailbox)).find((row) =>
      row.subject.includes(payload(33).trim()),
    );
    expect(mail?.html ?? null).toBeNull();
    for (const { text } of payloads) expect(mail?.text).toContain(text.trim());
  });
});
