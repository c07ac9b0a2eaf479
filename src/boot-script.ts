// The one inline script of index.html (the server's CSP allows it by its sha256 hash). It runs before the
// page is drawn:
// 1. it starts the download of the chosen language's texts while the app's JavaScript is still loading;
// 2. it decides what of the pre-rendered page (shell + home, in Norwegian) may show until the app draws: in
//    Norwegian the shell shows at once, and its home content only on "/"; in another language the loading
//    overlay covers it, as its words would be in the wrong language.
import { localeStorageKey } from './app/language';
import { defaultLocale, locales } from './domain/locale';
import { prerenderedPath } from './prerendered-path';

export const bootScript = `(() => {
  let locale = ${JSON.stringify(defaultLocale)};
  try {
    const stored = localStorage.getItem(${JSON.stringify(localeStorageKey)});
    if (${JSON.stringify(locales)}.includes(stored)) locale = stored;
  } catch {}
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = '/api/i18n/' + locale + '.json';
  document.head.appendChild(link);
  const html = document.documentElement;
  if (locale === ${JSON.stringify(defaultLocale)}) html.classList.add('boot-prerendered');
  if (location.pathname !== ${JSON.stringify(prerenderedPath)}) html.classList.add('boot-shell-only');
})();`;
