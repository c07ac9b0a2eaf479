// The signed-in user as the API sends it and the app keeps it, and the rules both sides share.
import * as v from 'valibot';
import { BusinessSchema } from './business-details';

export const userRoles = ['CUSTOMER', 'ADMIN'] as const;
export type UserRole = (typeof userRoles)[number];

/** GET /api/user/me → user; also in the answers of sign-in and sign-up. `_id` is the user's id as a string. */
export const UserSchema = v.object({
  _id: v.string(),
  email: v.string(),
  phone: v.string(),
  /** The same number as `phone` (the API names both). */
  phoneNumber: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** The picture's URL (/api/user/avatar/…), or null. */
  avatar: v.nullable(v.string()),
  role: v.picklist(userRoles),
  twoFactorEnabled: v.boolean(),
  /** A business account's company, organisation number and invoice address; null for a private account. */
  business: v.optional(v.nullable(BusinessSchema)),
});
export type User = v.InferOutput<typeof UserSchema>;

/** GET /user/me and PUT /user: the user. */
export const UserAnswer = v.object({ user: UserSchema });

/** A session token as the server hands it out: at sign-in, and with every change that ends the older ones. */
export const SessionTokenSchema = v.pipe(v.string(), v.nonEmpty());

/** POST /auth/register and /auth/login: the user and the session's token. */
export const SessionAnswer = v.object({ user: UserSchema, token: SessionTokenSchema });

/** A change that ends the other sessions (password, two-factor off) answers the new token. */
export const NewTokenAnswer = v.object({ success: v.literal(true), token: SessionTokenSchema });

/** POST /auth/forgot: the same text whether or not the address has an account. */
export const ForgotAnswer = v.object({ success: v.literal(true), message: v.string() });

/** Password length (ASVS 5.0 V6.2.1 and V6.2.9: at least 8, at least 64 allowed). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** A TOTP code: 6 digits. A backup code: 10 groups-free characters of Crockford base32 (50 bits). */
export const totpCodePattern = /^\d{6}$/;
