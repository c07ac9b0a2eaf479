// Test helpers for the cart feature (happy-dom): render with Lingui in English, on a database of the test's own,
// and a fake clock for the delays that IndexedDB still runs beside. Not imported by the app.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AppDB } from '../../db/schema';
import { DatabaseProvider } from '../../lib/database';

export const activateEnglish = () => i18n.loadAndActivate({ locale: 'en', messages: {} });

export const renderEn = (ui: ReactNode, db: AppDB) =>
  render(
    <I18nProvider i18n={i18n}>
      <DatabaseProvider db={db}>{ui}</DatabaseProvider>
    </I18nProvider>,
  );

/**
 * Fakes setTimeout only: fake-indexeddb schedules its work with setImmediate, which stays real. testing-library's
 * waitFor runs on setTimeout, so a test on this clock waits with `until` instead.
 */
export const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Retries `check` until it passes, never moving the fake clock: between tries IndexedDB and React get a turn of the
 * event loop, and the timers already due run (Dexie tells live queries of a change on a 0 ms timeout). Gives up
 * with the last failure after 4 s: fake-indexeddb answers on the event loop, and on a busy 2-core CI machine a few
 * reads took more than 2 s (the test's own limit is 5 s).
 */
export async function until(check: () => unknown): Promise<void> {
  const giveUpAt = performance.now() + 4000;
  for (;;) {
    try {
      await act(async () => {
        await check();
      });
      return;
    } catch (error) {
      if (performance.now() > giveUpAt) throw error;
      await act(async () => {
        if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
  }
}
