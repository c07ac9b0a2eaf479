// @engines: pglite
// Display currencies: the public list with its ETag, the admin's list and change. Each test file has its
// own database, and every rate changed here is set back, so no other test sees it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyCodes } from '../../../src/domain/currency';
import { createTestApp, getJson } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.db, t.auth, { email: 'kurs-admin@bildeler.no', role: 'ADMIN' })).token;
  customer = (await signIn(t.db, t.auth, { email: 'kurs-kunde@example.no' })).token;
});
afterAll(() => t.close());

const put = (body: unknown, token: string | null = admin, headers: Record<string, string> = {}) =>
  t.app.request('/api/setting/admin/currencies', {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: token }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rateOf = async (code: string) => {
  const { body } = await getJson(t.app, '/api/setting/currencies');
  return body.currencies.find((c: { code: string }) => c.code === code)?.rate as number;
};

describe('GET /api/setting/currencies', () => {
  it('lists NOK first with rate 1, then the seeded rates, without who set them', async () => {
    const { status, body } = await getJson(t.app, '/api/setting/currencies');
    expect(status).toBe(200);
    expect(body.currencies.map((c: { code: string }) => c.code)).toEqual([...currencyCodes]);
    expect(body.currencies[0]).toEqual({
      code: 'NOK',
      symbol: 'kr',
      name: 'Norwegian krone',
      rate: 1,
      setAt: null,
    });
    const eur = body.currencies[1];
    expect(eur).toMatchObject({ code: 'EUR', symbol: '€', rate: 0.0855 });
    expect(Date.parse(eur.setAt)).not.toBeNaN();
    expect(eur).not.toHaveProperty('setBy');
  });

  it('answers 304 for the ETag it gave, and a new ETag after a change', async () => {
    const first = await t.app.request('/api/setting/currencies');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const again = await t.app.request('/api/setting/currencies', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);

    const before = await rateOf('GBP');
    expect((await put({ rates: [{ code: 'GBP', rate: 0.08 }] })).status).toBe(200);
    const changed = await t.app.request('/api/setting/currencies', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect((await put({ rates: [{ code: 'GBP', rate: before }] })).status).toBe(200);
  });
});

describe('PUT /api/setting/admin/currencies', () => {
  it('is for admins: 401 without a session, 403 for a customer, nothing changed', async () => {
    const body = { rates: [{ code: 'DKK', rate: 1.5 }] };
    const anonymous = await put(body, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    const forbidden = await put(body, customer);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await getJson(t.app, '/api/setting/admin/currencies')).status).toBe(401);
    expect(await rateOf('DKK')).toBe(0.638);
  });

  it('stores the rates with when and by whom; the public list shows the new rate', async () => {
    const started = Date.now();
    const res = await put({
      rates: [
        { code: 'DKK', rate: 0.65 },
        { code: 'SEK', rate: 0.94 },
      ],
    });
    expect(res.status).toBe(200);
    const { currencies } = await res.json();
    const dkk = currencies.find((c: { code: string }) => c.code === 'DKK');
    expect(dkk).toMatchObject({ code: 'DKK', rate: 0.65, setBy: 'kurs-admin@bildeler.no' });
    expect(Date.parse(dkk.setAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(currencies.find((c: { code: string }) => c.code === 'EUR')).toMatchObject({ setBy: 'seed' });
    expect(await rateOf('DKK')).toBe(0.65);

    const listed = await t.app.request('/api/setting/admin/currencies', {
      headers: { Authorization: admin },
    });
    expect((await listed.json()).currencies[0]).toMatchObject({ code: 'NOK', setBy: 'fixed' });

    expect(
      (
        await put({
          rates: [
            { code: 'DKK', rate: 0.638 },
            { code: 'SEK', rate: 0.935 },
          ],
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    [{ rates: [{ code: 'RUB', rate: 64 }] }, 'rates.0.code', 'UNKNOWN_CURRENCY', 'Unknown currency'],
    [{ rates: [{ code: 'NOK', rate: 1 }] }, 'rates.0.code', 'UNKNOWN_CURRENCY', 'Unknown currency'],
    [{ rates: [{ code: 'DKK', rate: 0 }] }, 'rates.0.rate', 'INVALID_RATE', 'The rate must be'],
    [{ rates: [{ code: 'DKK', rate: -2 }] }, 'rates.0.rate', 'INVALID_RATE', 'The rate must be'],
    [{ rates: [{ code: 'DKK', rate: 5000 }] }, 'rates.0.rate', 'INVALID_RATE', 'The rate must be'],
    [{ rates: [{ code: 'DKK', rate: '0.6' }] }, 'rates.0.rate', 'INVALID_RATE', 'The rate must be'],
    [
      {
        rates: [
          { code: 'DKK', rate: 0.6 },
          { code: 'DKK', rate: 0.7 },
        ],
      },
      'rates',
      'DUPLICATE_CURRENCY',
      'only once',
    ],
  ])('refuses %j: 400 naming the field, in the caller language', async (body, field, code, message) => {
    const res = await put(body, admin, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer).toMatchObject({ error: 'VALIDATION_ERROR', fields: { [field]: code } });
    expect(answer.message).toContain(message);
    expect(await rateOf('DKK')).toBe(0.638);
  });

  it('answers in Norwegian by default', async () => {
    const res = await put({ rates: [{ code: 'XYZ', rate: 1 }] });
    expect((await res.json()).message).toContain('Ukjent valuta');
  });

  it('answers any body with a 4xx JSON error, never a 5xx, and leaves the rates as they were', async () => {
    const before = (await getJson(t.app, '/api/setting/currencies')).body;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            rates: fc.array(
              fc.record({
                code: fc.oneof(fc.constantFrom('', 'nok', 'EURO', 'RUB', '__proto__'), fc.string()),
                rate: fc.oneof(fc.double(), fc.constantFrom(0, -1, 1e9, '1'), fc.anything()),
              }),
              { maxLength: 8 },
            ),
          }),
        ),
        async (body) => {
          const res = await put(body === undefined ? 'null' : body);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          const answer = await res.json();
          expect(typeof answer.error).toBe('string');
          expect(typeof answer.message).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
    expect((await getJson(t.app, '/api/setting/currencies')).body).toEqual(before);
  });

  it('answers a body that is no JSON with a 400 JSON error', async () => {
    const res = await put('{"rates": [', admin);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
