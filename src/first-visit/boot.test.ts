// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot, codeLoader, isFirstVisit, keepEarlyInput, readDevice, waitForUse } from './boot';
import type { EarlyInputStore } from './early-input';
import {
  appReadyAttribute,
  appStartedKey,
  codeFailedEvent,
  codeFailedId,
  earlyInputKey,
  frameMeta,
  keptAttribute,
  keptCartAttribute,
  navigatingAttribute,
  newDeviceAttribute,
  pageReadyAttribute,
  reloadAttribute,
  renderedMeta,
  shownAttribute,
  waitingAttribute,
} from './names';

const page = window as unknown as Window & typeof globalThis;
const html = document.documentElement;
const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const kept = () => (window as unknown as EarlyInputStore)[earlyInputKey] ?? [];

let listeners: AbortController;
beforeEach(() => {
  listeners = new AbortController();
  // Every listener the boot code adds in a test goes when the test ends.
  const add = page.addEventListener.bind(page);
  vi.spyOn(page, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, {
      ...(typeof options === 'object' ? options : { capture: options }),
      signal: listeners.signal,
    }),
  );
});
afterEach(() => {
  listeners.abort();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of [
    appReadyAttribute,
    pageReadyAttribute,
    navigatingAttribute,
    newDeviceAttribute,
    waitingAttribute,
    keptCartAttribute,
  ])
    html.removeAttribute(name);
  html.style.removeProperty('--kept-cart');
});

describe('readDevice and isFirstVisit', () => {
  it('reads the chosen language and whether the app ran; unknown or unreadable storage means a new visitor', () => {
    expect(readDevice(storage({}))).toEqual({ locale: 'no', appStarted: false });
    expect(readDevice(storage({ 'bildeler.locale': 'ar', 'bildeler.app-started': '2026' }))).toEqual({
      locale: 'ar',
      appStarted: true,
    });
    expect(readDevice(storage({ 'bildeler.locale': 'de' })).locale).toBe('no');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDevice(refusing)).toEqual({ locale: 'no', appStarted: false });
  });

  it('is a first visit only on a page the server drew, in Norwegian, on a device the app never ran on', () => {
    expect(isFirstVisit(document, { locale: 'no', appStarted: false })).toBe(false);
    document.head.innerHTML = `<meta name="${renderedMeta}">`;
    expect(isFirstVisit(document, { locale: 'no', appStarted: false })).toBe(true);
    expect(isFirstVisit(document, { locale: 'en', appStarted: false })).toBe(false);
    expect(isFirstVisit(document, { locale: 'no', appStarted: true })).toBe(false);
  });
});

