// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverToServiceWorker, installServiceWorkerWhenSettled } from './hand-over';
import {
  pageReadsMessage,
  pageSeedId,
  pageSeedMessage,
  serviceWorkerDelayMs,
  serviceWorkerUrl,
} from './names';

const origin = window.location.origin;
const seed = '{"url":"/catalog/bremseklosser","answers":{}}';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/**
 * A window whose service worker container and resource entries are fakes: `activate` makes a worker active, as a
 * registration would; `read` adds resource entries as the browser does when the page has read them.
 */
function windowWithWorkers({ controlled = false } = {}) {
  const postMessage = vi.fn();
  let activate = () => {};
  const ready = new Promise<{ active: { postMessage: typeof postMessage } }>((resolve) => {
    activate = () => resolve({ active: { postMessage } });
  });
  const register = vi.fn(async () => activate());
  const serviceWorker = { ready, register, controller: controlled ? {} : null };
  const observers: Array<(list: { getEntries: () => { name: string }[] }) => void> = [];
  const read: string[] = [];
  class FakeObserver {
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered?: boolean }) {
      expect(options).toEqual({ type: 'resource', buffered: true });
      observers.push(this.callback);
      // What was read before the boot code ran comes with `buffered`.
      if (read.length > 0) this.callback({ getEntries: () => read.map((name) => ({ name })) });
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const events = new Map<string, () => void>();
  const win = {
    document,
    location: window.location,
    navigator: { serviceWorker },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: () => void) => events.set(type, listener),
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms),
    requestIdleCallback: (work: () => void) => setTimeout(work, 0),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    postMessage,
    register,
    activate: () => activate(),
    control: () => {
      serviceWorker.controller = {};
    },
    read: (...names: string[]) => {
      read.push(...names);
      for (const callback of [...observers]) callback({ getEntries: () => names.map((name) => ({ name })) });
    },
    fire: (type: string) => events.get(type)?.(),
  };
}

const readsHanded = (postMessage: ReturnType<typeof vi.fn>) =>
  postMessage.mock.calls.map(([message]) => message).filter((message) => message.type === pageReadsMessage);

describe('handOverToServiceWorker', () => {
  it('hands the page’s data to a worker the app installed, without waiting for its own install', async () => {
    document.body.innerHTML = `<script type="application/json" id="${pageSeedId}">${seed}</script>`;
    const { win, postMessage, register, activate } = windowWithWorkers();
    handOverToServiceWorker(win, 'no');
    // The visitor used the page at once: the app's code registered the worker long before the page settled.
    activate();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: pageSeedMessage, seed }));
    expect(register).not.toHaveBeenCalled();
  });

  it('hands over what the page read before the worker controlled it, in the page’s language, each read once', async () => {
    document.body.innerHTML = `<script type="application/json" id="${pageSeedId}">${seed}</script>`;
    const { win, postMessage, activate, read } = windowWithWorkers();
    const list = `${origin}/api/tecdoc/get-products?lang=ar&page=1&perPage=16&category=bremseklosser`;
    const picture = `${origin}/api/images/article/1000094/1-400.webp`;
    // Before the boot code ran, and while no worker is active.
    read(`${origin}/api/i18n/ar.json`);
    handOverToServiceWorker(win, 'ar');
    read(list, picture, `${origin}/assets/index.js`, 'https://elsewhere.example/api/tecdoc/get-products');
    expect(postMessage).not.toHaveBeenCalled();
    activate();
    await vi.waitFor(() => expect(readsHanded(postMessage)).toHaveLength(1));
    expect(readsHanded(postMessage)[0]).toEqual({
      type: pageReadsMessage,
      language: 'ar',
      urls: [`${origin}/api/i18n/ar.json`, list, picture],
    });
    // The page is in Arabic: its Norwegian data block is not the visitor's (the app read its own).
    expect(postMessage).not.toHaveBeenCalledWith(expect.objectContaining({ type: pageSeedMessage }));
    // Used after the worker is active (the next page of the list), read again: handed over at once, once.
    const next = list.replace('page=1', 'page=2');
    read(next, list);
    expect(readsHanded(postMessage)[1]).toEqual({ type: pageReadsMessage, language: 'ar', urls: [next] });
  });

  it('hands over nothing the page reads once a worker controls it: the worker sees those itself', async () => {
    const { win, postMessage, activate, read, control } = windowWithWorkers();
    handOverToServiceWorker(win, 'en');
    activate();
    read(`${origin}/api/brand/list?lang=en`);
    await vi.waitFor(() => expect(readsHanded(postMessage)).toHaveLength(1));
    control();
    read(`${origin}/api/category/list/sidebaritems?lang=en`);
    expect(readsHanded(postMessage)).toHaveLength(1);
  });

  it('watches nothing on a page a worker controls from the start', async () => {
    const { win, postMessage, activate, read } = windowWithWorkers({ controlled: true });
    handOverToServiceWorker(win, 'ar');
    read(`${origin}/api/brand/list?lang=ar`);
    activate();
    await Promise.resolve();
    await Promise.resolve();
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('installServiceWorkerWhenSettled', () => {
  it('installs the worker once the page has settled', async () => {
    vi.useFakeTimers();
    const { win, register, fire } = windowWithWorkers();
    installServiceWorkerWhenSettled(win);
    fire('load');
    await vi.advanceTimersByTimeAsync(serviceWorkerDelayMs - 1);
    expect(register).not.toHaveBeenCalled();
    // Then the browser's first idle moment.
    await vi.advanceTimersByTimeAsync(10);
    expect(register).toHaveBeenCalledOnce();
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' });
  });

  it('installs it at once when the page is hidden', () => {
    const { win, register, fire } = windowWithWorkers();
    installServiceWorkerWhenSettled(win);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    fire('visibilitychange');
    fire('visibilitychange');
    expect(register).toHaveBeenCalledOnce();
    Reflect.deleteProperty(document, 'visibilityState');
  });
});
