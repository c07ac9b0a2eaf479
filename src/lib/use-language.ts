import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '../domain/locale';
import { switchLanguage } from './language';
import { showPreloader } from './preloader';

/** The active language and the action that changes it (store, then reload on the same path). */
export function useLanguage() {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'no';
  const choose = (next: Locale) => {
    if (next === locale) return;
    showPreloader();
    switchLanguage(next);
  };
  return { locale, choose };
}
