// Loads the active language's catalog from /api/i18n/{locale}.json and activates it. If the catalog cannot
// be fetched (offline before the service worker has it), the source texts (English) are shown.
import { i18n } from '@lingui/core';
import { setApiLanguage } from '../api/client';
import { fetchCatalog } from '../api/i18n';
import type { Locale } from '../domain/locale';
import { applyDocumentLocale } from './language';

export async function activateLocale(locale: Locale) {
  applyDocumentLocale(locale);
  setApiLanguage(locale);
  let messages = {};
  try {
    messages = await fetchCatalog(locale);
  } catch (error) {
    console.warn(`Translations for ${locale} could not be loaded`, error);
  }
  i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.load>[1] });
  return i18n;
}
