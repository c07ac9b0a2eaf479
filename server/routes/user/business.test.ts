// @engines: pglite
// Business accounts: the company details on PUT /api/user/ (the organisation number checked by MOD11, the invoice
// postcode by the register), and the orders such an account places carrying them.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { expectClientAnswer } from '../../test/fuzz';
import { anArticle, createOrder, guestOrder } from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  const ola = await signIn(t.db, t.auth, { email: 'verksted@example.no' });
  token = ola.token;
  userId = ola.user.id;
});
afterAll(() => t?.close());

const business = {
  accountType: 'business',
  companyName: ' Olas Verksted AS ',
  orgNumber: 'NO 974 760 673 MVA',
  invoiceAddress1: 'Postboks 12',
  invoicePostcode: '0155',
  invoiceCity: 'oslo',
};
const put = (fields: Record<string, string>, tokenOf = token) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return t.app.request('/api/user/', {
    method: 'PUT',
    body: form,
    headers: { Authorization: tokenOf, 'Accept-Language': 'en' },
  });
};
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /api/user/ with the company details', () => {
  it('makes the account a business: the number as 9 digits, the register’s city, kept through other changes', async () => {
    const res = await put(business);
    expect(res.status).toBe(200);
    const expected = {
      companyName: 'Olas Verksted AS',
      orgNumber: '974760673',
      invoiceAddress: { address1: 'Postboks 12', address2: '', postcode: '0155', city: 'OSLO' },
    };
    expect((await res.json()).user.business).toEqual(expected);
    // A change without accountType keeps the company.
    expect((await (await put({ firstName: 'Ola' })).json()).user.business).toEqual(expected);
    const me = await t.app.request('/api/user/me', { headers: { Authorization: token } });
    expect((await me.json()).user.business).toEqual(expected);
  });

  it.each([
    ['a check digit that does not hold', { orgNumber: '974 760 674' }, { orgNumber: 'INVALID_ORG_NUMBER' }],
    ['eight digits', { orgNumber: '97476067' }, { orgNumber: 'INVALID_ORG_NUMBER' }],
    ['letters', { orgNumber: 'ABCDEFGHI' }, { orgNumber: 'INVALID_ORG_NUMBER' }],
    ['no number', { orgNumber: '' }, { orgNumber: 'REQUIRED' }],
    ['no company name', { companyName: '  ' }, { companyName: 'REQUIRED' }],
    ['a postcode the register lacks', { invoicePostcode: '0000' }, { invoicePostcode: 'UNKNOWN_POSTCODE' }],
    ['another city than the postcode’s', { invoiceCity: 'Bergen' }, { invoiceCity: 'CITY_MISMATCH' }],
    ['an unknown account type', { accountType: 'charity' }, { accountType: 'INVALID' }],
  ])('refuses %s with 400 and a field error, and changes nothing', async (_label, change, fields) => {
    const before = await rowOf(userId);
    const res = await put({ ...business, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String), fields });
    expect(await rowOf(userId)).toEqual(before);
  });

  it('says what is wrong with the number in the asked language', async () => {
    const res = await put({ ...business, orgNumber: '974760674' });
    expect((await res.json()).message).toMatch(/organisation number/i);
  });

  it('makes the account private again with accountType=private', async () => {
    const other = await signIn(t.db, t.auth, { email: 'privat@example.no' });
    expect((await put(business, other.token)).status).toBe(200);
    const res = await put({ accountType: 'private' }, other.token);
    expect((await res.json()).user.business).toBeNull();
    expect((await rowOf(other.user.id))?.business).toBeNull();
  });

  it('random business fields never answer 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('business', 'private', '974760673', '0155', '', '\u0000', '9'.repeat(5000)),
    );
    const field = fc.constantFrom(
      'accountType',
      'companyName',
      'orgNumber',
      'invoiceAddress1',
      'invoiceAddress2',
      'invoicePostcode',
      'invoiceCity',
    );
    const someone = await signIn(t.db, t.auth, { email: 'fuzz-business@example.no' });
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value), async (fields) => {
        const body = await expectClientAnswer(
          await put({ accountType: 'business', ...fields }, someone.token),
        );
        if (body.user)
          expect(body.user.business === null || /^\d{9}$/.test(body.user.business.orgNumber)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('an order of a business account', () => {
  it('carries the company, its organisation number and invoice address; a guest’s order carries none', async () => {
    expect((await put(business)).status).toBe(200);
    const article = await anArticle(t.db, 'in-stock');
    const order = await createOrder(
      t.app,
      guestOrder([{ articleId: article.articleId, quantity: 1 }], { email: undefined }),
      {
        token,
      },
    );
    expect(order.status).toBe(201);
    expect(order.body.order.business).toMatchObject({
      companyName: 'Olas Verksted AS',
      orgNumber: '974760673',
    });
    // Read again: the copy on the order, not the account's present details.
    await put({ ...business, companyName: 'Nytt Navn AS' });
    const read = await t.app.request(`/api/order/${order.body.order.id}`, {
      headers: { Authorization: token },
    });
    expect((await read.json()).order.business).toMatchObject({
      companyName: 'Olas Verksted AS',
      orgNumber: '974760673',
    });

    // Tracked by number and email: the company and its number, not the invoice address.
    const tracked = await t.app.request(
      '/api/order/track',
      jsonPost({ number: order.body.order.number, email: 'verksted@example.no' }),
    );
    const trackedOrder = (await tracked.json()).order;
    expect(trackedOrder.company).toEqual({ name: 'Olas Verksted AS', orgNumber: '974760673' });
    expect(JSON.stringify(trackedOrder)).not.toContain(business.invoiceAddress1);

    const guest = await createOrder(t.app, guestOrder([{ articleId: article.articleId, quantity: 1 }]));
    expect(guest.status).toBe(201);
    expect(guest.body.order.business).toBeNull();
  });
});
