// Texts of the stock rules: the order limits, the system's cancel of an unpaid order whose hold ran out (its
// history note, in the order's language) and the admin's stock call, in every language. {minutes} and {days} are
// filled by fillText.
import type { Text } from './locale';

export const stockTexts = {
  tooManyOrders: {
    no: 'Det er lagt inn mange bestillinger herfra på kort tid. Bestillingen venter, prøv igjen litt senere.',
    en: 'Many orders have been placed from here in a short time. Your order waits; please try again a little later.',
    ar: 'تم تقديم طلبات كثيرة من هنا خلال وقت قصير. طلبك في الانتظار، يرجى المحاولة مرة أخرى بعد قليل.',
  },
  vippsHoldEnded: {
    no: 'Vipps-betalingen ble ikke godkjent innen {minutes} minutter, så ordren er kansellert og varene lagt tilbake på lager.',
    en: 'The Vipps payment was not approved within {minutes} minutes, so the order was cancelled and its items put back in stock.',
    ar: 'لم تتم الموافقة على الدفع عبر Vipps خلال {minutes} دقيقة، لذلك أُلغي الطلب وأُعيدت منتجاته إلى المخزون.',
  },
  pickupHoldEnded: {
    no: 'Ordren ble ikke hentet innen {days} dager, så den er kansellert og varene lagt tilbake på lager.',
    en: 'The order was not collected within {days} days, so it was cancelled and its items put back in stock.',
    ar: 'لم يتم استلام الطلب خلال {days} أيام، لذلك أُلغي وأُعيدت منتجاته إلى المخزون.',
  },
  stockInvalid: {
    no: 'Antallet må være et helt tall fra 0 og oppover.',
    en: 'The number of units must be a whole number, 0 or more.',
    ar: 'يجب أن يكون عدد الوحدات عددًا صحيحًا، 0 أو أكثر.',
  },
} satisfies Record<string, Text>;
