// The boot code: the one inline script of every page (compiled from boot-entry.ts at build time by
// vite/first-visit-pages.ts; the server allows it by its hash). It runs before the page is drawn and:
// 1. loads the app's code (named in <meta name="app-entry"> / "app-preload") once the page is painted — or, on a
//    first visit to a page the server drew complete (Norwegian, on a device the app never ran on), only when the
//    visitor first uses the page, while the service worker is installed once the page has settled. A page drawn
//    as its frame only (the cart, an account page: the rest is on the device) is not complete without the code: it
//    starts as soon as the page is parsed. On every page, what it was drawn with and what it reads before a service
//    worker controls it is handed to the worker once one is active, to keep for offline (hand-over.ts);
// 2. until the app has taken the page over (<html data-app>, early-input.ts; the page area a little earlier,
//    <html data-app-page>, and the shell's parts after it): a tap on a link follows it as a
//    plain link — the next page comes drawn by the server — with a progress bar at once; a tap on a button, a
//    choice or typing is stopped and kept for the app to do again;
// 3. decides whether the drawn page may show until the app draws (Norwegian: at once; another language: the
//    loading overlay covers it, as its words would be in the wrong language), and marks a device the app never ran
//    on (its lists are empty: a cart page's frame says so at once).
import { defaultLocale, direction, isLocale, type Locale } from '../domain/locale';
import { dropKeptCart, type EarlyInput, type EarlyInputStore } from './early-input';
import { handOverToServiceWorker, installServiceWorkerWhenSettled } from './hand-over';
import {
  addsAttribute,
  appEntryMeta,
  appPreloadMeta,
  appReadyAttribute,
  appStartedKey,
  codeFailedEvent,
  codeFailedId,
  earlyInputKey,
  frameMeta,
  keptAttribute,
  keptCartAttribute,
  localeStorageKey,
  navigatingAttribute,
  newDeviceAttribute,
  pageAreaId,
  pageReadyAttribute,
  preloaderId,
  reloadAttribute,
  renderedMeta,
  shownAttribute,
  showsAttribute,
  waitingAttribute,
  writesAttribute,
} from './names';

type Storage = Pick<globalThis.Storage, 'getItem'>;
/** A window with its own constructors (Element), so the boot code can run on any window (tests: happy-dom). */
type Page = Window & typeof globalThis;

/** The language chosen on this device and whether the app has run on it. */
export function readDevice(storage: Storage | undefined): { locale: Locale; appStarted: boolean } {
  try {
    const stored = storage?.getItem(localeStorageKey);
    return {
      locale: isLocale(stored) ? stored : defaultLocale,
      appStarted: storage?.getItem(appStartedKey) != null,
    };
  } catch {
    return { locale: defaultLocale, appStarted: false };
  }
}

/** A page the server drew, in Norwegian, on a device the app never ran on: complete without the app's code. */
export const isFirstVisit = (doc: Document, device: { locale: Locale; appStarted: boolean }) =>
  doc.querySelector(`meta[name="${renderedMeta}"]`) !== null &&
  device.locale === defaultLocale &&
  !device.appStarted;

/** A page the server drew as its frame only (the rest comes from the device): it waits for the app's code. */
export const isFrame = (doc: Document) => doc.querySelector(`meta[name="${frameMeta}"]`) !== null;

/**
 * Starts the app's code and its language's texts, once; the modulepreloads a few per task (each costs a phone).
 * When the code's files cannot be had (the connection is gone), `codeFailedEvent` is sent on the window.
 */
