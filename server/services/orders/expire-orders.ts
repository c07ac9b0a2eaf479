// Unpaid orders whose hold on the stock has run out are cancelled by the system (not yet: only the signature).
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { Catalogue } from '../catalogue/catalogue';
import type { PaymentProviders } from '../payments/providers';

export type HoldSettings = {
  /** A Vipps order whose payment is not approved this long after it was placed is cancelled. */
  vippsHoldMs: number;
  /** A pickup paid in store that is not collected this long after it was placed is cancelled. */
  pickupHoldMs: number;
};

export type ExpiryContext = {
  db: Db;
  providers: PaymentProviders;
  catalogue: Pick<Catalogue, 'changed'>;
  mailer: Mailer;
  logger: Logger;
  linkBase: string;
  settings: HoldSettings;
};

/** Cancels the orders whose hold ran out by `now`; answers how many it cancelled. */
export async function expireOrdersOnce(_ctx: ExpiryContext, _now = new Date()): Promise<number> {
  return 0;
}
