// Loads the active language's catalog from /api/i18n/{locale}.json and activates it. If the catalog cannot
// be fetched (offline before the service worker has it), the source texts (English) are shown. Norwegian comes
// with index.html (scripts/first-paint-plugin.ts), so the default language needs no request at all.
import { i18n } from '@lingui/core';
import { setApiLanguage } from '../api/client';
import { fetchCatalog } from '../api/i18n';
import { defaultLocale, type Locale } from '../domain/locale';
import { inlineCatalogId } from '../prerendered-path';
import { applyDocumentLocale } from './language';

export async function activateLocale(locale: Locale) {
  applyDocumentLocale(locale);
  setApiLanguage(locale);
  let messages = locale === defaultLocale ? inlineCatalog() : null;
  try {
    messages ??= await fetchCatalog(locale);
  } catch (error) {
    console.warn(`Translations for ${locale} could not be loaded`, error);
  }
  i18n.loadAndActivate({ locale, messages: (messages ?? {}) as Parameters<typeof i18n.load>[1] });
  return i18n;
}

function inlineCatalog(): Record<string, unknown> | null {
  const text = document.getElementById(inlineCatalogId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
