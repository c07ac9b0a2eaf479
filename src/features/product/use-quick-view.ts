import { useCallback, useEffect, useRef, useState } from 'react';

/** The quick view opens 250 ms after it is asked for, as the product's contract asks. */
export const quickViewDelay = 250;

export type QuickViewState<T> =
  | { phase: 'closed' }
  | { phase: 'pending'; product: T }
  | { phase: 'open'; product: T };

/**
 * Quick-view state: `request` opens it after the delay; `close`
 * before then cancels it, as does Escape while it is pending. A newer request replaces an older one.
 */
export function useQuickView<T>(delay = quickViewDelay) {
  const [state, setState] = useState<QuickViewState<T>>({ phase: 'closed' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setState({ phase: 'closed' });
  }, []);
  const request = useCallback(
    (product: T) => {
      clearTimeout(timer.current);
      setState({ phase: 'pending', product });
      timer.current = setTimeout(() => setState({ phase: 'open', product }), delay);
    },
    [delay],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const pending = state.phase === 'pending';
  useEffect(() => {
    if (!pending) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pending, close]);

  return { state, request, close };
}
