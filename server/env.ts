// The only reader of process.env: every setting the server takes, validated once at start.
import * as v from 'valibot';
import { parseTrustedProxies } from './lib/trusted-proxies';
import { adminPasswordRules } from './services/auth/password-policy';

const port = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(port, '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Bildeler <no-reply@bildeler.no>'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** `json` or `pretty`; unset → pretty lines when stdout is a terminal, JSON otherwise (lib/logger.ts). */
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'])),
  DIST_DIR: v.optional(v.string(), './dist'),
  /** Statens vegvesen API key: plate lookups ask the national register instead of the embedded one. */
  SVV_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'looks too short for an API key'))),
  /** Key of the session tokens (HS256), ≥ 32 characters; without it one is made once into DATA_DIR/secrets.json. */
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must have at least 32 characters'))),
  /** Key the two-factor secrets are encrypted with: 32 bytes as 64 hex digits or base64; else made like JWT_SECRET. */
  TWO_FACTOR_KEY: v.optional(
    v.pipe(v.string(), v.minLength(32, 'must be 32 bytes (64 hex digits or base64)')),
  ),
  /** The first ADMIN, created at start when that account does not exist; without it, one with a generated address. */
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an email address'))),
  /** Its password, held to the users' rules; without it one is generated into a 0600 file in DATA_DIR. */
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), ...adminPasswordRules)),
  /** The shop's address in mailed links; else this server's own listening address (lib/public-url.ts). */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges; unset → none (lib/trusted-proxies.ts). */
  TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseTrustedProxies(dataset.value);
        } catch (error) {
          addIssue({ message: (error as Error).message });
          return NEVER;
        }
      }),
    ),
    '',
  ),
  /** Vipps ePayment: the method is offered only when the four keys below are all set. */
  VIPPS_CLIENT_ID: v.optional(v.string()),
  VIPPS_CLIENT_SECRET: v.optional(v.string()),
  VIPPS_SUBSCRIPTION_KEY: v.optional(v.string()),
  /** Merchant serial number. */
  VIPPS_MSN: v.optional(v.string()),
  VIPPS_BASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\//, 'must start with http:// or https://')),
    'https://apitest.vipps.no',
  ),
  /**
   * This installation's part of Vipps references (4–16 of a–z0–9) in place of the one its database made once:
   * set it on a copy of a database (staging, a restored backup) that shares the merchant serial number.
   */
  VIPPS_INSTALLATION_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9]{4,16}$/, 'must be 4–16 characters of a–z and 0–9')),
  ),
  /** The secret of the registered webhook; when set, every webhook request must carry its signature. */
  VIPPS_WEBHOOK_SECRET: v.optional(v.string()),
  /** Seconds between the server's checks of open Vipps payments (0 = no poller). */
  VIPPS_POLL_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(3600)),
    '15',
  ),
  /** Minutes an unpaid Vipps order holds its units: not approved by then, the system cancels it. */
  VIPPS_HOLD_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('must be a whole number'),
      v.minValue(5),
      v.maxValue(1440),
    ),
    '30',
  ),
  /** Days a pickup paid in store holds its units: not collected (PAID) by then, the system cancels it. */
  PICKUP_HOLD_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('must be a whole number'),
      v.minValue(1),
      v.maxValue(90),
    ),
    '7',
  ),
  /** The catalogue's answer cache: at most this many MB of answers (their JSON text) per process; 0 = no cache. */
  CATALOGUE_CACHE_MB: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('must be a whole number'),
      v.minValue(0),
      v.maxValue(4096),
    ),
    '64',
  ),
  /** Catalogue size: 1 = 20,000 articles; 5 = 100,000 (benchmarks). Read only when the catalogue is seeded. */
  SEED_SCALE: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number('must be a number'), v.minValue(0.01), v.maxValue(50)),
    '1',
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, defined);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.output;
}

/**
 * Libraries read NODE_ENV themselves: React's server render runs its development build when it is unset, at half the
 * speed (a drawn list: 20 pages a second instead of 45 on this machine). They run in production mode unless the shop
 * runs in development: a shop in `test` mode differs only in its own switches (the dev mailbox, Vipps over http), so
 * the browser tests get the pages customers get, drawn by React's production build (a home page: 67 ms of the
 * server's CPU instead of 230 ms with the development build).
 */
export function applyNodeEnv(
  env: Pick<Env, 'NODE_ENV'>,
  target: Record<string, string | undefined> = process.env,
) {
  target.NODE_ENV = env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** For tests: the PostgreSQL server to run the API suite against, when set. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;
