// Adds to cart asked for in this tab that a cart read may not show yet: the header counts them on top of the units
// it read, so its count changes in the frame of the click, not after the write and the re-read. Memory only.
// Why a read's start says what it shows: each add and each cart read is one Dexie transaction, created in the order
// they were asked for, and IndexedDB runs a read created after a write on the same table only once the write is done.
import { useEffect, useState, useSyncExternalStore } from 'react';

type Add = { id: number; units: number };

/** Adds asked for so far; an add's id is its place in that order. */
let asked = 0;
let adds: readonly Add[] = [];
const listeners = new Set<() => void>();
/** Each mounted count's latest read (the adds asked before it began): an add every one of them shows can go. */
const reads = new Map<object, number>();

function set(next: readonly Add[]) {
  adds = next;
  for (const listener of listeners) listener();
}

/**
 * Counts `units` in the header at once. Call it right before the intent that writes them, in the same task; when the
 * write fails, call the function it answers to take them back out.
 */
export function countAdd(units: number): () => void {
  const add = { id: ++asked, units };
  set([...adds, add]);
  return () => {
    if (adds.includes(add)) set(adds.filter((other) => other !== add));
  };
}

/** Call at the start of a cart read, before it asks for its transaction: the adds it will show if they succeed. */
export const addsAsked = () => asked;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => adds;

/**
 * The units of this tab's adds that a read begun after `readAfter` adds does not show (they were asked for later, and
 * have not failed). 0 before the first read: the count has no units to add them to.
 */
export function useUnitsNotRead(readAfter: number | undefined): number {
  const pending = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [count] = useState(() => ({}));
  useEffect(() => {
    if (readAfter === undefined) return;
    reads.set(count, readAfter);
    const shownByAll = Math.min(...reads.values());
    if (adds.some((add) => add.id <= shownByAll)) set(adds.filter((add) => add.id > shownByAll));
    return () => void reads.delete(count);
  }, [count, readAfter]);
  if (readAfter === undefined) return 0;
  return pending.reduce((sum, add) => (add.id > readAfter ? sum + add.units : sum), 0);
}
