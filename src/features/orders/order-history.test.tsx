// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../domain/checkout';
import { formatEventTime, type HistoryViewer, OrderHistory } from './order-history';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const events: OrderEvent[] = [
  { at: '2026-01-15T09:05:00.000Z', from: null, to: 'PENDING', actor: 'customer', note: '' },
  { at: '2026-01-15T09:07:00.000Z', from: 'PENDING', to: 'PAID', actor: 'system', note: '' },
  { at: '2026-07-01T22:30:00.000Z', from: 'PAID', to: 'SHIPPED', actor: 'staff', note: 'Sent with Posten' },
];

const show = (viewer?: HistoryViewer) =>
  render(
    <I18nProvider i18n={i18n}>
      <OrderHistory events={events} viewer={viewer} />
    </I18nProvider>,
  ).container;

describe('an order history', () => {
  it('an ordered list, oldest first, the latest the current step', () => {
    const items = [...show().querySelectorAll('ol > li')];
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['PENDING', 'PAID', 'SHIPPED']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(items[0]?.textContent).toContain('Order placed');
    expect(items[2]?.textContent).toContain('Sent with Posten');
    expect(items[2]?.querySelector('time')?.getAttribute('dateTime')).toBe(events[2]?.at);
  });

  it('says who in kind: you, the shop or automatically — to staff, the customer or staff', () => {
    const who = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-testid="event-actor"]')].map((item) => item.textContent);
    expect(who(show())).toEqual(['By you', 'Automatically', 'By the shop']);
    cleanup();
    expect(who(show('staff'))).toEqual(['By the customer', 'Automatically', 'By staff']);
  });

  it('an order without recorded changes says so', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <OrderHistory events={[]} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('No changes recorded yet.');
  });
});

describe('formatEventTime: Oslo time in the reader language', () => {
  it('winter (UTC+1) and summer (UTC+2), over midnight', () => {
    expect(formatEventTime('2026-01-15T09:05:00.000Z', 'en')).toMatch(/15 Jan 2026.*10:05/);
    // 22:30 UTC on 1 July is 00:30 on 2 July in Oslo.
    expect(formatEventTime('2026-07-01T22:30:00.000Z', 'no')).toMatch(/2\. juli 2026.*00:30/);
    // Arabic writes the day first and a 12-hour clock (ص = before noon).
    expect(formatEventTime('2026-07-01T22:30:00.000Z', 'ar')).toMatch(/^02\u200f\/07\u200f\/2026.*12:30 ص$/);
  });

  it('an unreadable time is shown as written', () => {
    expect(formatEventTime('soon', 'en')).toBe('soon');
  });
});
