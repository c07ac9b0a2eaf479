// A fresh app per test file: a copy of the run's migrated template (template-db.ts) in in-memory PGlite, or a
// throw-away database on the PostgreSQL server named by TEST_DATABASE_URL when the suite runs with TEST_DB=postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { randomAuthSecrets } from '../lib/secrets';
import { createLocalCatalogue } from '../services/catalogue/catalogue';
import { createEmbeddedRegister } from '../services/vehicle-register/embedded';
import type { VehicleRegister } from '../services/vehicle-register/types';
import { checkAnswersAgainstContract } from './contract-check';
import { copyOfTemplate, type PreparedData } from './template-db';

export { usesPostgres } from './template-db';

export type TestAppOptions = {
  /** Seed the catalogue at this scale (1 = 20,000 articles); omitted → no catalogue. */
  catalogueScale?: number;
  /** Data written on the catalogue the same way by several files, kept as a dump by the first (template-db.ts). */
  prepared?: PreparedData;
  register?: (db: Db) => VehicleRegister;
  /** A built app to serve besides the API. */
  distDir?: string;
  /** Payment providers (e.g. Vipps pointed at server/test/vipps-fake.ts) and the webhook secret. */
  payments?: Deps['payments'];
  vippsWebhookSecret?: string;
  /** The shop's public address in mailed links; default testPublicUrl. */
  publicUrl?: string;
  /** Proxies whose X-Forwarded-For is read (server/env.ts TRUSTED_PROXIES); default none. */
  trustedProxies?: Deps['trustedProxies'];
  setupWarnings?: Deps['setupWarnings'];
  /** The webhook address registered at Vipps (what its signature covers). */
  vippsWebhookUrl?: string;
};

/**
 * The test app's public address. In-process requests come to http://localhost as well, so this is only a fixed
 * address, not a test that links ignore the request: tests/security/edge-links.test.ts is that.
 */
export const testPublicUrl = 'http://localhost';

export async function createTestApp(options: TestAppOptions = {}) {
  const { database, drop } = await copyOfTemplate(
    inject('templates'),
    options.catalogueScale,
    options.prepared,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bildeler-data-'));
  const register = options.register?.(database.db) ?? createEmbeddedRegister(database.db);
  const logger = createLogger('silent');
  const auth = randomAuthSecrets();
  const deps: Deps = {
    db: database.db,
    catalogue: createLocalCatalogue(database.db, register),
    logger,
    mailer: createMailer({ db: database.db, from: 'Bildeler <test@bildeler.no>' }),
    localesDir: fileURLToPath(new URL('../../src/locales', import.meta.url)),
    distDir: options.distDir,
    dataDir,
    devMailboxRoute: true,
    auth,
    payments: options.payments,
    vippsWebhookSecret: options.vippsWebhookSecret,
    publicUrl: options.publicUrl ?? testPublicUrl,
    trustedProxies: options.trustedProxies,
    setupWarnings: options.setupWarnings,
    vippsWebhookUrl: options.vippsWebhookUrl,
  };
  const app = createApp(deps);
  checkAnswersAgainstContract(app, { shop: true });
  return {
    app,
    deps,
    db: database.db,
    dataDir,
    auth,
    close: async () => {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second API process over the same database, with its own catalogue answer cache. */
export function anotherProcess(
  t: Pick<Awaited<ReturnType<typeof createTestApp>>, 'db' | 'dataDir' | 'auth'>,
) {
  return createApp({
    db: t.db,
    catalogue: createLocalCatalogue(t.db, createEmbeddedRegister(t.db)),
    logger: createLogger('silent'),
    mailer: createMailer({ db: t.db, from: 'Bildeler <test@bildeler.no>' }),
    localesDir: fileURLToPath(new URL('../../src/locales', import.meta.url)),
    dataDir: t.dataDir,
    auth: t.auth,
    publicUrl: testPublicUrl,
  });
}

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** GET through the app in-process; the body parsed as JSON. */
export async function getJson(
  app: { request: (path: string) => Response | Promise<Response> },
  path: string,
) {
  const res = await app.request(path);
  return { status: res.status, body: await res.json() };
}
