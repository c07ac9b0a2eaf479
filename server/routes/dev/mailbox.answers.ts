// The answer of GET /api/dev/mailbox, as the API document describes it.
import * as v from 'valibot';

export const DevMails = v.object({
  mails: v.array(
    v.object({
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      html: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
});
