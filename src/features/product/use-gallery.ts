import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../domain/product';

/** One picture of a product, in its four sizes. */
export type GalleryImage = ProductSummary['images'][number];

/** Index `delta` steps from `index`, wrapping round at both ends. */
export const stepIndex = (index: number, delta: number, count: number) =>
  count === 0 ? 0 : (((index + delta) % count) + count) % count;

const transitionMs = 150;

/** Gallery state: the current image and a transition flag set while the picture changes. */
export function useGallery(count: number) {
  const [index, setIndex] = useState(0);
  const [transitioning, setTransitioning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const current = Math.min(index, Math.max(0, count - 1));
  const show = useCallback(
    (next: number) => {
      const target = stepIndex(next, 0, count);
      if (target === current) return;
      setIndex(target);
      setTransitioning(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setTransitioning(false), transitionMs);
    },
    [count, current],
  );
  const step = useCallback((delta: number) => show(current + delta), [show, current]);
  return { index: current, transitioning, show, step };
}

/** Left and right arrows step through the pictures; in a right-to-left page they go the other way. */
export function arrowStep(event: KeyboardEvent<HTMLElement>): -1 | 1 | null {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  return (event.key === 'ArrowRight') !== rtl ? 1 : -1;
}