describe('codeLoader', () => {
  it("starts the app's code and the language's texts once, and its preloads after the first task", () => {
    vi.useFakeTimers();
    // A document of its own: nothing added to it is fetched.
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = `<meta name="app-entry" content="/assets/index.js">
      <meta name="app-preload" content="/a.js /b.js /c.js /d.js /e.js /f.js">`;
    const code = codeLoader(doc, 'ar');
    expect(code.started).toBe(false);
    code.start();
    code.start();
    expect(code.started).toBe(true);
    const scripts = [...doc.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(['/assets/index.js']);
    expect(doc.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe('/api/i18n/ar.json');
    const preloads = () => doc.head.querySelectorAll('link[rel=modulepreload]').length;
    expect(preloads()).toBe(0);
    vi.runAllTimers();
    expect(preloads()).toBe(6);
  });

  it("says so when the app's code cannot be had", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = `<meta name="app-entry" content="/assets/index.js">`;
    const failed = vi.fn();
    codeLoader(doc, 'no', failed).start();
    expect(failed).not.toHaveBeenCalled();
    doc.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledOnce();
  });
});

describe('boot', () => {
  it('starts the code of a page drawn as its frame once it is parsed, not at a first touch nor after a paint', () => {
    // The device is new to the app: a page drawn complete would wait for a first touch.
    document.head.innerHTML = `<meta name="${frameMeta}"><meta name="app-entry" content="/assets/index.js">`;
    expect(isFirstVisit(document, readDevice(localStorage))).toBe(false);
    vi.spyOn(page, 'requestAnimationFrame');
    boot(page);
    expect(document.querySelector('script[src]')).toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/assets/index.js');
    expect(page.requestAnimationFrame).not.toHaveBeenCalled();
  });

  it('marks a device the app never ran on, whose lists are empty for sure', () => {
    boot(page);
    expect(html.hasAttribute(newDeviceAttribute)).toBe(true);
    html.removeAttribute(newDeviceAttribute);
    localStorage.setItem(appStartedKey, '2026-11-27');
    boot(page);
    expect(html.hasAttribute(newDeviceAttribute)).toBe(false);
    localStorage.removeItem(appStartedKey);
  });

  it("lays the page out in the visitor's direction from the start", () => {
    html.classList.remove('boot-prerendered');
    localStorage.setItem('bildeler.locale', 'ar');
    boot(page);
    expect(html.dir).toBe('rtl');
    // Drawn in Norwegian, the page stays under the loading overlay.
    expect(html.classList.contains('boot-prerendered')).toBe(false);
    localStorage.clear();
    html.dir = 'ltr';
  });
});

describe('keepEarlyInput, before the app has taken the page over', () => {
  const navigate = vi.fn<(href: string) => void>();
  beforeEach(() => {
    navigate.mockReset();
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'https://bildeler.test/catalog/products',
    );
    document.body.innerHTML = `<div id="root">
      <header><button id="menu-button">Menu</button><a href="/cart" id="cart-link">Cart</a></header>
      <main id="main">
      <span role="link" tabindex="0" data-href="/products/7-bosch" id="card">Bosch</span>
      <a href="/catalog/bremser" id="menu">Bremser</a>
      <button id="add">Add</button>
      <button id="cart" data-adds="2" data-writes>Add to cart</button>
      <button id="filters" data-shows="filters-panel">Filters</button><aside id="filters-panel"></aside>
      <form action="/products" id="search"><input name="search" id="text"><button id="go">Search</button></form>
      <input id="q">
      <input id="brand-box" type="checkbox" data-href="/catalog/products?brand=ate">
      <select id="sort"><option value="default">Popular</option><option value="name_asc" data-href="/catalog/products?sort=name_asc">A–Z</option></select>
      <input id="picture" type="file">
      </main>
      <div id="${codeFailedId}" hidden><button id="reload" ${reloadAttribute}>Reload</button></div>
    </div><button id="outside">Outside</button>`;
    keepEarlyInput(page, navigate);
  });
  const tap = (id: string, init: MouseEventInit = {}) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    document.getElementById(id)?.dispatchEvent(click);
    return click;
  };

  it('follows a span that stands for a link as a plain link, once the progress bar is painted', () => {
    vi.useFakeTimers();
    const click = tap('card');
    expect(click.defaultPrevented).toBe(true);
    expect(html.hasAttribute(navigatingAttribute)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledWith('/products/7-bosch');
    expect(kept()).toEqual([]);
  });

  it('follows a real link the same way; a click with a modifier is left to the browser', () => {
    vi.useFakeTimers();
    // What the boot code did to the click, seen after it (then the test's browser is kept from navigating).
    const prevented: boolean[] = [];
    page.addEventListener(
      'click',
      (event) => {
        prevented.push(event.defaultPrevented);
        event.preventDefault();
      },
      true,
    );
    tap('menu', { ctrlKey: true });
    expect(html.hasAttribute(navigatingAttribute)).toBe(false);
    tap('menu');
    expect(prevented).toEqual([false, true]);
    expect(html.hasAttribute(navigatingAttribute)).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledWith('/catalog/bremser');
  });

  it('shows the progress bar as the finger lifts from a link, and takes it away when no click follows', () => {
    vi.useFakeTimers();
    const card = document.getElementById('card');
    card?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    expect(html.hasAttribute(navigatingAttribute)).toBe(true);
    vi.advanceTimersByTime(800);
    expect(html.hasAttribute(navigatingAttribute)).toBe(false);
    card?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    tap('card');
    vi.advanceTimersByTime(800);
    expect(html.hasAttribute(navigatingAttribute)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/products/7-bosch');
  });

  it('shows the progress bar as the finger lifts from a button, and takes it away when no click follows', () => {
    vi.useFakeTimers();
    const add = document.getElementById('add');
    add?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    expect(html.hasAttribute(waitingAttribute)).toBe(true);
    vi.advanceTimersByTime(800);
    expect(html.hasAttribute(waitingAttribute)).toBe(false);
    add?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    tap('add');
    vi.advanceTimersByTime(800);
    expect(html.hasAttribute(waitingAttribute)).toBe(true);
  });

  it('stops and keeps a tap on a button and typing in a field, in order; nothing outside the page', () => {
    const seen = vi.fn();
    document.getElementById('add')?.addEventListener('click', seen);
    const click = tap('add');
    const field = document.getElementById('q') as HTMLInputElement;
    field.value = 'brems';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    tap('outside');
    expect(click.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    expect(kept().map((input) => [input.type, (input.target as Element).id, input.value])).toEqual([
      ['click', 'add', undefined],
      ['input', 'q', 'brems'],
    ]);
  });

  it('shows a kept tap at once: the button busy, the progress bar, an add to cart in the header count', () => {
    tap('add');
    expect(document.getElementById('add')?.hasAttribute(keptAttribute)).toBe(true);
    expect(html.hasAttribute(waitingAttribute)).toBe(true);
    expect(html.hasAttribute(keptCartAttribute)).toBe(false);
    tap('cart');
    tap('cart');
    expect(html.hasAttribute(keptCartAttribute)).toBe(true);
    expect(html.style.getPropertyValue('--kept-cart')).toBe('4');
  });

  it("lets go of what it kept when the app's code cannot be had, and says why", () => {
    const notice = document.getElementById(codeFailedId);
    tap('cart');
    tap('filters');
    page.dispatchEvent(new Event(codeFailedEvent));
    expect(kept()).toEqual([]);
    expect(document.querySelectorAll(`[${keptAttribute}]`)).toHaveLength(0);
    // The panel shown works without the app (its filters are links): it stays.
    expect(document.getElementById('filters-panel')?.hasAttribute(shownAttribute)).toBe(true);
    expect(html.hasAttribute(waitingAttribute)).toBe(false);
    expect(html.hasAttribute(keptCartAttribute)).toBe(false);
    expect(html.style.getPropertyValue('--kept-cart')).toBe('');
    expect(notice?.hidden).toBe(false);
    // A tap after it is not kept: nothing would do it.
    const click = tap('add');
    expect(click.defaultPrevented).toBe(true);
    expect(kept()).toEqual([]);
    expect(document.getElementById('add')?.hasAttribute(keptAttribute)).toBe(false);
  });

  it('shows the notice only once a tap is lost, and follows links as before', () => {
    vi.useFakeTimers();
    const notice = document.getElementById(codeFailedId);
    page.dispatchEvent(new Event(codeFailedEvent));
    expect(notice?.hidden).toBe(true);
    tap('menu');
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledWith('/catalog/bremser');
    expect(notice?.hidden).toBe(true);
    // A panel drawn in the page still opens; a tap that needs the app says why it is not done.
    tap('filters');
    expect(document.getElementById('filters-panel')?.hasAttribute(shownAttribute)).toBe(true);
    expect(notice?.hidden).toBe(true);
    tap('add');
    expect(notice?.hidden).toBe(false);
  });

  it('does not say a tap was lost when all it did was show a panel', () => {
    tap('filters');
    page.dispatchEvent(new Event(codeFailedEvent));
    expect(document.getElementById(codeFailedId)?.hidden).toBe(true);
  });

  it('shows the progress bar for a choice kept for the app, not for typing', () => {
    const field = document.getElementById('q') as HTMLInputElement;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(html.hasAttribute(waitingAttribute)).toBe(false);
    document.querySelector('#root #q')?.insertAdjacentHTML('afterend', '<input type="checkbox" id="brand">');
    document.getElementById('brand')?.dispatchEvent(new Event('change', { bubbles: true }));
    expect(html.hasAttribute(waitingAttribute)).toBe(true);
  });

  it("follows a filter's box and a sort's option to the address they name, as links", () => {
    vi.useFakeTimers();
    const box = tap('brand-box');
    expect(box.defaultPrevented).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(navigate).toHaveBeenLastCalledWith('/catalog/products?brand=ate');
    const sort = document.getElementById('sort') as HTMLSelectElement;
    sort.value = 'name_asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(html.hasAttribute(navigatingAttribute)).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(navigate).toHaveBeenLastCalledWith('/catalog/products?sort=name_asc');
    expect(kept()).toEqual([]);
  });

  it('keeps a link tapped after a kept tap that writes, so that leaving the page loses nothing', () => {
    vi.useFakeTimers();
    // A tap that only shows something does not hold a link back; the panel it shows is shown at once.
    tap('filters');
    expect(document.getElementById('filters-panel')?.hasAttribute(shownAttribute)).toBe(true);
    tap('menu');
    vi.runAllTimers();
    expect(navigate).toHaveBeenLastCalledWith('/catalog/bremser');
    navigate.mockClear();
    tap('cart');
    const click = tap('card');
    vi.runAllTimers();
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(kept().map((input) => (input.target as Element).id)).toEqual(['filters', 'cart', 'card']);
  });

  it('lets the browser send a plain form (the search) as a navigation, once the progress bar is painted', () => {
    vi.useFakeTimers();
    const form = document.getElementById('search') as HTMLFormElement;
    const sent = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
    const appHandler = vi.fn();
    form.addEventListener('submit', appHandler);
    // The tap on its button is not kept: the browser makes a submit of it, which is the browser's to send.
    const click = tap('go');
    expect(click.defaultPrevented).toBe(false);
    expect(kept()).toEqual([]);
    expect(appHandler).not.toHaveBeenCalled();
    expect(html.hasAttribute(navigatingAttribute)).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledOnce();
  });

  it('lets a picked file through: it could not be set on the field again', () => {
    const seen = vi.fn();
    document.getElementById('picture')?.addEventListener('change', seen);
    document.getElementById('picture')?.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toHaveBeenCalledOnce();
    expect(kept()).toEqual([]);
  });

  it('does nothing once the app has taken the page over', () => {
    html.setAttribute(appReadyAttribute, '');
    const seen = vi.fn();
    document.getElementById('add')?.addEventListener('click', seen);
    vi.useFakeTimers();
    tap('add');
    tap('card');
    vi.runAllTimers();
    expect(seen).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    expect(kept()).toEqual([]);
  });
});

describe('keepEarlyInput, once the app has taken the page area over and not yet the shell', () => {
  const navigate = vi.fn<(href: string) => void>();
  beforeEach(() => {
    document.body.innerHTML = `<div id="root">
      <header><button id="menu-button">Menu</button><a href="/cart" id="cart-link">Cart</a></header>
      <main id="main"><button id="add">Add</button><a href="/catalog/bremser" id="menu">Bremser</a></main>
    </div>`;
    keepEarlyInput(page, navigate);
    html.setAttribute(pageReadyAttribute, '');
  });
  const tap = (id: string) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(click);
    return click;
  };

  it("leaves a tap in the page area to the app, and keeps one on the shell's buttons; the shell's links are plain", () => {
    vi.useFakeTimers();
    const added = vi.fn();
    const opened = vi.fn();
    document.getElementById('add')?.addEventListener('click', added);
    document.getElementById('menu-button')?.addEventListener('click', opened);
    tap('add');
    expect(tap('menu').defaultPrevented).toBe(false);
    expect(tap('menu-button').defaultPrevented).toBe(true);
    expect(tap('cart-link').defaultPrevented).toBe(true);
    vi.runAllTimers();
    expect(added).toHaveBeenCalledOnce();
    expect(opened).not.toHaveBeenCalled();
    expect(kept().map((input) => (input.target as Element).id)).toEqual(['menu-button']);
    expect(html.hasAttribute(waitingAttribute)).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/cart');
  });
});

describe('waitForUse', () => {
  it('starts the code on the first use that is not a tap on a link, once', () => {
    document.body.innerHTML = '<a href="/catalog" id="link">Catalog</a><button id="button">Menu</button>';
    const start = vi.fn();
    waitForUse(page, start);
    document.getElementById('link')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('link')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    document.getElementById('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('button')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
  });
});
