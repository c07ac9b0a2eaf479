// Texts of the order emails: the confirmation, and the messages on SHIPPED and CANCELLED, in every
// language. {placeholders} are filled by fillText (messages-auth.ts); values are escaped before they reach HTML.
import type { Locale, Text } from './locale';

export const emailTexts = {
  greeting: { no: 'Hei {name}!', en: 'Hello {name},', ar: 'مرحبًا {name}،' },
  greetingNoName: { no: 'Hei!', en: 'Hello,', ar: 'مرحبًا،' },
  signOff: { no: 'Hilsen Bildeler', en: 'Best regards, Bildeler', ar: 'مع تحيات Bildeler' },
  confirmationSubject: {
    no: 'Ordrebekreftelse – ordre {number}',
    en: 'Order confirmation – order {number}',
    ar: 'تأكيد الطلب – الطلب رقم {number}',
  },
  confirmationIntro: {
    no: 'Takk for bestillingen hos Bildeler! Her er en oversikt over ordren din.',
    en: 'Thank you for your order at Bildeler! Here is a summary of your order.',
    ar: 'شكرًا لطلبك من Bildeler! إليك ملخص طلبك.',
  },
  orderNumber: { no: 'Ordrenummer', en: 'Order number', ar: 'رقم الطلب' },
  yourReference: { no: 'Din referanse', en: 'Your reference', ar: 'مرجعك' },
  vehicle: { no: 'Kjøretøy', en: 'Vehicle', ar: 'المركبة' },
  product: { no: 'Vare', en: 'Item', ar: 'المنتج' },
  quantity: { no: 'Antall', en: 'Qty', ar: 'الكمية' },
  // Every amount of a mail is incl. MVA, and says so (a business reads prices ex. MVA in the shop).
  unitPrice: { no: 'Pris per stk. inkl. mva', en: 'Unit price incl. VAT', ar: 'سعر الوحدة شاملًا الضريبة' },
  lineTotal: { no: 'Sum inkl. mva', en: 'Total incl. VAT', ar: 'المجموع شاملًا الضريبة' },
  articleNumber: { no: 'Varenr.', en: 'Art. no.', ar: 'رقم الصنف' },
  subtotal: { no: 'Varer inkl. mva', en: 'Items incl. VAT', ar: 'المنتجات شاملًا الضريبة' },
  total: { no: 'Totalt inkl. mva', en: 'Total incl. VAT', ar: 'الإجمالي شاملًا الضريبة' },
  totalExVat: { no: 'Totalt eks. mva', en: 'Total excl. VAT', ar: 'الإجمالي دون الضريبة' },
  buyer: { no: 'Kunde', en: 'Customer', ar: 'العميل' },
  orgNumber: { no: 'Org.nr. {number}', en: 'Org. no. {number}', ar: 'رقم المنظمة {number}' },
  deliveryAddress: { no: 'Leveringsadresse', en: 'Delivery address', ar: 'عنوان التوصيل' },
  pickupShop: { no: 'Hentes i butikk', en: 'Pickup in store', ar: 'الاستلام من المتجر' },
  billingAddress: { no: 'Fakturaadresse', en: 'Billing address', ar: 'عنوان الفاتورة' },
  payment: { no: 'Betaling', en: 'Payment', ar: 'الدفع' },
  methodStore: {
    no: 'Betal i butikken ved henting',
    en: 'Pay in store at pickup',
    ar: 'الدفع في المتجر عند الاستلام',
  },
  methodInvoice: { no: 'Faktura (14 dager)', en: 'Invoice (14 days)', ar: 'فاتورة (14 يومًا)' },
  methodVipps: { no: 'Vipps', en: 'Vipps', ar: 'Vipps' },
  statusPENDING: { no: 'Venter på betaling', en: 'Awaiting payment', ar: 'في انتظار الدفع' },
  statusPAY_IN_STORE: { no: 'Betales ved henting', en: 'To be paid at pickup', ar: 'يُدفع عند الاستلام' },
  statusINVOICED: { no: 'Fakturert', en: 'Invoiced', ar: 'صدرت الفاتورة' },
  statusPAID: { no: 'Betalt', en: 'Paid', ar: 'مدفوع' },
  statusFAILED: { no: 'Betalingen mislyktes', en: 'Payment failed', ar: 'فشل الدفع' },
  statusCANCELLED: { no: 'Kansellert', en: 'Cancelled', ar: 'أُلغي' },
  invoiceTerms: {
    no: 'Forfallsdato {date}. Merk betalingen med referanse {reference}.',
    en: 'Due on {date}. Mark the payment with the reference {reference}.',
    ar: 'تاريخ الاستحقاق {date}. اكتب المرجع {reference} مع الدفعة.',
  },
  viewOrder: { no: 'Se ordren din', en: 'View your order', ar: 'عرض طلبك' },
  trackOrder: {
    no: 'Følg ordren med ordrenummeret og e-postadressen din',
    en: 'Track the order with its number and your email address',
    ar: 'تتبّع الطلب برقمه وعنوان بريدك الإلكتروني',
  },
  shippedSubject: {
    no: 'Ordre {number} er sendt',
    en: 'Order {number} has been shipped',
    ar: 'تم شحن الطلب رقم {number}',
  },
  shippedText: {
    no: 'Ordren din {number} er sendt og er på vei til deg.',
    en: 'Your order {number} has been shipped and is on its way to you.',
    ar: 'تم شحن طلبك رقم {number} وهو في الطريق إليك.',
  },
  readySubject: {
    no: 'Ordre {number} er klar til henting',
    en: 'Order {number} is ready for pickup',
    ar: 'الطلب رقم {number} جاهز للاستلام',
  },
  readyText: {
    no: 'Ordren din {number} er klar til henting hos {shop}.',
    en: 'Your order {number} is ready for pickup at {shop}.',
    ar: 'طلبك رقم {number} جاهز للاستلام من {shop}.',
  },
  cancelledSubject: {
    no: 'Ordre {number} er kansellert',
    en: 'Order {number} has been cancelled',
    ar: 'تم إلغاء الطلب رقم {number}',
  },
  cancelledText: {
    no: 'Ordren din {number} er kansellert. Har du allerede betalt, får du pengene tilbake på samme måte som du betalte.',
    en: 'Your order {number} has been cancelled. If you have already paid, the money is returned the way you paid.',
    ar: 'تم إلغاء طلبك رقم {number}. إذا كنت قد دفعت بالفعل، فسيُعاد المبلغ بالطريقة نفسها التي دفعت بها.',
  },
  staffNote: { no: 'Melding fra oss: {note}', en: 'Our message: {note}', ar: 'رسالتنا: {note}' },
} satisfies Record<string, Text>;

export type EmailTextKey = keyof typeof emailTexts;
export const emailText = (key: EmailTextKey, locale: Locale): string => emailTexts[key][locale];
