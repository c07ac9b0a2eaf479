// What the fake Vipps checks of a request, as the ePayment API v1 definition (vippsas/vipps-epayment-api,
// docs/epayment.v1.yml) and its errors page describe it, and how it says no: `application/problem+json` with type,
// title, status, detail, instance, traceId and extraDetails [{ name, reason }].
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { maxIdempotencyKeyLength, vippsReferencePattern } from '../services/payments/vipps-rules';

export type ProblemStatus = 400 | 401 | 403 | 404 | 409;
export type ExtraDetail = { name: string; reason: string };

/** A W3C trace id, as Vipps's problems carry one. */
const traceId = () => `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;

export function problem(
  c: Context,
  status: ProblemStatus,
  title: string,
  detail?: string,
  extraDetails: ExtraDetail[] = [],
) {
  const body = {
    type: `https://httpstatuses.io/${status}`,
    title,
    status,
    detail: detail ?? (extraDetails.length > 0 ? 'See extraDetails for further details' : title),
    instance: new URL(c.req.url).pathname,
    traceId: traceId(),
    extraDetails,
  };
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/problem+json' });
}

/** Vipps's own words for its rules, so a test can tell which one a request broke. */
export const rules = {
  reference: `The field Reference must match the regular expression '${vippsReferencePattern.source}'.`,
  idempotencyKey: `The Idempotency-Key header is required and at most ${maxIdempotencyKeyLength} characters.`,
  amount: 'The amount must be a whole number of øre in NOK, at least 100 (1 NOK) and at most 65000000.',
  returnUrl: 'The returnUrl must use the https:// scheme or a custom URL scheme.',
  description: 'The paymentDescription must be 3 to 100 characters.',
};

export const isReference = (value: unknown): value is string =>
  typeof value === 'string' && vippsReferencePattern.test(value);

export const isIdempotencyKey = (value: string | undefined): value is string =>
  value !== undefined && value.length > 0 && value.length <= maxIdempotencyKeyLength;

/** https, or an app's own scheme (not http): what Vipps sends a customer back to. */
export const isReturnUrl = (value: unknown, allowHttp: boolean): boolean =>
  typeof value === 'string' &&
  (/^https:\/\/[^\s]+$/.test(value) ||
    (allowHttp && /^http:\/\/[^\s]+$/.test(value)) ||
    /^(?!https?:)[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value));

type CreateBody = Record<string, unknown>;

/** What a create request breaks of Vipps's rules (empty when nothing). */
export function createProblems(body: CreateBody, allowHttpReturnUrl: boolean): ExtraDetail[] {
  const broken: ExtraDetail[] = [];
  const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
  if (!isReference(body.reference)) broken.push({ name: 'reference', reason: rules.reference });
  if (
    amount?.currency !== 'NOK' ||
    typeof amount.value !== 'number' ||
    !Number.isInteger(amount.value) ||
    amount.value < 100 ||
    amount.value > 65_000_000
  ) {
    broken.push({ name: 'amount', reason: rules.amount });
  }
  const method = (body.paymentMethod as { type?: unknown } | undefined)?.type;
  if (method !== 'WALLET' && method !== 'CARD') {
    broken.push({ name: 'paymentMethod', reason: 'The paymentMethod type must be WALLET or CARD.' });
  }
  if (body.userFlow !== 'WEB_REDIRECT') {
    // The only flow the fake has a page for.
    broken.push({ name: 'userFlow', reason: 'The fake takes userFlow WEB_REDIRECT only.' });
  } else if (!isReturnUrl(body.returnUrl, allowHttpReturnUrl)) {
    broken.push({ name: 'returnUrl', reason: rules.returnUrl });
  }
  const description = body.paymentDescription;
  if (typeof description !== 'string' || description.length < 3 || description.length > 100) {
    broken.push({ name: 'paymentDescription', reason: rules.description });
  }
  return broken;
}

/** A modificationAmount: a positive whole number of øre in NOK; null when it is not one. */
export function modificationValue(body: unknown): number | null {
  const amount = (body as { modificationAmount?: { currency?: unknown; value?: unknown } } | null)
    ?.modificationAmount;
  const value = amount?.value;
  return amount?.currency === 'NOK' && typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : null;
}
