import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, devMailbox } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
