// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { whenMedia } from './lazy-named';

/** Whether `promise` has settled once the callbacks already queued have run (no time passes). */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('whenMedia', () => {
  it('settles at once for a layout on screen, and for another only once the window shows it', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setWindowSize(size: { width: number }): void } })
      .happyDOM;
    happyDOM.setWindowSize({ width: 1280 });
    expect(await settled(whenMedia('(min-width: 992px)'))).toBe(true);
    const phone = whenMedia('(max-width: 991.98px)');
    expect(await settled(phone)).toBe(false);
    happyDOM.setWindowSize({ width: 360 });
    expect(await settled(phone)).toBe(true);
  });
});
