// Texts of the display currency calls, in every language.
import type { Text } from './locale';

export const currencyTexts = {
  currencyUnknown: {
    no: 'Ukjent valuta. Kursen kan settes for EUR, SEK, DKK, GBP og USD.',
    en: 'Unknown currency. Rates can be set for EUR, SEK, DKK, GBP and USD.',
    ar: 'عملة غير معروفة. يمكن تحديد السعر لـ EUR وSEK وDKK وGBP وUSD.',
  },
  currencyRateInvalid: {
    no: 'Kursen må være et positivt tall mellom 0,0001 og 1000 (enheter per 1 NOK).',
    en: 'The rate must be a positive number between 0.0001 and 1000 (units per 1 NOK).',
    ar: 'يجب أن يكون السعر رقمًا موجبًا بين 0.0001 و1000 (وحدات لكل 1 كرونة نرويجية).',
  },
  currencyDuplicate: {
    no: 'Hver valuta kan bare stå én gang.',
    en: 'Each currency may appear only once.',
    ar: 'يمكن أن تظهر كل عملة مرة واحدة فقط.',
  },
} satisfies Record<string, Text>;
