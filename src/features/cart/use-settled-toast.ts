import { useEffect, useRef } from 'react';

/** Quantity steps repeat every 50 ms while a button is held: say "updated" once, when they have settled. */
export const settleMs = 500;

export function useSettledToast(show: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(show);
  latest.current = show;
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), settleMs);
  };
}
