// The compiled Lingui catalog of a language as the app gets it: the UI texts and the information pages merged.
// Read by GET /api/i18n/{locale}.json and by the build's pre-render (vite/first-visit-pages.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from './locale';

export async function readCatalogMessages(
  localesDir: string,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    ['messages.json', 'pages.json'].map(async (file) => {
      const json = JSON.parse(await readFile(join(localesDir, locale, file), 'utf8'));
      return (json.messages ?? json) as Record<string, unknown>;
    }),
  );
  return Object.assign({}, ...parts);
}

/** The body of GET /api/i18n/{locale}.json; the build precaches it with a revision taken from this same text. */
export async function catalogBody(localesDir: string, locale: Locale): Promise<string> {
  return JSON.stringify({ locale, messages: await readCatalogMessages(localesDir, locale) });
}
