// Texts of the Vipps payment calls, in every language.
import type { PaymentProblem } from '../../src/domain/checkout';
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
  vippsRefusedInvalid: {
    no: 'Vipps godtok ikke betalingen. Ingenting er trukket. Du kan prøve igjen; skjer det igjen, kontakt oss.',
    en: 'Vipps did not accept the payment. Nothing was charged. You can try again; if it happens again, please contact us.',
    ar: 'لم تقبل Vipps عملية الدفع. لم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى؛ وإذا تكرر ذلك فيرجى التواصل معنا.',
  },
  vippsRefusedShop: {
    no: 'Butikken kan ikke ta imot Vipps-betalinger akkurat nå. Ingenting er trukket. Prøv igjen senere eller kontakt oss.',
    en: 'The shop cannot take Vipps payments right now. Nothing was charged. Please try again later or contact us.',
    ar: 'لا يستطيع المتجر قبول مدفوعات Vipps الآن. لم يُخصم أي مبلغ. يرجى المحاولة لاحقًا أو التواصل معنا.',
  },
  vippsRefusedOther: {
    no: 'Vipps avviste betalingen. Ingenting er trukket. Du kan prøve igjen.',
    en: 'Vipps refused the payment. Nothing was charged. You can try again.',
    ar: 'رفضت Vipps عملية الدفع. لم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى.',
  },
  paidOnlyByProvider: {
    no: 'En Vipps-ordre blir betalt først når Vipps godkjenner betalingen. Den kan ikke merkes som betalt for hånd.',
    en: 'A Vipps order becomes paid only when Vipps approves the payment. It cannot be marked as paid by hand.',
    ar: 'يصبح طلب Vipps مدفوعًا فقط عندما توافق Vipps على الدفع. لا يمكن وضع علامة عليه كمدفوع يدويًا.',
  },
  paymentNotApproved: {
    no: 'Vipps har ingen godkjent betaling av ordrens totalbeløp å trekke, så ordren er ikke sendt. Sjekk betalingen hos Vipps, og kanseller ordren hvis den aldri ble betalt.',
    en: 'Vipps has no approved payment of the order’s total to capture, so the order was not shipped. Check the payment at Vipps, and cancel the order if it was never paid.',
    ar: 'لا توجد لدى Vipps دفعة موافق عليها بإجمالي الطلب لتحصيلها، لذلك لم يُشحن الطلب. تحقّق من الدفعة لدى Vipps، وألغِ الطلب إذا لم يُدفع أبدًا.',
  },
  webhookSignatureInvalid: {
    no: 'Signaturen til varselet stemmer ikke.',
    en: 'The signature of the notification does not match.',
    ar: 'توقيع الإشعار غير مطابق.',
  },
} satisfies Record<string, Text>;

/** The customer's text for a create Vipps refused, by the reason it gave. */
export function refusedText(problem: PaymentProblem | null | undefined): keyof typeof vippsTexts {
  if (problem?.code !== 'REFUSED') return 'vippsRefusedOther';
  if (problem.reason === 'INVALID') return 'vippsRefusedInvalid';
  if (problem.reason === 'KEYS' || problem.reason === 'NOT_ALLOWED') return 'vippsRefusedShop';
  return 'vippsRefusedOther';
}
