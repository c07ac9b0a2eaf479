// Texts of invoice credit (who may buy on invoice, and the staff's credit calls), in every language. The refusal
// over the limit names the amounts, so it is built by overLimitText rather than kept as one fixed text.
import { formatPrice } from '../../src/domain/money';
import type { Locale, Text } from './locale';
import { fillText } from './messages-auth';

export const invoiceTexts = {
  invoiceNeedsAccount: {
    no: 'Faktura er for bedriftskunder med en konto vi har godkjent. Logg inn på kontoen din, eller betal med Vipps eller i butikken ved henting.',
    en: 'Invoice is for business customers with an account we have approved. Sign in to your account, or pay with Vipps or in the shop when you pick up.',
    ar: 'الدفع بالفاتورة مخصص لعملاء الشركات ذوي الحسابات التي اعتمدناها. سجّل الدخول إلى حسابك، أو ادفع عبر Vipps أو في المتجر عند الاستلام.',
  },
  invoiceNotApproved: {
    no: 'Kontoen din er ikke godkjent for faktura. Betal med Vipps eller i butikken, eller kontakt oss for å søke om faktura.',
    en: 'Your account is not approved for invoice. Pay with Vipps or in the shop, or contact us to apply for invoice.',
    ar: 'حسابك غير معتمد للدفع بالفاتورة. ادفع عبر Vipps أو في المتجر، أو تواصل معنا لطلب الدفع بالفاتورة.',
  },
  creditTermsInvalid: {
    no: 'Godkjenning må være ja eller nei, og rammen hele kroner fra 0 til 1 000 000.',
    en: 'Approval must be yes or no, and the limit whole kroner from 0 to 1,000,000.',
    ar: 'يجب أن تكون الموافقة نعم أو لا، وأن يكون الحد بالكرونة الكاملة من 0 إلى 1,000,000.',
  },
  customerSearchInvalid: {
    no: 'Skriv 3–100 tegn av e-postadressen.',
    en: 'Type 3–100 characters of the email address.',
    ar: 'اكتب من 3 إلى 100 حرف من عنوان البريد الإلكتروني.',
  },
  customerNotFound: {
    no: 'Fant ingen konto med dette nummeret.',
    en: 'No account has that number.',
    ar: 'لا يوجد حساب بهذا الرقم.',
  },
} satisfies Record<string, Text>;

const overLimit: Text = {
  no: 'Ordren ({total}) går over fakturarammen din: du har {available} igjen av {limit}. Betal åpne fakturaer, velg en annen betalingsmåte eller kontakt oss.',
  en: 'This order ({total}) is over your invoice limit: you have {available} left of {limit}. Pay open invoices, choose another payment method or contact us.',
  ar: 'هذا الطلب ({total}) يتجاوز حد الفاتورة الخاص بك: المتبقي لك {available} من {limit}. ادفع الفواتير المفتوحة أو اختر طريقة دفع أخرى أو تواصل معنا.',
};

/** An amount as the shop shows it, kept left to right inside Arabic text. Whole kroner, never more than there is. */
const amount = (kroner: number, locale: Locale) => {
  const shown = formatPrice(Math.floor(kroner + 1e-9), { locale });
  return locale === 'ar' ? `\u2066${shown}\u2069` : shown;
};

/** Why an order of `total` kroner is refused on invoice, with what is left of the limit. */
export const overLimitText = (
  locale: Locale,
  { total, available, limit }: { total: number; available: number; limit: number },
) =>
  fillText(overLimit[locale], {
    total: amount(Math.ceil(total - 1e-9), locale),
    available: amount(available, locale),
    limit: amount(limit, locale),
  });
