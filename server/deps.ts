import type { SetupWarning } from '../src/domain/setup-status';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { AuthSecrets } from './lib/secrets';
import type { TrustedProxies } from './lib/trusted-proxies';
import type { Catalogue } from './services/catalogue/catalogue';
import type { PaymentProviders } from './services/payments/providers';

/** What the route modules are given; tests build their own. */
export type Deps = {
  db: Db;
  catalogue: Catalogue;
  mailer: Mailer;
  logger: Logger;
  /** Folder holding the compiled catalogs: {locale}/messages.json and {locale}/pages.json. */
  localesDir: string;
  /** Built PWA to serve; undefined → API only. */
  distDir?: string;
  /** Serve GET /api/dev/mailbox (development and tests without SMTP_URL only). */
  devMailboxRoute?: boolean;
  /** Where the server keeps files: users' pictures under {dataDir}/avatars. */
  dataDir: string;
  auth: AuthSecrets;
  /** The shop's public address, resolved once at start (lib/public-url.ts): every mailed link starts with it. */
  publicUrl: string;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES); undefined → none. */
  trustedProxies?: TrustedProxies;
  /** What the start found a shop in production must fix (lib/setup-notes.ts), for the admin dashboard. */
  setupWarnings?: SetupWarning[];
  /** The payment providers by method; undefined → pay in store and invoice only (no Vipps). */
  payments?: PaymentProviders;
  /** Vipps webhooks are verified with this secret when set (VIPPS_WEBHOOK_SECRET). */
  vippsWebhookSecret?: string;
  /** The webhook's address as registered at Vipps: its signature covers this host and path, not the request's. */
  vippsWebhookUrl?: string;
};

export type { AuthSecrets } from './lib/secrets';
