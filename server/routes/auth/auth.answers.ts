// The answers of /api/auth, as the API document shows them.
import * as v from 'valibot';
import { UserSchema } from '../../../src/domain/user';

export const Session = v.object({ user: UserSchema, token: v.string() });
export const Done = v.object({ success: v.literal(true) });
export const DoneWithToken = v.object({ success: v.literal(true), token: v.string() });
export const DoneWithMessage = v.object({ success: v.literal(true), message: v.string() });
export const Enrolment = v.object({
  data: v.object({ otpauthUrl: v.string(), secret: v.string(), qrCode: v.string() }),
});
export const Enabled = v.object({
  success: v.literal(true),
  backupCodes: v.array(v.string()),
  token: v.string(),
});
export const BackupCodes = v.object({ backupCodes: v.array(v.string()), token: v.string() });
