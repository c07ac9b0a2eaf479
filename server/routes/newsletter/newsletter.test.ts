import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes and answers { data: { message } }', async () => {
    const res = await t.app.request('/api/newsletter/subscribe', jsonPost({ email: 'ola@example.no' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { message: expect.stringMatching(/påmeldt/) } });
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('keeps one row per email, whatever its case, and says so with a 409', async () => {
    const res = await t.app.request(
      '/api/newsletter/subscribe',
      jsonPost({ email: ' OLA@example.no ' }, { 'Accept-Language': 'en-GB,en;q=0.8' }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'ALREADY_SUBSCRIBED',
      message: expect.stringMatching(/already/),
    });
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('rejects a missing email with 400', async () => {
    const res = await t.app.request('/api/newsletter/subscribe', jsonPost({}));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: { email: 'REQUIRED' } });
  });

  it.each([{ email: 'nope' }, { email: '' }, { email: 42 }, { email: 'a@b' }])(
    'rejects %o with 400',
    async (body) => {
      const res = await t.app.request('/api/newsletter/subscribe', jsonPost(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Vennligst oppgi en gyldig e-postadresse',
      });
    },
  );
});
