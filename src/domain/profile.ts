// The profile form's rules (PUT /api/user/): names and phone as the server checks them, and the picture it takes.
// Problems are the server's field codes, so one table of texts serves the form's own checks and the server's answer.

export const profileLimits = { name: 100, phone: 20 } as const;
/** A picture of at most 2 MB, as PNG, JPEG or WebP (the server re-encodes it). */
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ProfileField = 'firstName' | 'lastName' | 'phone' | 'avatar';
export type ProfileCode =
  | 'REQUIRED'
  | 'INVALID'
  | 'TOO_LONG'
  | 'INVALID_PHONE'
  | 'INVALID_IMAGE'
  | 'TOO_LARGE';
export type ProfileProblems = Partial<Record<ProfileField, ProfileCode>>;

// Control characters have no place in a name or a number.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

const nameProblem = (name: string): ProfileCode | undefined => {
  if (name.trim().length > profileLimits.name) return 'TOO_LONG';
  return controlCharacters.test(name) ? 'INVALID' : undefined;
};

const phoneProblem = (phone: string): ProfileCode | undefined =>
  phone.trim().length > profileLimits.phone || !/^[0-9 +-]*$/.test(phone.trim())
    ? 'INVALID_PHONE'
    : undefined;

/** The picture chosen, by what the browser says of it; the server checks its bytes again. */
export const avatarProblem = (file: { type: string; size: number }): ProfileCode | undefined => {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'INVALID_IMAGE';
  return file.size > avatarMaxBytes ? 'TOO_LARGE' : undefined;
};

export function checkProfile(form: {
  firstName: string;
  lastName: string;
  phone: string;
  avatar: { type: string; size: number } | null;
}): ProfileProblems {
  const problems: ProfileProblems = {
    firstName: nameProblem(form.firstName),
    lastName: nameProblem(form.lastName),
    phone: phoneProblem(form.phone),
    avatar: form.avatar ? avatarProblem(form.avatar) : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, code]) => code)) as ProfileProblems;
}
