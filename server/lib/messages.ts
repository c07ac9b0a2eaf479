// Texts the server sends to people. The type demands all three languages, so none can be forgotten.
import type { Locale, Text } from './locale';
import { accountTexts } from './messages-account';
import { addressTexts } from './messages-address';
import { authTexts } from './messages-auth';
import { cartTexts } from './messages-cart';
import { edgeTexts } from './messages-edge';
import { invoiceTexts } from './messages-invoice';
import { orderTexts } from './messages-order';
import { packTexts } from './messages-packs';
import { stockTexts } from './messages-stock';
import { twoFactorTexts } from './messages-two-factor';
import { vippsTexts } from './messages-vipps';

const baseTexts = {
  contactSent: {
    no: 'Takk for meldingen! Vi svarer deg innen én virkedag.',
    en: 'Thank you for your message! We will reply within one working day.',
    ar: 'شكرًا على رسالتك! سنرد عليك خلال يوم عمل واحد.',
  },
  subscribed: {
    no: 'Takk! Du er nå påmeldt nyhetsbrevet vårt.',
    en: 'Thank you! You are now subscribed to our newsletter.',
    ar: 'شكرًا! أنت الآن مشترك في نشرتنا الإخبارية.',
  },
  alreadySubscribed: {
    no: 'Denne e-postadressen er allerede påmeldt nyhetsbrevet.',
    en: 'This email address is already subscribed to the newsletter.',
    ar: 'عنوان البريد الإلكتروني هذا مشترك بالفعل في النشرة الإخبارية.',
  },
  invalidEmail: {
    no: 'Vennligst oppgi en gyldig e-postadresse',
    en: 'Please enter a valid email address',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  },
  required: {
    no: 'Fyll ut alle obligatoriske felt.',
    en: 'Please fill in all required fields.',
    ar: 'يرجى ملء جميع الحقول المطلوبة.',
  },
  tooLong: {
    no: 'En av verdiene er for lang.',
    en: 'One of the values is too long.',
    ar: 'إحدى القيم طويلة جدًا.',
  },
  badRequest: {
    no: 'Forespørselen er ugyldig.',
    en: 'The request is not valid.',
    ar: 'الطلب غير صالح.',
  },
  orderNotFound: {
    no: 'Vi fant ingen ordre med dette ordrenummeret og denne e-postadressen.',
    en: 'We found no order with that order number and email address.',
    ar: 'لم نعثر على أي طلب بهذا الرقم وعنوان البريد الإلكتروني هذا.',
  },
  unauthorized: {
    no: 'Du må logge inn på nytt.',
    en: 'Please sign in again.',
    ar: 'يرجى تسجيل الدخول مرة أخرى.',
  },
  forbidden: {
    no: 'Du har ikke tilgang til dette.',
    en: 'You do not have access to this.',
    ar: 'ليس لديك صلاحية الوصول إلى هذا.',
  },
  tooManyRequests: {
    no: 'For mange forsøk. Vent litt og prøv igjen.',
    en: 'Too many attempts. Please wait a moment and try again.',
    ar: 'محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  },
  notFound: {
    no: 'Fant ikke det du ba om.',
    en: 'Not found.',
    ar: 'لم يتم العثور على المطلوب.',
  },
  serverError: {
    no: 'Noe gikk galt hos oss. Prøv igjen om litt.',
    en: 'Something went wrong on our side. Please try again shortly.',
    ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  badIdempotencyKey: {
    no: 'Idempotency-Key må ha 8–200 tegn: bokstaver A–Z, sifre, - og _.',
    en: 'The Idempotency-Key must have 8–200 characters: letters A–Z, digits, - and _.',
    ar: 'يجب أن يتكون Idempotency-Key من 8 إلى 200 حرف: أحرف A–Z وأرقام و- و_.',
  },
  idempotencyKeyReused: {
    no: 'Denne Idempotency-Key er allerede brukt for en annen forespørsel.',
    en: 'This Idempotency-Key was already used for a different request.',
    ar: 'تم استخدام Idempotency-Key هذا بالفعل لطلب مختلف.',
  },
  idempotencyInFlight: {
    no: 'En forespørsel med denne Idempotency-Key behandles fortsatt. Prøv igjen om litt.',
    en: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
    ar: 'لا يزال طلب بهذا Idempotency-Key قيد المعالجة. حاول مرة أخرى بعد قليل.',
  },
  plateTooShort: {
    no: 'Registreringsnummeret må ha mer enn 5 tegn.',
    en: 'The registration number must be longer than 5 characters.',
    ar: 'يجب أن يتكون رقم التسجيل من أكثر من 5 أحرف.',
  },
  plateNotFound: {
    no: 'Vi fant ingen bil med dette registreringsnummeret.',
    en: 'We found no car with that registration number.',
    ar: 'لم نعثر على أي سيارة بهذا الرقم.',
  },
  registerUnavailable: {
    no: 'Kjøretøyregisteret svarer ikke akkurat nå. Prøv igjen om litt, eller velg bilen i listen.',
    en: 'The vehicle register is not answering right now. Try again shortly, or pick the car from the list.',
    ar: 'سجل المركبات لا يستجيب حاليًا. حاول مرة أخرى بعد قليل أو اختر السيارة من القائمة.',
  },
  invalidVin: {
    no: 'Understellsnummeret (VIN) må ha 17 tegn, uten bokstavene I, O og Q.',
    en: 'The VIN must have 17 characters, without the letters I, O and Q.',
    ar: 'يجب أن يتكون رقم الهيكل (VIN) من 17 حرفًا دون الأحرف I وO وQ.',
  },
  vinNotFound: {
    no: 'Fant ingen bil med dette understellsnummeret (VIN).',
    en: 'unable to find vehicle by VIN',
    ar: 'تعذر العثور على المركبة برقم الهيكل (VIN).',
  },
  productNotFound: {
    no: 'Fant ikke produktet.',
    en: 'Product not found.',
    ar: 'لم يتم العثور على المنتج.',
  },
  categoryNotFound: {
    no: 'Fant ikke kategorien.',
    en: 'Category not found.',
    ar: 'لم يتم العثور على الفئة.',
  },
  manufacturerNotFound: {
    no: 'Fant ikke bilmerket i katalogen.',
    en: 'Manufacturer not found in the catalogue.',
    ar: 'لم يتم العثور على الشركة المصنعة في الكتالوج.',
  },
  modelNotFound: {
    no: 'Fant ikke modellen i katalogen.',
    en: 'Model series not found in the catalogue.',
    ar: 'لم يتم العثور على طراز السيارة في الكتالوج.',
  },
  vehicleNotFound: {
    no: 'Fant ikke bilen i katalogen.',
    en: 'Vehicle not found in the catalogue.',
    ar: 'لم يتم العثور على السيارة في الكتالوج.',
  },
} satisfies Record<string, Text>;

/**
 * Every text: the shop's, sign-in and sign-up's (messages-auth.ts), the account pages' (messages-account.ts), the
 * address calls' (messages-address.ts), the cart, validate and price calls' (messages-cart.ts), the order and
 * payment calls' (messages-order.ts).
 */
export const texts = {
  ...baseTexts,
  ...authTexts,
  ...accountTexts,
  ...twoFactorTexts,
  ...addressTexts,
  ...cartTexts,
  ...orderTexts,
  ...vippsTexts,
  ...edgeTexts,
  ...stockTexts,
  ...invoiceTexts,
  ...packTexts,
};

export type TextKey = keyof typeof texts;
export const text = (key: TextKey, locale: Locale): string => texts[key][locale];
