// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../domain/locale';
import { activateLocale } from './i18n';

afterEach(() => vi.restoreAllMocks());

const catalogs: Partial<Record<Locale, Record<string, string>>> = {
  no: { greeting: 'Hei' },
  ar: { greeting: 'مرحبا' },
};
/** Loads from `catalogs`; a language missing there cannot be had (offline, not precached). */
const load = async (locale: Locale) => catalogs[locale] ?? null;

describe('activateLocale', () => {
  it("shows the chosen language and sets the page's lang and direction", async () => {
    const active = await activateLocale('ar', load);
    expect(active?.locale).toBe('ar');
    expect(active?.i18n._('greeting')).toBe('مرحبا');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('falls back to Norwegian, never to message ids, when the chosen catalog cannot be had', async () => {
    const active = await activateLocale('en', load);
    expect(active?.locale).toBe('no');
    expect(active?.i18n._('greeting')).toBe('Hei');
    expect(document.documentElement.lang).toBe('nb');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('starts nothing when no catalog can be had, and says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await activateLocale('en', async () => null)).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
});
