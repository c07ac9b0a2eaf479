// Serves the compiled Lingui catalogs (UI + information pages merged) as /api/i18n/{locale}.json.

import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { TextsAnswer } from '../../../src/domain/locale';
import type { Deps } from '../../deps';
import { catalogBody } from '../../lib/catalog';
import { apiError } from '../../lib/errors';
import { isLocale, type Locale } from '../../lib/locale';
import { describe } from '../../lib/openapi/describe';

type Catalog = { body: string; etag: string };

async function loadCatalog(localesDir: string, locale: Locale): Promise<Catalog> {
  const body = await catalogBody(localesDir, locale);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export const i18nRoutes = ({ localesDir }: Deps) => {
  const cache = new Map<Locale, Promise<Catalog>>();
  return new Hono().get(
    '/:file',
    describe({
      tag: 'i18n',
      summary: 'The texts of a language ({locale}.json: no, en, ar), with an ETag',
      answers: { 200: TextsAnswer, 304: null },
      errors: { 404: ['UNKNOWN_LOCALE'] },
    }),
    async (c) => {
      const locale = c.req.param('file').replace(/\.json$/, '');
      if (!c.req.param('file').endsWith('.json') || !isLocale(locale)) {
        return apiError(c, 404, 'UNKNOWN_LOCALE', 'notFound');
      }
      let pending = cache.get(locale);
      if (!pending) {
        pending = loadCatalog(localesDir, locale);
        cache.set(locale, pending);
        pending.catch(() => cache.delete(locale));
      }
      const catalog = await pending;
      c.header('ETag', catalog.etag);
      c.header('Cache-Control', 'no-cache');
      if (c.req.header('if-none-match') === catalog.etag) return c.body(null, 304);
      return c.body(catalog.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    },
  );
};
