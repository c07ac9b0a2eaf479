// PUT /api/user's form: the text fields' rules and the write. A new picture is written first, the row then points
// to it (the old name read under a row lock, so two uploads at once never lose track of a file), and the old file
// goes last; a failed write removes the new file again.
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { UserRow } from '../../services/auth/users';
import { avatarMaxBytes, encodeAvatar, removeAvatar, storeAvatar } from './avatar';
import { type FieldCode, fieldCodes, issueFields, oneLine } from './field-errors';

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
export type ProfileChange = v.InferOutput<typeof ProfileFields> & { avatar?: Buffer };

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

export async function saveProfile(
  { db, dataDir, logger }: Pick<Deps, 'db' | 'dataDir' | 'logger'>,
  userId: number,
  change: ProfileChange,
) {
  const newFile = change.avatar ? await storeAvatar(dataDir, change.avatar) : null;
  try {
    const { row, oldFile } = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const [row] = await tx
        .update(users)
        .set({
          ...(change.firstName !== undefined ? { firstName: change.firstName } : {}),
          ...(change.lastName !== undefined ? { lastName: change.lastName } : {}),
          ...(change.phone !== undefined ? { phone: change.phone } : {}),
          ...(newFile ? { avatar: newFile } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      return { row, oldFile: newFile ? (before?.avatar ?? null) : null };
    });
    // A file left behind costs disk space only; the answer is right either way.
    if (oldFile) {
      await removeAvatar(dataDir, oldFile).catch((err) => logger.warn({ err }, 'old avatar not removed'));
    }
    return row as UserRow | undefined;
  } catch (error) {
    if (newFile) await removeAvatar(dataDir, newFile).catch(() => {});
    throw error;
  }
}