export function codeLoader(
  doc: Document,
  locale: Locale,
  failed = () => doc.defaultView?.dispatchEvent(new Event(codeFailedEvent)),
) {
  let started = false;
  const add = (tag: string, attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute('crossorigin', 'anonymous');
    doc.head.appendChild(element);
    return element;
  };
  const named = (name: string) =>
    [...doc.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`)]
      .flatMap((meta) => meta.content.split(' '))
      .filter(Boolean);
  const preload = (hrefs: string[]) => {
    for (const href of hrefs.splice(0, 4)) add('link', { rel: 'modulepreload', href });
    if (hrefs.length > 0) setTimeout(() => preload(hrefs));
  };
  return {
    get started() {
      return started;
    },
    start() {
      if (started) return;
      started = true;
      add('link', { rel: 'preload', as: 'fetch', href: `/api/i18n/${locale}.json` });
      // A module script whose file, or any file it imports, does not come fires `error` on its element.
      for (const src of named(appEntryMeta))
        add('script', { type: 'module', src }).addEventListener('error', () => failed(), { once: true });
      setTimeout(() => preload(named(appPreloadMeta)));
    },
  };
}

const linkOf = (target: Element) => target.closest<HTMLElement>('a[href], [data-href]');

/** Where a tap on `link` goes as a plain navigation, or null when the browser should be left alone. */
function plainNavigation(link: HTMLElement, event: MouseEvent | KeyboardEvent, page: Location) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  if (link instanceof HTMLAnchorElement) {
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    const url = new URL(link.href, page.href);
    // Another site, or a place on this same page: nothing to wait for.
    if (url.origin !== page.origin || (url.pathname === page.pathname && url.search === page.search))
      return null;
  }
  return link.getAttribute('href') ?? link.getAttribute('data-href');
}

/** A form the browser can send itself, as a plain navigation: a GET with an address (the header's search). */
const isPlainForm = (form: HTMLFormElement | null): form is HTMLFormElement =>
  form !== null && form.method === 'get' && form.hasAttribute('action');

/**
 * Until the app has taken the page over: a link tapped in the page is followed as a plain link (a span that
 * stands for one, src/components/app-link.tsx, or a filter's box with the address it leads to, too), once the
 * progress bar is painted, and a plain form (isPlainForm) or a choice of an option with an address (`data-href`:
 * the sort) is sent the same way; a button tapped, a choice made or a field typed in is stopped and kept
 * (early-input.ts does it again once the app owns it). A kept tap shows at once: the button as busy, the progress
 * bar, and an add to cart in the header's count. Once a tap that writes (`data-writes`) is kept, a link tapped after
 * it waits its turn too, so that leaving the page never loses it.
 */
export function keepEarlyInput(win: Page, navigate = (href: string) => win.location.assign(href)) {
  const doc = win.document;
  const html = doc.documentElement;
  const kept: EarlyInput[] = [];
  let keptUnits = 0;
  (win as unknown as EarlyInputStore)[earlyInputKey] = kept;
  // The element a tap or a field's event is on, while it is not yet the app's to answer: in the app's root, before
  // the app has taken the page over (the page area is its own a little earlier than the shell).
  const notTakenOver = (target: EventTarget | null): Element | null => {
    const element = target instanceof win.Element ? target : ((target as Node | null)?.parentElement ?? null);
    if (!element?.closest('#root') || html.hasAttribute(appReadyAttribute)) return null;
    if (html.hasAttribute(pageReadyAttribute) && element.closest(`#${pageAreaId}`)) return null;
    return element;
  };
  // The page is left for one the server draws (`go`), once the progress bar is painted: starting the navigation in
  // the same task held the frame back (≈ 110 ms under mobile throttling).
  const leave = (event: Event, go: () => void) => {
    html.setAttribute(navigatingAttribute, '');
    event.preventDefault();
    event.stopPropagation();
    win.requestAnimationFrame(() => win.setTimeout(go));
  };
  const follow = (event: MouseEvent | KeyboardEvent, link: HTMLElement) => {
    const href = plainNavigation(link, event, win.location);
    if (href !== null) leave(event, () => navigate(href));
  };
  // A tap that writes (an add to cart) is kept: leaving the page now would lose it.
  const writesKept = () =>
    kept.some((input) => input.type === 'click' && (input.target as Element).hasAttribute(writesAttribute));
  // The app's code could not be had: nothing kept will be done. What showed a tap was kept goes, and the page says
  // why (the notice drawn hidden); a panel a tap showed stays, it works without the app. A page drawn as its frame
  // is nothing without the code: it says so at once.
  let failed = false;
  const showNotice = () => doc.getElementById(codeFailedId)?.removeAttribute('hidden');
  win.addEventListener(codeFailedEvent, () => {
    if (html.hasAttribute(appReadyAttribute) || html.hasAttribute(pageReadyAttribute)) return;
    failed = true;
    let lost = isFrame(doc);
    for (const input of kept.splice(0)) {
      const target = input.target as Element;
      target.removeAttribute?.(keptAttribute);
      lost ||= input.type === 'click' && !target.hasAttribute(showsAttribute);
    }
    html.removeAttribute(waitingAttribute);
    dropKeptCart(win);
    keptUnits = 0;
    // The overlay of a page to be drawn in another language: the page as drawn, and the notice, are better.
    doc.getElementById(preloaderId)?.remove();
    if (lost) showNotice();
  });
  const keepTap = (event: Event, target: HTMLElement) => {
    event.preventDefault();
    event.stopPropagation();
    // A button that opens a panel drawn in the page already (the list's filters) shows it at once.
    const shows = target.getAttribute(showsAttribute);
    if (shows) doc.getElementById(shows)?.setAttribute(shownAttribute, '');
    // Nothing can do it now: the notice says so, and its button reloads the page.
    if (failed) {
      if (target.hasAttribute(reloadAttribute)) win.location.reload();
      else if (!shows) showNotice();
      return;
    }
    kept.push({ type: 'click', target });
    target.setAttribute(keptAttribute, '');
    html.setAttribute(waitingAttribute, '');
    const units = Number(target.getAttribute(addsAttribute));
    if (units > 0 && !(target as HTMLButtonElement).disabled) {
      keptUnits += units;
      html.style.setProperty('--kept-cart', String(keptUnits));
      html.setAttribute(keptCartAttribute, '');
    }
  };
  win.addEventListener(
    'click',
    (event) => {
      const element = notTakenOver(event.target);
      if (!element) return;
      const link = linkOf(element);
      if (link && writesKept()) {
        if (plainNavigation(link, event, win.location) !== null) keepTap(event, link);
        return;
      }
      if (link) return follow(event, link);
      const control = element.closest('button');
      if (!control) return;
      // The browser sends a plain form itself (the submit listener below).
      if (control.type === 'submit' && isPlainForm(control.form)) return;
      keepTap(event, control);
    },
    true,
  );
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!notTakenOver(form) || !isPlainForm(form)) return;
      // The app's handler may be in place already but not what was typed (it is kept): the browser sends it.
      leave(event, () => form.submit());
    },
    true,
  );
  win.addEventListener(
    'keydown',
    (event) => {
      const element = notTakenOver(event.target);
      const link = element?.closest<HTMLElement>('[data-href]');
      if (!link || event.key !== 'Enter') return;
      if (writesKept()) keepTap(event, link);
      else follow(event, link);
    },
    true,
  );
  for (const type of ['change', 'input'] as const) {
    win.addEventListener(
      type,
      (event) => {
        const element = notTakenOver(event.target) as HTMLInputElement | null;
        // A picked file cannot be set on the field again later: its event goes through to whatever listens now.
        if (!element || element.type === 'file' || failed) return;
        // A choice whose option names an address (the list's sort) is followed there, as a link is.
        const href = (element as unknown as HTMLSelectElement).selectedOptions?.[0]?.getAttribute(
          'data-href',
        );
        if (type === 'change' && href && !writesKept()) return leave(event, () => navigate(href));
        event.stopPropagation();
        kept.push({ type, target: element, value: element.value, checked: element.checked });
        // A choice (a filter, the sort) waits for the app to act on it: the progress bar says so. Typing does not.
        if (type === 'change' && !/^(text|search|email|tel|password|number|url)$/.test(element.type))
          html.setAttribute(waitingAttribute, '');
      },
      true,
    );
  }
  // The progress bar shows as the finger lifts from a link or a button, before the browser has made a click of it
  // (a phone waits to tell a tap from a scroll); no click in a moment after, and it was not a tap.
  win.addEventListener(
    'pointerup',
    (event) => {
      const element = notTakenOver(event.target);
      if (!element || event.button !== 0) return;
      const link = linkOf(element);
      const bar = link
        ? plainNavigation(link, event, win.location) !== null && navigatingAttribute
        : !failed && element.closest('button') !== null && waitingAttribute;
      if (!bar) return;
      html.setAttribute(bar, '');
      const settled = () => win.removeEventListener('click', clicked, true);
      const clicked = () => {
        settled();
        win.clearTimeout(timer);
      };
      const timer = win.setTimeout(() => {
        settled();
        if (bar === navigatingAttribute || kept.length === 0) html.removeAttribute(bar);
      }, 800);
      win.addEventListener('click', clicked, true);
    },
    true,
  );
  // Back to this page from the history cache: the tap that left it is over.
  win.addEventListener('pageshow', () => html.removeAttribute(navigatingAttribute));
}

