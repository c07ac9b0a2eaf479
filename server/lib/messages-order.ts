// Texts of the order and payment calls, in every language.
import type { Text } from './locale';

export const orderTexts = {
  idempotencyKeyRequired: {
    no: 'En bestilling må sendes med en Idempotency-Key, så den aldri blir lagt inn to ganger.',
    en: 'An order must be sent with an Idempotency-Key, so it is never placed twice.',
    ar: 'يجب إرسال الطلب مع Idempotency-Key حتى لا يُسجَّل مرتين أبدًا.',
  },
  orderInvalid: {
    no: 'Sjekk feltene i bestillingen.',
    en: 'Please check the fields of the order.',
    ar: 'يرجى التحقق من حقول الطلب.',
  },
  storeNeedsPickup: {
    no: 'Betaling i butikk kan bare velges når du henter varene i butikken.',
    en: 'Pay in store can only be chosen when you pick the order up in the shop.',
    ar: 'لا يمكن اختيار الدفع في المتجر إلا عند استلام الطلب من المتجر.',
  },
  pickupShopUnknown: {
    no: 'Velg en av butikkene våre for henting.',
    en: 'Please choose one of our shops for pickup.',
    ar: 'يرجى اختيار أحد متاجرنا للاستلام.',
  },
  unknownArticles: {
    no: 'Noen av varene finnes ikke lenger i katalogen. Fjern dem fra handlekurven.',
    en: 'Some of the items are no longer in the catalogue. Please remove them from the cart.',
    ar: 'بعض المنتجات لم تعد موجودة في الكتالوج. يرجى إزالتها من السلة.',
  },
  outOfStock: {
    no: 'Noen av varene er ikke på lager i antallet du ba om. Ingenting er bestilt.',
    en: 'Some of the items are not in stock in the quantity you asked for. Nothing was ordered.',
    ar: 'بعض المنتجات غير متوفرة بالكمية المطلوبة. لم يتم طلب أي شيء.',
  },
  priceChanged: {
    no: 'Prisene er endret siden du så dem. Sjekk den nye totalen før du bestiller.',
    en: 'The prices have changed since you saw them. Please check the new total before you order.',
    ar: 'تغيّرت الأسعار منذ أن رأيتها. يرجى مراجعة الإجمالي الجديد قبل الطلب.',
  },
  statusInvalid: {
    no: 'Sjekk feltene i statusmeldingen.',
    en: 'Please check the fields of the status update.',
    ar: 'يرجى التحقق من حقول تحديث الحالة.',
  },
  illegalTransition: {
    no: 'Bestillingen kan ikke flyttes fra denne statusen til den du ba om.',
    en: 'The order cannot move from its status to the one asked for.',
    ar: 'لا يمكن نقل الطلب من حالته الحالية إلى الحالة المطلوبة.',
  },
  orderMissing: {
    no: 'Fant ikke bestillingen.',
    en: 'Order not found.',
    ar: 'لم يتم العثور على الطلب.',
  },
} satisfies Record<string, Text>;
