import { Hono } from 'hono';
import { ShopSettingsAnswer } from '../../../src/domain/settings';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { describe } from '../../lib/openapi/describe';
import { shopSettings } from '../../services/settings/shop-settings';
import { currencyRoutes } from './currency.routes';
import { statusRoutes } from './status.routes';

export const settingRoutes = (deps: Deps) =>
  new Hono()
    .route('/', currencyRoutes(deps))
    .route('/', statusRoutes(deps))
    .get(
      '/settings',
      describe({
        tag: 'setting',
        summary: "The shop's name, contacts and links",
        answers: { 200: ShopSettingsAnswer },
        errors: { 404: ['SETTINGS_NOT_FOUND'] },
      }),
      async (c) => {
        const row = await shopSettings(deps.db);
        if (!row) return apiError(c, 404, 'SETTINGS_NOT_FOUND', 'notFound');
        const { name, url, phone, email, address, orgNr, links, showFooter } = row;
        c.header('Cache-Control', 'no-cache');
        return c.json({
          settings: {
            name,
            url,
            phone,
            email,
            address,
            orgNr,
            links,
            contacts: { address, email, phone },
            footer: showFooter ? 'show' : 'hide',
          },
        });
      },
    );
