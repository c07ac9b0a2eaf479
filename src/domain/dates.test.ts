import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { intlLocale, locales } from './locale';

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const day = 24 * 60 * 60 * 1000;

describe('formatDate', () => {
  it('writes every day of 2023–2026 as Intl.DateTimeFormat medium does, in each language', () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
      for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2027, 0, 1); time += day) {
        expect(formatDate(iso(time), locale)).toBe(intl.format(time));
      }
    }
  });

  it('reads the date of a full ISO time and leaves unreadable text alone', () => {
    expect(formatDate('2025-03-01T22:15:00Z', 'no')).toBe('1. mars 2025');
    expect(formatDate('yesterday', 'en')).toBe('yesterday');
    expect(formatDate('2025-13-45', 'en')).toBe('2025-13-45');
  });
});
