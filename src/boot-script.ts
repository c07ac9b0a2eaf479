// The one inline script of index.html (the server's CSP allows it by its sha256 hash). It runs before the
// page is drawn:
// 1. once the page's HTML is parsed and painted, it starts the download of the app's code and of the chosen
//    language's texts: the build names the code in <meta name="app-entry"> and <meta name="app-preload"> instead
//    of script and modulepreload tags (scripts/first-paint-plugin.ts, server/lib/page-preloads.ts), so that on a
//    slow line the first paint does not share the network and the processor with it;
// 2. it decides what of the pre-rendered page (shell + home, in Norwegian) may show until the app draws: in
//    Norwegian the shell shows at once, and its home content only on "/" (a page the server rendered,
//    <html data-rendered>, shows its own content); in another language the loading overlay covers it, as its
//    words would be in the wrong language;
// 3. it keeps what the visitor does on the drawn page before the app has taken it over, for the app to replay.
import { localeStorageKey } from './app/language';
import { defaultLocale, locales } from './domain/locale';
import { prerenderedPath } from './prerendered-path';

/** Where the boot script keeps what was done before the app took the page over, and the mark that it has. */
export const earlyInputKey = 'bildelerEarlyInput';
export const appReadyAttribute = 'data-app';

/** Meta names of the app's entry module and of the modules to fetch with it (read by the boot script). */
export const appEntryMeta = 'app-entry';
export const appPreloadMeta = 'app-preload';

export const bootScript = `(() => {
  let locale = ${JSON.stringify(defaultLocale)};
  try {
    const stored = localStorage.getItem(${JSON.stringify(localeStorageKey)});
    if (${JSON.stringify(locales)}.includes(stored)) locale = stored;
  } catch {}
  const add = (tag, attributes) =>
    document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: 'anonymous' }, attributes));
  const named = (name) =>
    [...document.querySelectorAll('meta[name="' + name + '"]')].flatMap((meta) => meta.content.split(' '));
  let started = false;
  // A few elements a task: each starts a request, which costs a slow phone a few milliseconds.
  const preload = (hrefs) => {
    for (const href of hrefs.splice(0, 4)) add('link', { rel: 'modulepreload', href });
    if (hrefs.length > 0) setTimeout(() => preload(hrefs));
  };
  const start = () => {
    if (started) return;
    started = true;
    add('link', { rel: 'preload', as: 'fetch', href: '/api/i18n/' + locale + '.json' });
    for (const src of named(${JSON.stringify(appEntryMeta)})) if (src) add('script', { type: 'module', src });
    setTimeout(() => preload(named(${JSON.stringify(appPreloadMeta)}).filter(Boolean)));
  };
  // The second animation frame comes after the first one has been painted; a hidden tab has no frames.
  addEventListener('DOMContentLoaded', () => {
    requestAnimationFrame(() => requestAnimationFrame(start));
    setTimeout(start, 300);
  }, { once: true });
  const html = document.documentElement;
  // What the visitor does before the app has taken the page over (a button tapped, a choice made, a word typed)
  // is kept and done again once it has (src/app/early-input.ts); a button does nothing by itself meanwhile.
  const early = (window[${JSON.stringify(earlyInputKey)}] = []);
  for (const type of ['click', 'change', 'input'])
    addEventListener(type, (event) => {
      if (html.hasAttribute(${JSON.stringify(appReadyAttribute)})) return;
      const button = type === 'click' && event.target.closest && event.target.closest('button');
      if (type === 'click' && !button) return;
      if (button) event.preventDefault();
      const target = button || event.target;
      early.push({ type, target, value: target.value, checked: target.checked });
    }, true);
  if (locale === ${JSON.stringify(defaultLocale)}) html.classList.add('boot-prerendered');
  if (location.pathname !== ${JSON.stringify(prerenderedPath)} && !html.hasAttribute('data-rendered'))
    html.classList.add('boot-shell-only');
})();`;
