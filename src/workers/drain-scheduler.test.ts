import { describe, expect, it, vi } from 'vitest';
import type { DrainSummary } from './drain';
import { createDrainScheduler } from './drain-scheduler';

const summary = (nextAt: number | null): DrainSummary => ({
  sent: 0,
  retried: 0,
  failed: 0,
  nextAt,
  busy: false,
});

describe('createDrainScheduler', () => {
  it('runs one more drain for requests made during a drain, not one per request', async () => {
    let release = () => {};
    const drain = vi.fn(
      () => new Promise<DrainSummary>((resolve) => (release = () => resolve(summary(null)))),
    );
    const scheduler = createDrainScheduler(drain);
    const first = scheduler.request();
    scheduler.request();
    scheduler.request();
    release();
    await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(2));
    release();
    await first;
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it('keeps a single timer for the earliest backoff and drains when it ends', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const answers = [summary(5_000), summary(2_000), summary(null)];
      const drain = vi.fn(async () => answers.shift() ?? summary(null));
      const scheduler = createDrainScheduler(drain, {
        now: Date.now,
        setTimeout: globalThis.setTimeout,
        clearTimeout: globalThis.clearTimeout,
      });
      await scheduler.request();
      await scheduler.request();
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(drain).toHaveBeenCalledTimes(3);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
