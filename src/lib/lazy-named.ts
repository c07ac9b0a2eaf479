import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a named export: the module loads on first render (its own chunk, outside the first page's
 * bundle, precached by the service worker so it also opens offline).
 */
// biome-ignore lint/suspicious/noExplicitAny: each component has its own props.
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

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
