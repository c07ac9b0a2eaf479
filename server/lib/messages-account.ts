// Texts of the profile, the garage, the lists and the admin calls, in every language.
import { listLimits } from '../../src/domain/saved-lists';
import type { Text } from './locale';

const { wishlist, compare } = listLimits;

export const accountTexts = {
  avatarInvalid: {
    no: 'Bildet må være PNG, JPEG eller WebP og høyst 2 MB.',
    en: 'The picture must be PNG, JPEG or WebP and at most 2 MB.',
    ar: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP وبحجم 2 ميغابايت على الأكثر.',
  },
  phoneInvalid: {
    no: 'Telefonnummeret kan bare ha sifre, mellomrom, + og -, og høyst 20 tegn.',
    en: 'The phone number may only hold digits, spaces, + and -, and at most 20 characters.',
    ar: 'يمكن أن يحتوي رقم الهاتف على أرقام ومسافات و+ و- فقط، وبحد أقصى 20 حرفًا.',
  },
  orgNumberInvalid: {
    no: 'Organisasjonsnummeret må være 9 siffer og gyldig (kontrollsiffer etter Brønnøysundregistrenes regel).',
    en: "The organisation number must be 9 digits and valid (check digit by Brønnøysundregistrene's rule).",
    ar: 'يجب أن يتكون رقم المنظمة من 9 أرقام وأن يكون صالحًا (رقم التحقق وفق قاعدة سجلات برونويسوند).',
  },
  profileInvalid: {
    no: 'Sjekk feltene i profilen.',
    en: 'Please check the fields of your profile.',
    ar: 'يرجى التحقق من حقول ملفك الشخصي.',
  },
  formExpected: {
    no: 'Profilen må sendes som et skjema (multipart/form-data).',
    en: 'The profile must be sent as a form (multipart/form-data).',
    ar: 'يجب إرسال الملف الشخصي كنموذج (multipart/form-data).',
  },
  garageInvalid: {
    no: 'Sjekk opplysningene om bilen.',
    en: 'Please check the details of the vehicle.',
    ar: 'يرجى التحقق من بيانات المركبة.',
  },
  plateInvalid: {
    no: 'Registreringsnummeret kan bare ha bokstaver og sifre.',
    en: 'The registration number may only hold letters and digits.',
    ar: 'يمكن أن يحتوي رقم التسجيل على أحرف وأرقام فقط.',
  },
  garageTooMany: {
    no: 'Du kan sende høyst 50 biler om gangen.',
    en: 'You can send at most 50 vehicles at a time.',
    ar: 'يمكنك إرسال 50 مركبة كحد أقصى في المرة الواحدة.',
  },
  listsInvalid: {
    no: 'Forespørselen om ønskelisten eller sammenligningen er ugyldig.',
    en: 'The request about the wishlist or the comparison is not valid.',
    ar: 'طلب قائمة الرغبات أو المقارنة غير صالح.',
  },
  articleUnknown: {
    no: 'Fant ikke produktet i katalogen.',
    en: 'Product not found in the catalogue.',
    ar: 'لم يتم العثور على المنتج في الكتالوج.',
  },
  listsTooMany: {
    no: `Ønskelisten kan ha høyst ${wishlist} produkter og sammenligningen høyst ${compare}.`,
    en: `The wishlist holds at most ${wishlist} products and the comparison at most ${compare}.`,
    ar: `تتسع قائمة الرغبات لـ ${wishlist} منتج كحد أقصى والمقارنة لـ ${compare} منتجات كحد أقصى.`,
  },
} satisfies Record<string, Text>;
