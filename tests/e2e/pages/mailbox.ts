// The shop's dev mailbox (the e2e server runs without SMTP_URL, so mail is kept there, not sent).
import { type APIRequestContext, expect } from '@playwright/test';

export type KeptMail = { subject: string; text: string; html: string | null };

/** The mail kept for `to`, newest first, once there are `count` of them (the mail goes out after the answer). */
export async function mailsTo(request: APIRequestContext, to: string, count = 1): Promise<KeptMail[]> {
  const read = async () =>
    (
      (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
        mails: KeptMail[];
      }
    ).mails;
  await expect.poll(async () => (await read()).length).toBe(count);
  return read();
}
