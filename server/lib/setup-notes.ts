// What the operator must know about this shop's setup, said once at start (server/main.ts) and, for what a shop in
// production must fix, kept as warnings the admin dashboard shows (GET /api/setting/admin/status).
import type { SetupWarning } from '../../src/domain/setup-status';
import type { Logger } from './logger';
import type { PublicUrl } from './public-url';
import type { TrustedProxies } from './trusted-proxies';

type SetupEnv = { NODE_ENV: string; SMTP_URL?: string; TRUSTED_PROXIES: TrustedProxies };

export function setupNotes(env: SetupEnv, publicUrl: PublicUrl, logger: Logger): SetupWarning[] {
  const production = env.NODE_ENV === 'production';
  const warnings: SetupWarning[] = [];
  if (!publicUrl.configured) {
    logger[production ? 'warn' : 'info'](
      { publicUrl: publicUrl.url },
      `PUBLIC_URL is not set: mailed links point at ${publicUrl.url}, this server's own address; set PUBLIC_URL to the address customers reach the shop at`,
    );
    if (production) warnings.push('PUBLIC_URL_UNSET');
  }
  if (production && !env.SMTP_URL) {
    logger.warn(
      'SMTP_URL is not set: mail (order confirmations, password reset links) is kept in the dev_mailbox table and NOT sent to anyone',
    );
    warnings.push('MAIL_NOT_SENT');
  }
  if (env.TRUSTED_PROXIES.entries.length > 0) {
    logger.info(
      { trustedProxies: env.TRUSTED_PROXIES.entries },
      'client addresses are read from X-Forwarded-For of these proxies',
    );
  }
  return warnings;
}
