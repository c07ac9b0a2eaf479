// Texts of the shop's edge: a request body past its size.
import type { Text } from './locale';

export const edgeTexts = {
  bodyTooLarge: {
    no: 'Forespørselen er for stor.',
    en: 'The request is too large.',
    ar: 'الطلب كبير جدًا.',
  },
} satisfies Record<string, Text>;
