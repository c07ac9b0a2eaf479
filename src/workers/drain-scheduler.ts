// Runs drains one after another: a request during a drain runs one more afterwards, and when entries wait
// on backoff a single timer wakes the next drain. A drain that throws is logged and retried on the next request.

/** What the scheduler needs of a drain's answer (drain.ts's summary). */
type Drained = {
  /** Another drainer held the lock; it owns the timers. */
  busy: boolean;
  /** When the next drain is due; null when nothing waits on a timer. */
  nextAt: number | null;
};

export type DrainScheduler<S extends Drained = Drained> = { request(): Promise<S | null> };

export type SchedulerClock = {
  now: () => number;
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
};

/** `what` names the work in the log when a run throws (the offline parts packs use it too: pack-runner.ts). */
export function createDrainScheduler<S extends Drained>(
  drain: () => Promise<S>,
  clock: SchedulerClock = {
    now: Date.now,
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
  },
  what = 'Outbox drain',
): DrainScheduler<S> {
  let running: Promise<S | null> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (nextAt: number | null) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (nextAt === null) return;
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        void request();
      },
      Math.max(0, nextAt - clock.now()),
    );
  };

  const loop = async (): Promise<S | null> => {
    let summary: S | null = null;
    do {
      again = false;
      try {
        summary = await drain();
        // When another drainer holds the lock it owns the timers; ours resumes on the next request.
        if (!summary.busy) schedule(summary.nextAt);
      } catch (error) {
        console.error(`${what} failed`, error);
        summary = null;
      }
    } while (again);
    return summary;
  };

  function request(): Promise<S | null> {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  return { request };
}
