// @engines: pglite
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, getJson, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/mailbox', () => {
  it("shows the mail kept for an address (a reset link), and no one else's", async () => {
    await signIn(t.db, t.deps.auth, { email: 'kari@example.no' });
    const forgot = (email: string, ip: string) =>
      t.app.request('/api/auth/forgot', jsonPost({ email }, { 'X-Forwarded-For': ip }));
    expect((await forgot('kari@example.no', '198.51.100.7')).status).toBe(200);
    expect((await forgot('nobody@example.no', '198.51.100.8')).status).toBe(200);
    // The reset mail goes out after the answer (the answer takes as long for an unknown address).
    const kari = () => getJson(t.app, '/api/dev/mailbox?to=KARI@example.no');
    await expect.poll(async () => (await kari()).body.mails.length).toBe(1);
    const { body } = await kari();
    expect(body.mails[0]).toMatchObject({ to: 'kari@example.no', html: null });
    expect(body.mails[0].text).toMatch(/\/account\/reset-password\?token=[\w-]{43}/);
    // No account: no mail to that address.
    expect((await getJson(t.app, '/api/dev/mailbox?to=nobody@example.no')).body).toEqual({ mails: [] });
  });

  it('answers the HTML part of a mail that has one', async () => {
    await t.deps.mailer.send({
      to: 'ola@example.no',
      subject: 'Ordre',
      text: 'Takk for ordren',
      html: '<p>Takk for ordren</p>',
    });
    const { body } = await getJson(t.app, '/api/dev/mailbox?to=ola@example.no');
    expect(body.mails).toEqual([
      {
        to: 'ola@example.no',
        subject: 'Ordre',
        text: 'Takk for ordren',
        html: '<p>Takk for ordren</p>',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('is not there unless the server is told to serve it (production, or with SMTP)', async () => {
    const app = createApp({ ...t.deps, devMailboxRoute: false });
    expect((await app.request('/api/dev/mailbox?to=a@b.no')).status).toBe(404);
  });
});
