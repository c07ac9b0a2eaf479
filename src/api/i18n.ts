// Compiled Lingui catalogs: GET /api/i18n/{locale}.json → { locale, messages }.
import * as v from 'valibot';
import type { Locale } from '../domain/locale';
import { request } from './client';

const CatalogDto = v.object({ locale: v.string(), messages: v.record(v.string(), v.unknown()) });

export type Messages = Record<string, unknown>;

export const fetchCatalog = async (locale: Locale): Promise<Messages> =>
  (await request(CatalogDto, `/i18n/${locale}.json`)).messages;
