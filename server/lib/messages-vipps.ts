// Texts of the Vipps payment calls (issue 20), in every language.
import type { Text } from './locale';

export const vippsTexts = {
  paymentMethodUnavailable: {
    no: 'Denne betalingsmåten er ikke tilgjengelig nå. Velg en annen.',
    en: 'This payment method is not available now. Please choose another.',
    ar: 'طريقة الدفع هذه غير متاحة الآن. يرجى اختيار طريقة أخرى.',
  },
  paymentRefused: {
    no: 'Vipps avviste betalingen. Prøv igjen eller velg en annen betalingsmåte.',
    en: 'Vipps refused the payment. Please try again or choose another payment method.',
    ar: 'رفضت Vipps عملية الدفع. يرجى المحاولة مرة أخرى أو اختيار طريقة دفع أخرى.',
  },
  paymentUnavailable: {
    no: 'Vipps svarer ikke akkurat nå. Ingenting er endret; prøv igjen om litt.',
    en: 'Vipps is not answering right now. Nothing was changed; please try again shortly.',
    ar: 'لا تستجيب Vipps الآن. لم يتغير شيء؛ يرجى المحاولة مرة أخرى بعد قليل.',
  },
  webhookSignatureInvalid: {
    no: 'Signaturen til varselet stemmer ikke.',
    en: 'The signature of the notification does not match.',
    ar: 'توقيع الإشعار غير مطابق.',
  },
} satisfies Record<string, Text>;
