// Texts of the cart calls, POST /product/validate and the admin's price change, in every language.
import type { Text } from './locale';

export const cartTexts = {
  cartNotFound: {
    no: 'Fant ikke handlekurven.',
    en: 'Cart not found.',
    ar: 'لم يتم العثور على سلة التسوق.',
  },
  cartInvalid: {
    no: 'Handlekurven kunne ikke lagres. Sjekk varene og antallene.',
    en: 'The cart could not be saved. Please check its items and quantities.',
    ar: 'تعذر حفظ سلة التسوق. يرجى التحقق من المنتجات والكميات.',
  },
  validateInvalid: {
    no: 'Oppgi varene som skal sjekkes (id eller varenummer) og et gyldig språk.',
    en: 'Name the articles to check (ids or article numbers) and a valid language.',
    ar: 'حدد المنتجات المراد التحقق منها (المعرّف أو رقم القطعة) ولغة صالحة.',
  },
  priceInvalid: {
    no: 'Prisen må være hele kroner, og tilbudsprisen lavere enn prisen.',
    en: 'The price must be whole kroner, and the sale price below the price.',
    ar: 'يجب أن يكون السعر بالكرونة الكاملة وأن يكون سعر التخفيض أقل من السعر.',
  },
} satisfies Record<string, Text>;
