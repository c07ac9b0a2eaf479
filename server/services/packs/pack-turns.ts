// Turns for the heaviest read: at most `atOnce` pack pages computed at once in this process, so the shop's other
// calls keep their connections and CPU. A caller waits its turn in order; one that waited `waitMs` gets none and
// is told to come back (the route answers 503).

/** Gives the turn back; call it exactly once. */
export type Release = () => void;

export type Turns = {
  /** A turn, at once or after waiting; null when none came within the wait. */
  take: () => Promise<Release | null>;
  /** Pages being computed, and callers waiting (for tests and logs). */
  state: () => { running: number; waiting: number };
};

export function createTurns(atOnce: number, waitMs: number): Turns {
  let running = 0;
  const waiting: ((granted: boolean) => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The turn passes straight to the next waiter: `running` stays as it is.
    if (next) next(true);
    else running -= 1;
  };
  const once = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    take: async () => {
      if (running < atOnce) {
        running += 1;
        return once();
      }
      const granted = await new Promise<boolean>((resolve) => {
        const waiter = (granted: boolean) => {
          clearTimeout(timer);
          resolve(granted);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve(false);
        }, waitMs);
        waiting.push(waiter);
      });
      return granted ? once() : null;
    },
    state: () => ({ running, waiting: waiting.length }),
  };
}
