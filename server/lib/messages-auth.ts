// Texts of sign-in, sign-up, two-factor and password reset (issue 18), in every language.
import type { Text } from './locale';

export const authTexts = {
  signInFailed: {
    no: 'Feil e-postadresse eller passord.',
    en: 'Wrong email address or password.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
} satisfies Record<string, Text>;
