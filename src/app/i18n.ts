// Loads the active language's catalog from /api/i18n/{locale}.json (precached by the service worker with the
// build, so it is there offline) and activates it. A page never shows message ids: when the catalog cannot be
// had, Norwegian is shown instead; when no catalog can be had at all, the app leaves the page as it was drawn
// (null) and says why in the console.
import { setupI18n } from '@lingui/core';
import { setApiLanguage } from '../api/client';
import { fetchCatalog, type Messages } from '../api/i18n';
import { defaultLocale, type Locale } from '../domain/locale';
import { applyDocumentLocale } from '../lib/language';

async function loadCatalog(locale: Locale): Promise<Messages | null> {
  try {
    return await fetchCatalog(locale);
  } catch (error) {
    console.warn(`Translations for ${locale} could not be loaded`, error);
    return null;
  }
}

export async function activateLocale(
  wanted: Locale,
  load: (locale: Locale) => Promise<Messages | null> = loadCatalog,
) {
  let locale = wanted;
  let messages = await load(locale);
  if (!messages && locale !== defaultLocale) {
    locale = defaultLocale;
    messages = await load(locale);
  }
  if (!messages) {
    console.error('No translations could be loaded: the page stays as it was drawn.');
    return null;
  }
  applyDocumentLocale(locale);
  setApiLanguage(locale);
  // An instance of its own, given to the app through React context (no global i18n).
  const i18n = setupI18n({ locale, messages: { [locale]: messages as Record<string, never> } });
  return { i18n, locale };
}
