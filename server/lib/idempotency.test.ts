// @engines: pglite postgres (races, locks)
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, idempotencyKeys, newsletterSubscribers } from '../db/schema';
import { jsonPost as basePost, createTestApp } from '../test/test-app';
import { idempotency, purgeExpiredIdempotencyKeys } from './idempotency';
import { createLogger } from './logger';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request from its own address: the routes' per-address limits are tested in their own files, not here.
let sender = 0;
const jsonPost = (body: unknown, headers: Record<string, string> = {}) =>
  basePost(body, { 'X-Forwarded-For': `198.51.100.${(sender++ % 250) + 1}`, ...headers });

const CONTACT = '/api/contact/send/email';
const SUBSCRIBE = '/api/newsletter/subscribe';
const contact = (n = 1) => ({
  name: 'Kari Nordmann',
  email: `Kari${n}@Example.no`,
  subject: 'Bremseklosser',
  message: `Har dere til Golf VII? (${n})`,
});
const withKey = (key: string, extra: Record<string, string> = {}) => ({ 'Idempotency-Key': key, ...extra });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const contactCount = async () => (await t.db.select({ id: contactMessages.id }).from(contactMessages)).length;
const reply = async (response: Response | Promise<Response>) => {
  const res = await response;
  return {
    status: res.status,
    body: await res.text(),
    replayed: res.headers.get('Idempotent-Replayed'),
    type: res.headers.get('Content-Type'),
  };
};

