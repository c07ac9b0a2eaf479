import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(orders).values({ number: 'BD-100234', email: 'kari@example.no', status: 'SHIPPED' });
});
afterAll(() => t.close());

describe('POST /api/order/track', () => {
  it('finds an order by number and email, whatever their case and spacing', async () => {
    const res = await t.app.request(
      '/api/order/track',
      jsonPost({ number: ' bd-100234 ', email: 'Kari@Example.no' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      order: {
        number: 'BD-100234',
        status: 'SHIPPED',
        created: expect.any(String),
        updated: expect.any(String),
      },
    });
  });

  it('answers the same 404 for an unknown number and for a wrong email', async () => {
    for (const body of [
      { number: 'BD-999999', email: 'kari@example.no' },
      { number: 'BD-100234', email: 'ola@example.no' },
    ]) {
      const res = await t.app.request('/api/order/track', jsonPost(body, { 'Accept-Language': 'en' }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: 'ORDER_NOT_FOUND',
        message: expect.stringMatching(/no order/),
      });
    }
  });

  it.each([
    {},
    { number: '', email: 'kari@example.no' },
    { number: 'BD-1', email: 'x' },
    { number: 'x'.repeat(41), email: 'a@b.no' },
  ])('rejects %o with 400', async (body) => {
    const res = await t.app.request('/api/order/track', jsonPost(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: expect.any(Object) });
  });
});
