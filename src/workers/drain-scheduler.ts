// Runs drains one after another: a request during a drain runs one more afterwards, and when entries wait
// on backoff a single timer wakes the next drain. A drain that throws is logged and retried on the next request.
import type { DrainSummary } from './drain';

export type DrainScheduler = { request(): Promise<DrainSummary | null> };

export function createDrainScheduler(
  drain: () => Promise<DrainSummary>,
  clock: { now: () => number; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = {
    now: Date.now,
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
  },
): DrainScheduler {
  let running: Promise<DrainSummary | null> | null = null;
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

  const loop = async (): Promise<DrainSummary | null> => {
    let summary: DrainSummary | null = null;
    do {
      again = false;
      try {
        summary = await drain();
        // When another drainer holds the lock it owns the timers; ours resumes on the next request.
        if (!summary.busy) schedule(summary.nextAt);
      } catch (error) {
        console.error('Outbox drain failed', error);
        summary = null;
      }
    } while (again);
    return summary;
  };

  function request(): Promise<DrainSummary | null> {
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
