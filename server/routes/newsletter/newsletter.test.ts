// @engines: pglite
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { jsonPost as basePost, createTestApp } from '../../test/test-app';
import { newsletterLimit } from './newsletter.routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request from its own address: the routes' per-address limits are tested in their own files, not here.
let sender = 0;
const jsonPost = (body: unknown, headers: Record<string, string> = {}) =>
  basePost(body, { 'X-Forwarded-For': `198.51.100.${(sender++ % 250) + 1}`, ...headers });

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

describe('per-address limit of POST /api/newsletter/subscribe', () => {
  it(`takes ${newsletterLimit.limit} sign-ups an hour from one address, then 429 with Retry-After`, async () => {
    const from = { 'X-Forwarded-For': '192.0.2.30' };
    for (let i = 0; i < newsletterLimit.limit; i++) {
      const res = await t.app.request(
        '/api/newsletter/subscribe',
        basePost({ email: `limit${i}@example.no` }, from),
      );
      expect(res.status).toBe(200);
    }
    const refused = await t.app.request(
      '/api/newsletter/subscribe',
      basePost({ email: 'limit-x@example.no' }, from),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.some((row) => row.email === 'limit-x@example.no')).toBe(false);
  });
});
