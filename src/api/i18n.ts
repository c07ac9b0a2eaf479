// Compiled Lingui catalogs: GET /api/i18n/{locale}.json → { locale, messages }.
import { type Locale, TextsAnswer } from '../domain/locale';
import { request } from './client';

export type Messages = Record<string, unknown>;

export const fetchCatalog = async (locale: Locale): Promise<Messages> =>
  (await request(TextsAnswer, `/i18n/${locale}.json`)).messages;
