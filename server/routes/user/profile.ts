// PUT /api/user's form: the text fields' rules and the picture read; the write is services/profile/save-profile.ts.
import * as v from 'valibot';
import { type Business, businessFormSchema } from '../../../src/domain/business';
import { type FieldCode, fieldCodes, issueFields, oneLine } from '../../lib/field-errors';
import { cityOf } from '../../lib/postcodes';
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
  const business = readBusiness(form);
  Object.assign(fields, business.fields);
  const picture = await readPicture(form.avatar);
  if (picture.code) fields.avatar = picture.code;
  if (!parsed.success || picture.code || business.fields) return { ok: false, fields };
  return {
    ok: true,
    change: {
      ...parsed.output,
      ...(business.change !== undefined ? { business: business.change } : {}),
      ...(picture.webp ? { avatar: picture.webp } : {}),
    },
  };
}

const BusinessFields = businessFormSchema(cityOf);

/**
 * `accountType`: left out keeps the account as it is; `private` drops the company details; `business` takes them
 * from the form's companyName, orgNumber and invoice* fields, all checked (the organisation number by MOD11).
 */
function readBusiness(form: Form): { change?: Business | null; fields?: Record<string, FieldCode> } {
  const type = form.accountType;
  if (type === undefined || type === '') return {};
  if (type === 'private') return { change: null };
  if (type !== 'business') return { fields: { accountType: fieldCodes.invalid } };
  const parsed = v.safeParse(BusinessFields, {
    companyName: form.companyName,
    orgNumber: form.orgNumber,
    invoiceAddress1: form.invoiceAddress1,
    invoiceAddress2: form.invoiceAddress2,
    invoicePostcode: form.invoicePostcode,
    invoiceCity: form.invoiceCity,
  });
  return parsed.success ? { change: parsed.output } : { fields: issueFields(parsed.issues) };
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
