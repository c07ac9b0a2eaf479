// Vipps webhooks (webhooks API v1): each request is signed with the webhook's secret. The signature covers the
// method, the path and query, the x-ms-date and Host headers and the body's SHA-256 (x-ms-content-sha256):
//   Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=<base64 HMAC-SHA256>
//   string to sign: `POST\n<path and query>\n<x-ms-date>;<host>;<x-ms-content-sha256>`
// signWebhook makes such headers (the fake Vipps sends them); verifyWebhook checks them in constant time. The path
// and host are those of the URL registered at Vipps (webhookUrlOf the shop's public address), whatever the request
// that reaches the shop says: a proxy rewrites Host (nginx's default is the upstream's) and may strip a prefix.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type SignedRequest = {
  method: string;
  pathAndQuery: string;
  host: string;
  body: string;
  headers: { authorization?: string; date?: string; contentSha256?: string };
};

/** Where the shop takes Vipps's webhooks, below its public address. */
export const webhookPath = '/api/payment/vipps/webhook';

/** The webhook URL to register at Vipps for a shop at `publicUrl` (a path prefix of it kept). */
export const webhookUrlOf = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${webhookPath}`;

const sha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('base64');
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64');
const stringToSign = (method: string, pathAndQuery: string, date: string, host: string, hash: string) =>
  `${method.toUpperCase()}\n${pathAndQuery}\n${date};${host};${hash}`;

/** The headers Vipps sends with a webhook to `url`. */
export function signWebhook(secret: string, url: string, body: string, date = new Date().toUTCString()) {
  const { host, pathname, search } = new URL(url);
  const hash = sha256(body);
  const signature = hmac(secret, stringToSign('POST', pathname + search, date, host, hash));
  return {
    'x-ms-date': date,
    'x-ms-content-sha256': hash,
    Authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
  };
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether a webhook request carries a valid signature by `secret`. */
export function verifyWebhook(secret: string, request: SignedRequest): boolean {
  const { authorization, date, contentSha256 } = request.headers;
  if (!authorization || !date || !contentSha256) return false;
  const signature = /Signature=([A-Za-z0-9+/=]+)\s*$/.exec(authorization)?.[1];
  if (!signature) return false;
  if (!same(contentSha256, sha256(request.body))) return false;
  const expected = hmac(
    secret,
    stringToSign(request.method, request.pathAndQuery, date, request.host, contentSha256),
  );
  return same(signature, expected);
}
