// The answers of /api/setting, as the API document shows them.
import * as v from 'valibot';
import { CurrenciesSchema } from '../../../src/domain/currency';

export const ShopSettings = v.object({
  settings: v.object({
    name: v.string(),
    url: v.string(),
    phone: v.string(),
    email: v.string(),
    address: v.string(),
    orgNr: v.string(),
    links: v.array(v.object({ title: v.string(), url: v.string() })),
    contacts: v.object({ address: v.string(), email: v.string(), phone: v.string() }),
    footer: v.picklist(['show', 'hide']),
  }),
});

export const SetupStatus = v.object({
  status: v.object({ warnings: v.array(v.string()), publicUrl: v.string() }),
});

export const Currencies = CurrenciesSchema;
