// Vipps's rules for what the shop names its payments (ePayment API v1, docs/epayment.v1.yml of
// vippsas/vipps-epayment-api): a reference is 8–50 characters of [a-zA-Z0-9-], unique per merchant serial number
// for ever; an Idempotency-Key is at most 50 characters. A reference here is
// `bildeler-<installation>-<order number>-<attempt>` (bildeler-3f9a0c2e71b4-bd-100001-1): the installation part
// keeps two databases on one merchant serial number (staging, a second shop) from ever naming the same payment.
import { createHash } from 'node:crypto';

export const vippsReferencePattern = /^[a-zA-Z0-9-]{8,50}$/;
export const maxIdempotencyKeyLength = 50;
/** The installation part: generated once per database (migration 0019) or VIPPS_INSTALLATION_ID. */
export const installationPartPattern = /^[a-z0-9]{4,16}$/;

/** Whether `text` is a reference Vipps could have made or accepted. */
export const isVippsReference = (text: unknown): text is string =>
  typeof text === 'string' && vippsReferencePattern.test(text);

/** The attempt number at the end of a reference (0 for none). */
export function attemptOf(reference: string | null | undefined): number {
  const match = reference ? /-(\d+)$/.exec(reference) : null;
  return match ? Number(match[1]) : 0;
}

/** The reference of an order's attempt; throws when it would break Vipps's rule (never for this shop's numbers). */
export function vippsReference(installation: string, orderNumber: string, attempt: number): string {
  const number = orderNumber.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const reference = `bildeler-${installation}-${number}-${attempt}`;
  if (!installationPartPattern.test(installation) || !isVippsReference(reference)) {
    throw new Error(
      `Vipps reference ${JSON.stringify(reference)} breaks Vipps's rule ${vippsReferencePattern}`,
    );
  }
  return reference;
}

/**
 * The Idempotency-Key of an operation on a payment: `<reference>-<operation>` while that fits in 50 characters
 * (so a retry after a lost answer sends what the first call sent), else the operation and a hash of the
 * reference — still the same for every retry.
 */
export function operationKey(reference: string, operation: 'capture' | 'refund' | 'cancel'): string {
  const plain = `${reference}-${operation}`;
  if (plain.length <= maxIdempotencyKeyLength) return plain;
  const hash = createHash('sha256').update(reference).digest('hex');
  return `${operation}-${hash}`.slice(0, maxIdempotencyKeyLength);
}
