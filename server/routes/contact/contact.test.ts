// @engines: pglite
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, devMailbox } from '../../db/schema';
import { jsonPost as basePost, createTestApp } from '../../test/test-app';
import { contactLimit } from './contact.routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request from its own address: the routes' per-address limits are tested in their own files, not here.
let sender = 0;
const jsonPost = (body: unknown, headers: Record<string, string> = {}) =>
  basePost(body, { 'X-Forwarded-For': `198.51.100.${(sender++ % 250) + 1}`, ...headers });

const valid = {
  name: 'Kari Nordmann',
  email: 'Kari@Example.no',
  subject: 'Bremseklosser',
  message: 'Har dere til Golf VII?',
};

describe('POST /api/contact/send/email', () => {
  it('stores the message, mails the shop and answers with a message in the caller language', async () => {
    const res = await t.app.request('/api/contact/send/email', jsonPost(valid, { 'Accept-Language': 'en' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.stringContaining('Thank you') });
    const stored = await t.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Kari Nordmann', email: 'kari@example.no', locale: 'en' });
    const mail = await t.db.select().from(devMailbox);
    expect(mail.at(-1)).toMatchObject({ to: 'post@bildeler.no', replyTo: 'kari@example.no' });
    expect(mail.at(-1)?.text).toContain('Har dere til Golf VII?');
  });

  it('answers in Norwegian by default and in Arabic for lang=ar', async () => {
    const no = await t.app.request('/api/contact/send/email', jsonPost(valid));
    expect((await no.json()).message).toMatch(/Takk/);
    const ar = await t.app.request('/api/contact/send/email?lang=ar', jsonPost(valid));
    expect((await ar.json()).message).toMatch(/شكرًا/);
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }, 'email', 'INVALID_EMAIL'],
    [{ ...valid, name: '   ' }, 'name', 'REQUIRED'],
    [{ ...valid, subject: undefined }, 'subject', 'REQUIRED'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'TOO_LONG'],
  ])('rejects bad input %# with 400 and the field code', async (body, field, code) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.app.request('/api/contact/send/email', jsonPost(body));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json).toMatchObject({ error: 'VALIDATION_ERROR', fields: { [field]: code } });
    expect(typeof json.message).toBe('string');
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('rejects a body that is not JSON with a 400 JSON error', async () => {
    const res = await t.app.request('/api/contact/send/email', jsonPost('{"name": '));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('per-address limit of POST /api/contact/send/email', () => {
  const from = (ip: string, headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': ip, ...headers });

  it(`takes ${contactLimit.limit} messages an hour from one address, then 429 with Retry-After; others still pass`, async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    for (let i = 0; i < contactLimit.limit; i++) {
      expect(
        (await t.app.request('/api/contact/send/email', basePost(valid, from('192.0.2.10')))).status,
      ).toBe(200);
    }
    const refused = await t.app.request(
      '/api/contact/send/email',
      basePost(valid, from('192.0.2.10', { 'Accept-Language': 'en' })),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many/),
    });
    expect((await t.db.select().from(contactMessages)).length).toBe(before + contactLimit.limit);
    expect((await t.app.request('/api/contact/send/email', basePost(valid, from('192.0.2.11')))).status).toBe(
      200,
    );
  });

  it('keeps no 429 as the answer of an Idempotency-Key: the retry from a free address runs', async () => {
    for (let i = 0; i < contactLimit.limit; i++) {
      await t.app.request('/api/contact/send/email', basePost(valid, from('192.0.2.20')));
    }
    const key = 'retry-after-429-key';
    const limited = await t.app.request(
      '/api/contact/send/email',
      basePost(valid, from('192.0.2.20', { 'Idempotency-Key': key })),
    );
    expect(limited.status).toBe(429);
    const retried = await t.app.request(
      '/api/contact/send/email',
      basePost(valid, from('192.0.2.21', { 'Idempotency-Key': key })),
    );
    expect(retried.status).toBe(200);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
