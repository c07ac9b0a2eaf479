// Answer shapes many calls share. Each answer is stated once in src/domain/: the server describes its calls with
// these schemas (GET /api/openapi.json) and the app parses the answers with the same ones
// (server/test/client-contract.test.ts holds the two together).
import * as v from 'valibot';

/** { success: true }: the call did what it was asked. */
export const SuccessAnswer = v.object({ success: v.literal(true) });

/** { message }: a text for people in the caller's language. */
export const MessageAnswer = v.object({ message: v.string() });

/** POST /api/newsletter/subscribe: the same text wrapped in `data`. */
export const NewsletterAnswer = v.object({ data: MessageAnswer });

/** Every refusal: a code, a text in the caller's language, and for wrong input each field's code (dot path). */
export const ErrorAnswer = v.object({
  error: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string()), {}),
});
