// Texts of the address calls, in every language.
import type { Text } from './locale';

export const addressTexts = {
  addressInvalid: {
    no: 'Sjekk feltene i adressen.',
    en: 'Please check the fields of the address.',
    ar: 'يرجى التحقق من حقول العنوان.',
  },
  postcodeInvalid: {
    no: 'Postnummeret må ha 4 sifre.',
    en: 'The postcode must have 4 digits.',
    ar: 'يجب أن يتكون الرمز البريدي من 4 أرقام.',
  },
  postcodeUnknown: {
    no: 'Postnummeret finnes ikke i postnummerregisteret.',
    en: 'The postcode is not in the Norwegian postcode register.',
    ar: 'الرمز البريدي غير موجود في سجل الرموز البريدية النرويجي.',
  },
  cityMismatch: {
    no: 'Poststedet hører ikke til postnummeret. La feltet stå tomt, så fyller vi det inn.',
    en: 'The city does not belong to the postcode. Leave it empty and we fill it in.',
    ar: 'المدينة لا تطابق الرمز البريدي. اترك الحقل فارغًا وسنملؤه نحن.',
  },
  addressNotFound: {
    no: 'Fant ikke adressen.',
    en: 'Address not found.',
    ar: 'لم يتم العثور على العنوان.',
  },
  noDefaultAddress: {
    no: 'Du har ingen lagret adresse ennå.',
    en: 'You have no saved address yet.',
    ar: 'ليس لديك عنوان محفوظ بعد.',
  },
} satisfies Record<string, Text>;
