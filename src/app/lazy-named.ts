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