describe('Idempotency-Key on POST /api/contact/send/email', () => {
  it('changes nothing without the header', async () => {
    const before = await contactCount();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(CONTACT, jsonPost(contact(0)));
      expect(res.status).toBe(200);
      expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    }
    expect(await contactCount()).toBe(before + 2);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(201)],
    ['with a space', 'abc defgh'],
    ['with other signs', 'abcdefgh!'],
    ['empty', ''],
  ])('rejects a key %s with 400 BAD_IDEMPOTENCY_KEY', async (_label, key) => {
    const before = await contactCount();
    const res = await t.app.request(CONTACT, jsonPost(contact(), withKey(key, { 'Accept-Language': 'en' })));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'BAD_IDEMPOTENCY_KEY',
      message: expect.stringContaining('Idempotency-Key'),
    });
    expect(await contactCount()).toBe(before);
  });

  it('accepts keys of 8 and 200 characters of letters, digits, - and _', async () => {
    for (const key of ['Ab-_0123', `${'x'.repeat(199)}_`]) {
      const res = await t.app.request(CONTACT, jsonPost(contact(), withKey(key)));
      expect(res.status).toBe(200);
    }
  });

  it('runs the same key sent 100 times at once exactly once, and every reply is identical', async () => {
    const before = await contactCount();
    const key = randomUUID();
    const body = contact(100);
    // A request still waiting when the wait is over gets 409 IDEMPOTENCY_IN_FLIGHT and, like the outbox, sends the
    // same key again (on a busy machine the one that runs can take longer than the wait).
    const send = async () => {
      for (;;) {
        const r = await reply(
          t.app.request(CONTACT, jsonPost(body, withKey(key, { 'Accept-Language': 'en' }))),
        );
        if (r.status !== 409) return r;
        expect(JSON.parse(r.body)).toMatchObject({ error: 'IDEMPOTENCY_IN_FLIGHT' });
      }
    };
    const replies = await Promise.all(Array.from({ length: 100 }, send));
    expect(await contactCount()).toBe(before + 1);
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'kari100@example.no'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Kari Nordmann', message: body.message, locale: 'en' });

    const first = replies[0];
    expect(first?.status).toBe(200);
    expect(JSON.parse(first?.body ?? '')).toEqual({ message: expect.stringContaining('Thank you') });
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.body).toBe(first?.body);
      expect(r.type).toMatch(/^application\/json/);
    }
    // One request ran the handler; the 99 others were answered from the stored reply.
    expect(replies.filter((r) => r.replayed === 'true')).toHaveLength(99);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({
      method: 'POST',
      path: CONTACT,
      state: 'done',
      responseStatus: 200,
      responseBody: first?.body,
      requestHash: sha256(JSON.stringify(body)),
    });
  });

  it('replays a finished request: stored status and body, Idempotent-Replayed: true, nothing run again', async () => {
    const key = randomUUID();
    const first = await reply(await t.app.request(CONTACT, jsonPost(contact(2), withKey(key))));
    expect(first).toMatchObject({ status: 200, replayed: null });
    const before = await contactCount();
    // Another language this time: the stored answer is given as it was.
    const again = await reply(
      await t.app.request(CONTACT, jsonPost(contact(2), withKey(key, { 'Accept-Language': 'ar' }))),
    );
    expect(again).toEqual({ status: 200, body: first.body, replayed: 'true', type: 'application/json' });
    expect(await contactCount()).toBe(before);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    const key = randomUUID();
    expect((await t.app.request(CONTACT, jsonPost(contact(3), withKey(key)))).status).toBe(200);
    const before = await contactCount();
    const res = await t.app.request(CONTACT, jsonPost(contact(4), withKey(key, { 'Accept-Language': 'en' })));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringMatching(/different request/),
    });
    expect(await contactCount()).toBe(before);
  });

  it('stores and replays a 400 validation answer', async () => {
    const key = randomUUID();
    const bad = { ...contact(5), email: 'not-an-email' };
    const first = await reply(await t.app.request(CONTACT, jsonPost(bad, withKey(key))));
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body)).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { email: 'INVALID_EMAIL' },
    });
    const again = await reply(await t.app.request(CONTACT, jsonPost(bad, withKey(key))));
    expect(again).toEqual({ status: 400, body: first.body, replayed: 'true', type: 'application/json' });
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ state: 'done', responseStatus: 400 });
  });

  it('stores and replays the 400 for a body that is not JSON', async () => {
    const key = randomUUID();
    const first = await reply(await t.app.request(CONTACT, jsonPost('{"name": ', withKey(key))));
    expect(first.status).toBe(400);
    const again = await reply(await t.app.request(CONTACT, jsonPost('{"name": ', withKey(key))));
    expect(again).toEqual({ status: 400, body: first.body, replayed: 'true', type: 'application/json' });
  });

  it('scopes a key by method and path: the same key on another call is a new request', async () => {
    const key = randomUUID();
    expect((await t.app.request(CONTACT, jsonPost(contact(6), withKey(key)))).status).toBe(200);
    const res = await t.app.request(SUBSCRIBE, jsonPost({ email: 'scope@example.no' }, withKey(key)));
    expect(res.status).toBe(200);
    expect(res.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('waits for a request still in flight, then answers 409 IDEMPOTENCY_IN_FLIGHT', async () => {
    const key = randomUUID();
    const body = contact(7);
    await t.db.insert(idempotencyKeys).values({
      key,
      method: 'POST',
      path: CONTACT,
      requestHash: sha256(JSON.stringify(body)),
    });
    const before = await contactCount();
    const started = Date.now();
    const res = await t.app.request(CONTACT, jsonPost(body, withKey(key, { 'Accept-Language': 'en' })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'IDEMPOTENCY_IN_FLIGHT',
      message: expect.stringMatching(/still being processed/),
    });
    expect(await contactCount()).toBe(before);
  });

  it('takes over a claim left in flight for over a minute (its process died)', async () => {
    const key = randomUUID();
    const body = contact(8);
    await t.db.insert(idempotencyKeys).values({
      key,
      method: 'POST',
      path: CONTACT,
      requestHash: sha256(JSON.stringify(body)),
      createdAt: sql`now() - interval '2 minutes'`,
    });
    const before = await contactCount();
    const res = await t.app.request(CONTACT, jsonPost(body, withKey(key)));
    expect(res.status).toBe(200);
    expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await contactCount()).toBe(before + 1);
  });
});

describe('Idempotency-Key on POST /api/newsletter/subscribe', () => {
  it('replays the first 200 instead of answering 409 ALREADY_SUBSCRIBED', async () => {
    const key = randomUUID();
    const body = { email: 'retry@example.no' };
    const first = await reply(await t.app.request(SUBSCRIBE, jsonPost(body, withKey(key))));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ data: { message: expect.stringMatching(/påmeldt/) } });
    const again = await reply(await t.app.request(SUBSCRIBE, jsonPost(body, withKey(key))));
    expect(again).toEqual({ status: 200, body: first.body, replayed: 'true', type: 'application/json' });
    // Without the key (or with a new one) it is a new request, and the address is already there.
    expect((await t.app.request(SUBSCRIBE, jsonPost(body))).status).toBe(409);
    expect((await t.app.request(SUBSCRIBE, jsonPost(body, withKey(randomUUID())))).status).toBe(409);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'retry@example.no'));
    expect(rows).toHaveLength(1);
  });
});

