// Texts of the admin's two-factor rule and of turning on two-factor with the password, in every language.
import type { Text } from './locale';

export const twoFactorTexts = {
  adminTwoFactorRequired: {
    no: 'Administrasjonsområdet krever tofaktorinnlogging. Slå den på under Konto → Tofaktorinnlogging.',
    en: 'The admin area needs two-factor sign-in. Turn it on under Account → Two-factor sign-in.',
    ar: 'تتطلب منطقة الإدارة تسجيل الدخول الثنائي. فعّله من الحساب ← تسجيل الدخول الثنائي.',
  },
  passwordWrong: {
    no: 'Passordet er feil.',
    en: 'The password is wrong.',
    ar: 'كلمة المرور غير صحيحة.',
  },
} satisfies Record<string, Text>;