/**
 * A first visit: the code loads when the page is first used (a press, focus or change that is not on a link, a
 * key). The service worker is installed meanwhile (installServiceWorkerWhenSettled, hand-over.ts).
 */
export function waitForUse(win: Page, start: () => void) {
  const types = ['pointerdown', 'keydown', 'focusin', 'click', 'input', 'change'] as const;
  const wake = (event: Event) => {
    const target = event.target instanceof win.Element ? event.target : null;
    // A tap on a link (which also focuses it) leaves the page: its code would only compete with the next page.
    if (event.type !== 'keydown' && event.type !== 'input' && target && linkOf(target)) return;
    for (const type of types) win.removeEventListener(type, wake, true);
    start();
  };
  for (const type of types) win.addEventListener(type, wake, { capture: true, passive: true });
}

export function boot(win: Page) {
  const doc = win.document;
  const html = doc.documentElement;
  const device = readDevice(win.localStorage);
  const code = codeLoader(doc, device.locale);
  keepEarlyInput(win);
  // From the start: what the page reads before a service worker controls it is kept for offline once one is active.
  handOverToServiceWorker(win, device.locale);
  if (!device.appStarted) html.setAttribute(newDeviceAttribute, '');
  if (isFirstVisit(doc, device)) {
    // The loading overlay is for a page the app must draw; this one is drawn.
    doc.addEventListener('DOMContentLoaded', () => doc.getElementById(preloaderId)?.remove(), { once: true });
    waitForUse(win, code.start);
    installServiceWorkerWhenSettled(win);
  } else if (isFrame(doc)) {
    // Nothing to wait for: what the page shows besides its frame needs the code.
    doc.addEventListener('DOMContentLoaded', code.start, { once: true });
  } else {
    // The second animation frame comes after the first one has been painted; a hidden tab has no frames.
    doc.addEventListener(
      'DOMContentLoaded',
      () => {
        win.requestAnimationFrame(() => win.requestAnimationFrame(code.start));
        win.setTimeout(code.start, 300);
      },
      { once: true },
    );
  }
  // The page is drawn in Norwegian: in Norwegian it shows at once; in another language the overlay covers it.
  if (device.locale === defaultLocale) html.classList.add('boot-prerendered');
  // Laid out in the visitor's direction from the first paint: turned when the app starts, the whole page (under the
  // overlay) moved, a layout shift of 0.04–0.1.
  if (html.dir !== direction(device.locale)) html.dir = direction(device.locale);
}
