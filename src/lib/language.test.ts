import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStorageKey } from '../first-visit/names';
import { applyDocumentLocale, readStoredLocale, switchLanguage } from './language';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

afterEach(() => vi.useRealTimers());

describe('language persistence', () => {
  it('defaults to Norwegian when nothing (or something unknown) is stored', () => {
    const storage = memoryStorage();
    expect(readStoredLocale(storage)).toBe('no');
    storage.setItem(localeStorageKey, 'de');
    expect(readStoredLocale(storage)).toBe('no');
  });

  it('stores the chosen language and reads it back after the reload', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    switchLanguage('ar', { storage, reload: () => {} });
    expect(readStoredLocale(storage)).toBe('ar');
  });

  it('reloads 500 ms after the choice, not before', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    switchLanguage('en', { storage: memoryStorage(), reload });
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('survives storage that throws (private mode)', () => {
    expect(
      readStoredLocale({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('no');
  });
});

describe('the document language', () => {
  const root = (lang: string, dir: string) => {
    const writes: string[] = [];
    const state = { lang, dir };
    return {
      writes,
      root: {
        get lang() {
          return state.lang;
        },
        set lang(value: string) {
          writes.push(`lang=${value}`);
          state.lang = value;
        },
        get dir() {
          return state.dir;
        },
        set dir(value: string) {
          writes.push(`dir=${value}`);
          state.dir = value;
        },
      },
    };
  };

  it('sets lang and dir for another language', () => {
    const { root: html, writes } = root('nb', 'ltr');
    applyDocumentLocale('ar', html);
    expect(writes).toEqual(['lang=ar', 'dir=rtl']);
  });

  it('leaves a page drawn in the same language untouched (a write restyles every element)', () => {
    const { root: html, writes } = root('nb', 'ltr');
    applyDocumentLocale('no', html);
    expect(writes).toEqual([]);
  });
});
