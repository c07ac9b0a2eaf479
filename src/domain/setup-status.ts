// What the admin dashboard is told about the shop's setup (GET /api/setting/admin/status): warnings a shop in
// production must fix, by code (the client words them), and the address mailed links point at.
import * as v from 'valibot';

export const setupWarnings = ['MAIL_NOT_SENT', 'PUBLIC_URL_UNSET'] as const;
export type SetupWarning = (typeof setupWarnings)[number];

export const SetupStatusSchema = v.object({
  status: v.object({
    // A code this client does not know yet is left out rather than failing the whole answer.
    warnings: v.pipe(
      v.array(v.string()),
      v.transform((codes) =>
        codes.filter((code): code is SetupWarning => (setupWarnings as readonly string[]).includes(code)),
      ),
    ),
    publicUrl: v.string(),
  }),
});
export type SetupStatus = v.InferOutput<typeof SetupStatusSchema>['status'];