describe('idempotency middleware', () => {
  const logger = createLogger('silent');
  const miniApp = (handler: () => Response | Promise<Response>, path = `/x/${randomUUID()}`) => {
    const app = new Hono().post(path, idempotency({ db: t.db, logger }, { pollMs: 20 }), async (c) => {
      await c.req.json();
      return handler();
    });
    app.onError((_error, c) => c.json({ error: 'INTERNAL_ERROR' }, 500));
    return { app, path };
  };

  it('lets a request in another process wait for the stored answer and replay it', async () => {
    let runs = 0;
    const handler = async () => {
      runs++;
      await sleep(300);
      return Response.json({ run: runs });
    };
    // Two middleware instances on one database stand for two API processes.
    const a = miniApp(handler, '/shared');
    const b = miniApp(handler, '/shared');
    const key = randomUUID();
    const first = a.app.request('/shared', jsonPost({ n: 1 }, withKey(key)));
    await sleep(50);
    const second = b.app.request('/shared', jsonPost({ n: 1 }, withKey(key)));
    const [ra, rb] = await Promise.all([reply(first), reply(second)]);
    expect(runs).toBe(1);
    expect(ra).toMatchObject({ status: 200, body: '{"run":1}', replayed: null });
    expect(rb).toMatchObject({ status: 200, body: '{"run":1}', replayed: 'true' });
  });

  it('keeps no 5xx answer: the retry runs again and its answer is the one kept', async () => {
    let runs = 0;
    const { app, path } = miniApp(() => {
      runs++;
      return runs === 1 ? Response.json({ error: 'DOWN' }, { status: 503 }) : Response.json({ ok: runs });
    });
    const key = randomUUID();
    expect((await app.request(path, jsonPost({ a: 1 }, withKey(key)))).status).toBe(503);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    const second = await reply(await app.request(path, jsonPost({ a: 1 }, withKey(key))));
    expect(second).toMatchObject({ status: 200, body: '{"ok":2}', replayed: null });
    const third = await reply(await app.request(path, jsonPost({ a: 1 }, withKey(key))));
    expect(third).toMatchObject({ status: 200, body: '{"ok":2}', replayed: 'true' });
    expect(runs).toBe(2);
  });

  it('keeps no 429 answer: the same key sent after the wait runs the request', async () => {
    let runs = 0;
    const { app, path } = miniApp(() => {
      runs++;
      return runs === 1
        ? Response.json({ error: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '60' } })
        : Response.json({ ok: runs }, { status: 201 });
    });
    const key = randomUUID();
    const refused = await app.request(path, jsonPost({ a: 1 }, withKey(key)));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    const second = await reply(await app.request(path, jsonPost({ a: 1 }, withKey(key))));
    expect(second).toMatchObject({ status: 201, body: '{"ok":2}', replayed: null });
    expect(runs).toBe(2);
  });

  it('frees the key when the handler throws', async () => {
    let runs = 0;
    const { app, path } = miniApp(() => {
      runs++;
      if (runs === 1) throw new Error('boom');
      return Response.json({ ok: true });
    });
    const key = randomUUID();
    expect((await app.request(path, jsonPost({ a: 1 }, withKey(key)))).status).toBe(500);
    expect((await app.request(path, jsonPost({ a: 1 }, withKey(key)))).status).toBe(200);
    expect(runs).toBe(2);
  });

  it('deletes keys older than 7 days and keeps younger ones', async () => {
    const scope = { method: 'POST', path: '/purge', requestHash: sha256('') };
    await t.db.insert(idempotencyKeys).values([
      { ...scope, key: 'purge-old', state: 'done', createdAt: sql`now() - interval '7 days 1 minute'` },
      { ...scope, key: 'purge-young', state: 'done', createdAt: sql`now() - interval '6 days 23 hours'` },
    ]);
    expect(await purgeExpiredIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.path, '/purge')));
    expect(left.map((r) => r.key)).toEqual(['purge-young']);
  });
});
