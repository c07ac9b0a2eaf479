import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { fetchSuggestions, type Suggestions } from '../../api/search';
import type { AppDB } from '../../db/schema';
import type { Locale } from '../../domain/locale';
import { useDatabase } from '../../lib/database';

const minSuggestLength = 2;
const debounceMs = 200;

type Result = Suggestions & { text: string; offline: boolean };

async function load(db: AppDB, lang: Locale, text: string): Promise<Omit<Result, 'text'>> {
  try {
    return { ...(await fetchSuggestions(lang, text)), offline: false };
  } catch (error) {
    // Offline (and not kept by the service worker): suggest from what the device keeps in `db`.
    if (error instanceof ApiError && error.isNetwork) {
      const { deviceSuggestions } = await import('./offline-suggestions');
      return {
        ...(await deviceSuggestions(db, lang, text).catch(() => ({ products: [], categories: [] }))),
        offline: true,
      };
    }
    return { products: [], categories: [], offline: false };
  }
}

/**
 * Suggestions for what is being typed: asked 200 ms after the last key, from 2 characters on. An answer for
 * text no longer in the box is dropped; the last one stays shown until the next arrives, so the list does not
 * flicker while typing.
 */
export function useSuggestions(lang: Locale, text: string): Result | null {
  const db = useDatabase();
  const wanted = text.trim();
  const [asked, setAsked] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), debounceMs);
    return () => clearTimeout(timer);
  }, [wanted]);

  useEffect(() => {
    if (asked.length < minSuggestLength) return;
    let current = true;
    void load(db, lang, asked).then((answer) => current && setResult({ ...answer, text: asked }));
    return () => {
      current = false;
    };
  }, [db, lang, asked]);

  return wanted.length >= minSuggestLength ? result : null;
}
