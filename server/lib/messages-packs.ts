// Texts of the offline parts packs (GET /api/packs/vehicle/{carId}) in every language.
import type { Text } from './locale';

export const packTexts = {
  packsBusy: {
    no: 'Mange laster ned delepakker akkurat nå. Prøv igjen om litt.',
    en: 'Many parts packs are downloading right now. Please try again shortly.',
    ar: 'يتم تنزيل حزم قطع كثيرة الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  },
} satisfies Record<string, Text>;
