// PUT /api/user's form: the text fields' rules and the picture read; the write is services/profile/save-profile.ts.
import * as v from 'valibot';
import { type FieldCode, fieldCodes, issueFields, oneLine } from '../../lib/field-errors';
import { avatarMaxBytes, encodeAvatar } from '../../services/profile/avatar';
import type { ProfileChange } from '../../services/profile/save-profile';

const name = v.optional(oneLine(100, fieldCodes.invalid));

export const ProfileFields = v.object({
  firstName: name,
  lastName: name,
  phone: v.optional(
    v.pipe(
      v.string(fieldCodes.phone),
      v.trim(),
      v.maxLength(20, fieldCodes.phone),
      v.regex(/^[0-9 +-]*$/, fieldCodes.phone),
    ),
  ),
});

type Form = Record<string, string | File>;

/** The form's fields checked, the picture re-encoded; or the wrong fields. */
export async function readProfileForm(
  form: Form,
): Promise<{ ok: true; change: ProfileChange } | { ok: false; fields: Record<string, FieldCode> }> {
  const parsed = v.safeParse(ProfileFields, {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
  });
  const fields: Record<string, FieldCode> = parsed.success ? {} : issueFields(parsed.issues);
  const picture = await readPicture(form.avatar);
  if (picture.code) fields.avatar = picture.code;
  if (!parsed.success || picture.code) return { ok: false, fields };
  return { ok: true, change: { ...parsed.output, ...(picture.webp ? { avatar: picture.webp } : {}) } };
}

async function readPicture(value: string | File | undefined): Promise<{ code?: FieldCode; webp?: Buffer }> {
  // An empty file input sends an empty part: no new picture.
  if (value === undefined || value === '') return {};
  if (typeof value === 'string') return { code: fieldCodes.image };
  if (value.size === 0) return {};
  if (value.size > avatarMaxBytes) return { code: fieldCodes.tooLarge };
  const webp = await encodeAvatar(new Uint8Array(await value.arrayBuffer()));
  return webp ? { webp } : { code: fieldCodes.image };
}
