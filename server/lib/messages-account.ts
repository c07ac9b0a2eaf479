// Texts of the profile, the garage and the admin calls (issue 18), in every language.
import type { Text } from './locale';

export const accountTexts = {
  avatarInvalid: {
    no: 'Bildet må være PNG, JPEG eller WebP og høyst 2 MB.',
    en: 'The picture must be PNG, JPEG or WebP and at most 2 MB.',
    ar: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP وبحجم 2 ميغابايت على الأكثر.',
  },
} satisfies Record<string, Text>;
