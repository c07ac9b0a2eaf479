import { type ComponentType, createElement, lazy, useLayoutEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { whenIdle } from './idle';

/**
 * Sent on the window when a lazy part's code could not be had (the connection went before the service worker kept
 * it): the part draws nothing and the shell says so (src/app/shell/part-failed-notice.tsx). The browser keeps a
 * module that failed as failed, so only a reload brings it.
 */
export const partFailedEvent = 'bildeler:part-failed';

/** A lazy part whose code did not load (not an error of the part itself, which goes on up as before). */
export class PartLoadError extends Error {}

const unloaded = ({ error }: FallbackProps) => {
  if (!(error instanceof PartLoadError)) throw error;
  return null;
};
const reportUnloaded = (error: unknown) => {
  if (error instanceof PartLoadError && typeof window !== 'undefined')
    window.dispatchEvent(new Event(partFailedEvent));
};

/** Lazy parts whose code has been asked for and that have not yet been drawn (committed) once. */
let pending = 0;
const waiting = new Set<() => void>();

function partDrawn() {
  pending -= 1;
  if (pending === 0) for (const resume of [...waiting]) resume();
}

/** Settles once no lazy part is pending. */
function whenNonePending(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      waiting.delete(resume);
      resolve();
    };
    waiting.add(resume);
  });
}

/** The browser's next idle moment: React has no hydration work queued then (its scheduler keeps it busy). */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 1000, 50));

/**
 * Settles once every lazy part React has started to draw has been drawn, and React has started no new one by the
 * time the browser is idle — on a page drawn from HTML, once the app owns all of it (src/first-visit/early-input.ts).
 * The idle check matters: React hydrates a part inside a Suspense boundary of the HTML only after the page around it
 * is committed, so right after that commit such a part has not even started. Gives up after `timeoutMs` (a part
 * dropped before it was drawn).
 */
export function whenPartsDrawn(timeoutMs = 10_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = (async () => {
    do {
      await whenNonePending();
      await idle();
    } while (pending > 0);
  })();
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

let pageDrawnNow: () => void = () => {};
/**
 * Settles once the first page's own content is drawn (src/app/routes.tsx says when, with markPageDrawn): the parts
 * drawn `later` (the shell's tools, menus, toasts) and the app's background work wait for it.
 */
export const pageDrawn = new Promise<void>((resolve) => {
  pageDrawnNow = resolve;
});
export const markPageDrawn = () => pageDrawnNow();
/** Runs `work` once the first page is drawn and the browser is next idle (`timeoutMs` at most): background work. */
export const afterPageDrawn = (work: () => void, timeoutMs: number) =>
  void pageDrawn.then(() => whenIdle(work, timeoutMs));

/** Modules loaded ahead by `preloadModule`, by their loader: a part whose code is here draws at once. */
const loaded = new Map<() => Promise<unknown>, Record<string, unknown>>();

/**
 * Loads a lazy part's module ahead (main.tsx: the page being opened, while the translations load). A part drawn
 * afterwards does not suspend at all, so React has no loading state to show and take away (it holds a revealed
 * part back for up to 300 ms to avoid flicker, which a page opened offline would otherwise wait for).
 */
export async function preloadModule<M extends Record<string, unknown>>(
  load: () => Promise<M>,
): Promise<void> {
  loaded.set(load, await load());
}

/**
 * React.lazy for a named export: the module loads on first render (its own chunk, outside the first page's
 * bundle, precached by the service worker so it also opens offline), unless preloadModule has it already. A part
 * whose code cannot be had draws nothing and sends `partFailedEvent`; the rest of the app stays.
 * `media`: the part is for a layout (a media query): its code is asked for only once the screen shows that layout.
 * `later`: the part is the shell's, not the page's: its code is asked for once the page is drawn (pageDrawn); until
 * then it stays as the HTML drew it (or its fallback).
 */
// biome-ignore lint/suspicious/noExplicitAny: each component has its own props.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  { media, later }: { media?: string; later?: boolean } = {},
): M[K] {
  type C = M[K];
  // Counted as pending from the moment React asks for the part (synchronously): a part whose layout is on screen
  // starts at once; one for another layout waits for it, and is not pending meanwhile.
  const Lazy = lazy(async () => {
    if (later && typeof window !== 'undefined') await pageDrawn;
    return media && !mediaMatches(media) ? whenMedia(media).then(start) : start();
  });
  async function start() {
    pending += 1;
    let drawn = false;
    const draw = () => {
      if (drawn) return;
      drawn = true;
      partDrawn();
    };
    try {
      const Part = (await load())[name];
      // biome-ignore lint/suspicious/noExplicitAny: the props of C.
      const Drawn = (props: any) => {
        useLayoutEffect(draw, []);
        return createElement(Part, props);
      };
      return { default: Drawn as unknown as C };
    } catch (error) {
      draw();
      throw new PartLoadError(`${name} could not load`, { cause: error });
    }
  }
  // biome-ignore lint/suspicious/noExplicitAny: the props of C.
  const Part = (props: any) => {
    const module = loaded.get(load) as M | undefined;
    if (module) return createElement(module[name], props);
    return createElement(
      ErrorBoundary,
      { fallbackRender: unloaded, onError: reportUnloaded },
      createElement(Lazy, props),
    );
  };
  return Part as unknown as C;
}

const mediaMatches = (query: string) =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia(query).matches;

/**
 * Settles once `query` matches — at once when it does, and always where there is no window (the build's and the
 * server's render draw every part). For parts of a layout the screen does not show.
 */
export function whenMedia(query: string): Promise<void> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return Promise.resolve();
  const list = window.matchMedia(query);
  if (list.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const change = () => {
      if (!list.matches) return;
      list.removeEventListener('change', change);
      resolve();
    };
    list.addEventListener('change', change);
  });
}
