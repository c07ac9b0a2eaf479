// @engines: pglite
// The mailer's SMTP path: a mail with an HTML part goes to nodemailer with both parts (multipart/alternative),
// from the shop's sender; a plain mail has no html. nodemailer's transport is replaced, so nothing is sent.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';

const sendMail = vi.fn(async () => ({}));
vi.mock('nodemailer', () => ({ default: { createTransport: vi.fn(() => ({ sendMail })) } }));

// Test files share one module cache (vitest.config.ts `isolate: false`): another file may have loaded the mailer
// with the real nodemailer already, so it is loaded afresh here, with the mock.
vi.resetModules();
const { createMailer } = await import('./mailer');

describe('createMailer with SMTP_URL', () => {
  it('sends the HTML and the plain-text part together', async () => {
    const mailer = createMailer({
      db: {} as Db,
      smtpUrl: 'smtp://mail.example:587',
      from: 'Bildeler <a@b.no>',
    });
    await mailer.send({ to: 'kari@example.no', subject: 'Ordre', text: 'Takk', html: '<p>Takk</p>' });
    await mailer.send({ to: 'ola@example.no', subject: 'Passord', text: 'Lenke' });
    expect(sendMail).toHaveBeenNthCalledWith(1, {
      from: 'Bildeler <a@b.no>',
      to: 'kari@example.no',
      subject: 'Ordre',
      text: 'Takk',
      html: '<p>Takk</p>',
    });
    expect(sendMail).toHaveBeenNthCalledWith(2, {
      from: 'Bildeler <a@b.no>',
      to: 'ola@example.no',
      subject: 'Passord',
      text: 'Lenke',
    });
  });
});
