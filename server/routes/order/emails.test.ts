// @engines: pglite
// Order emails through the API (read back from the dev mailbox): placing an order mails one confirmation, also
// when create-order is repeated with the same Idempotency-Key; an ADMIN's move to SHIPPED or CANCELLED mails that
// message; all in the order's language (no, ar). A mailer that fails never fails the order call, and what it
// refused is sent by the outbox's retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { backgroundWork } from '../../lib/background';
import { deliverDueMails, mailRetryDelaysMs } from '../../lib/mail-outbox';
import {
  anArticle,
  approveForInvoice,
  type Body,
  call,
  createOrder,
  deliveredOrder,
  guestOrder,
  homeAddress,
  type TestArticle,
} from '../../test/order-kit';
import { createTestApp, getJson, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let article: TestArticle;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  article = await anArticle(t.db, 'on-backorder');
  admin = (await signIn(t.db, t.auth, { email: 'emails-admin@example.no', role: 'ADMIN' })).token;
});
afterAll(() => t?.close());

type KeptMail = { to: string; subject: string; text: string; html: string | null };

/** The mail kept for `to`, newest first, once every mail the calls started has gone out. */
async function mailbox(to: string): Promise<KeptMail[]> {
  await backgroundWork();
  return (await getJson(t.app, `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.mails;
}

/** The session of the account of `email`, approved for invoice (made at its first use). */
const accounts = new Map<string, Promise<string>>();
const accountOf = (email: string) => {
  const known = accounts.get(email);
  if (known) return known;
  const made = signIn(t.db, t.auth, { email }).then(async ({ user, token }) => {
    await approveForInvoice(t.db, user.id);
    return token;
  });
  accounts.set(email, made);
  return made;
};

/** A delivered invoice order to `email` in `lang`, from that email's account (approved for invoice). */
async function placeOrder(email: string, lang: 'no' | 'ar', key?: string): Promise<Body['order']> {
  const body = deliveredOrder([{ articleId: article.articleId, quantity: 2 }], {
    lang,
    shippingAddress: { ...homeAddress, firstName: 'Kari <b>', email },
  });
  const res = await createOrder(t.app, body, { key, token: await accountOf(email) });
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}

const move = (id: number, status: string, message = '') =>
  call(t.app, `/payment-staus/${id}`, jsonPost({ status, message }, { Authorization: admin }));

describe('the order confirmation', () => {
  it('is mailed once when an order is placed, also when the request is repeated with the same key (no)', async () => {
    const email = 'emails-confirm-no@example.no';
    const key = 'emails-confirm-no-0001';
    const order = await placeOrder(email, 'no', key);
    const again = await placeOrder(email, 'no', key);
    expect(again.id).toBe(order.id);
    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Ordrebekreftelse – ordre ${order.number}`);
    expect(mail?.text).toContain('Hei Kari <b>!');
    expect(mail?.text).toContain(`${order.items[0]?.product.articleName || order.items[0]?.product.name}`);
    expect(mail?.text).toContain('Herav MVA (25 %)');
    expect(mail?.text).toMatch(/Forfallsdato .+ Merk betalingen med referanse F-BD-\d+\./);
    expect(mail?.text).toContain(`http://localhost/account/orders/${order.id}`);
    expect(mail?.html).toContain('<html lang="no" dir="ltr">');
    expect(mail?.html).toContain(order.number);
    expect(mail?.html).toContain('Kari &lt;b&gt;');
    expect(mail?.html).not.toContain('Kari <b>');
  });

  it("a guest's pickup order: the confirmation links to order tracking; moved on, it is ready for pickup", async () => {
    const email = 'emails-guest-pickup@example.no';
    const res = await createOrder(
      t.app,
      guestOrder([{ articleId: article.articleId, quantity: 1 }], { email }),
    );
    expect(res.status).toBe(201);
    const [confirmation] = await mailbox(email);
    expect(confirmation?.text).toContain('http://localhost/track-order');
    const { id, number } = res.body.order;
    expect((await move(id, 'PAID')).status).toBe(200);
    expect((await move(id, 'SHIPPED')).status).toBe(200);
    const [ready] = await mailbox(email);
    expect(ready?.subject).toBe(`Ordre ${number} er klar til henting`);
    expect(ready?.text).toContain('http://localhost/track-order');
  });

  it("is in the order's language: Arabic, right to left", async () => {
    const email = 'emails-confirm-ar@example.no';
    const order = await placeOrder(email, 'ar');
    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`تأكيد الطلب – الطلب رقم ${order.number}`);
    expect(mails[0]?.text).toContain('الإجمالي');
    expect(mails[0]?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("links a signed-in customer's order to its page in the account", async () => {
    const email = 'emails-account@example.no';
    const { token } = await signIn(t.db, t.auth, { email });
    const res = await createOrder(
      t.app,
      guestOrder([{ articleId: article.articleId, quantity: 1 }], { email }),
      {
        token,
      },
    );
    expect(res.status).toBe(201);
    const [mail] = await mailbox(email);
    expect(mail?.text).toContain(`http://localhost/account/orders/${res.body.order.id}`);
  });

  it('a mailer that fails does not fail the order: it is placed and answered', async () => {
    const app = createApp({
      ...t.deps,
      mailer: {
        send: async () => {
          throw new Error('smtp down');
        },
      },
    });
    const email = 'emails-smtp-down@example.no';
    const res = await createOrder(
      app,
      guestOrder([{ articleId: article.articleId, quantity: 1 }], { email }),
    );
    expect(res.status).toBe(201);
    expect(await mailbox(email)).toEqual([]);
    const staff = await call(
      app,
      `/payment-staus/${res.body.order.id}`,
      jsonPost({ status: 'CANCELLED', message: '' }, { Authorization: admin }),
    );
    expect(staff.status).toBe(200);
    expect(await mailbox(email)).toEqual([]);

    // Both mails were kept: the retry after their delay sends each once, through the working mailer.
    const retry = { db: t.db, mailer: t.deps.mailer, logger: t.deps.logger };
    const later = new Date(Date.now() + (mailRetryDelaysMs[0] ?? 0) + 1000);
    await deliverDueMails(retry, later);
    await deliverDueMails(retry, later);
    const mails = await mailbox(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Ordre ${res.body.order.number} er kansellert`,
        `Ordrebekreftelse – ordre ${res.body.order.number}`,
      ].sort(),
    );
  });
});

describe("an ADMIN's move", () => {
  it.each(['no', 'ar'] as const)(
    'to SHIPPED (PENDING → PAID → SHIPPED) mails the shipped message (%s)',
    async (lang) => {
      const email = `emails-shipped-${lang}@example.no`;
      const order = await placeOrder(email, lang);
      expect((await move(order.id, 'PAID')).status).toBe(200);
      expect(await mailbox(email)).toHaveLength(1);
      expect((await move(order.id, 'SHIPPED')).status).toBe(200);
      const mails = await mailbox(email);
      expect(mails).toHaveLength(2);
      const [shipped] = mails;
      expect(shipped?.subject).toBe(
        lang === 'no' ? `Ordre ${order.number} er sendt` : `تم شحن الطلب رقم ${order.number}`,
      );
      expect(shipped?.text).toContain(order.number);
      expect(shipped?.text).toContain(`http://localhost/account/orders/${order.id}`);
      expect(shipped?.html).toContain(lang === 'no' ? 'dir="ltr"' : 'dir="rtl"');
    },
  );

  it.each(['no', 'ar'] as const)(
    "to CANCELLED mails the cancelled message with the staff's note (%s)",
    async (lang) => {
      const email = `emails-cancelled-${lang}@example.no`;
      const order = await placeOrder(email, lang);
      // The confirmation is sent in the background: gone out first, it is not the newest mail.
      expect(await mailbox(email)).toHaveLength(1);
      expect((await move(order.id, 'CANCELLED', 'Utgått <vare>')).status).toBe(200);
      const [cancelled] = await mailbox(email);
      expect(cancelled?.subject).toBe(
        lang === 'no' ? `Ordre ${order.number} er kansellert` : `تم إلغاء الطلب رقم ${order.number}`,
      );
      expect(cancelled?.text).toContain('Utgått <vare>');
      expect(cancelled?.html).toContain('Utgått &lt;vare&gt;');
    },
  );

  it('that is refused mails nothing', async () => {
    const email = 'emails-refused@example.no';
    const order = await placeOrder(email, 'no');
    expect((await move(order.id, 'SHIPPED')).status).toBe(409);
    expect(await mailbox(email)).toHaveLength(1);
  });
});
