// Secrets that travel in URLs, taken out before a URL is logged: order tokens (/api/order/token/…, the checkout
// page /checkout/…), reset tokens (/api/auth/reset/…, ?token= of the reset page), guest cart ids (/api/cart/…),
// any query parameter named like a secret, and any path segment or query value that looks like a random token
// (32+ characters mixing upper and lower case letters and digits: what base64url keys look like, never a slug).
// Avatar file names, Vipps references and order numbers are not secret and stay.
export const redacted = '[redacted]';

/** Paths whose segment after the prefix is a bearer secret. */
const secretSegments: RegExp[] = [
  /^(\/api\/order\/token\/)[^/]+/,
  /^(\/api\/auth\/reset\/)[^/]+/,
  /^(\/api\/cart\/)(?!(?:me|create-cart|update-cart)(?:\/|$))[^/]+/,
  /^(\/checkout\/)[^/]+/,
];

const secretName = /token|secret|passw|pwd|signature|^sig$|^code$|key$|^key|session|jwt|otp|^auth/i;

const looksRandom = (value: string) =>
  value.length >= 32 &&
  /^[A-Za-z0-9_-]+$/.test(value) &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  /\d/.test(value);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

function redactPath(path: string): string {
  const known = secretSegments.reduce((current, pattern) => current.replace(pattern, `$1${redacted}`), path);
  return known
    .split('/')
    .map((segment) => (looksRandom(decoded(segment)) ? redacted : segment))
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      const value = at < 0 ? '' : pair.slice(at + 1);
      return secretName.test(decoded(name)) || looksRandom(decoded(value)) ? `${name}=${redacted}` : pair;
    })
    .join('&');
}

/** A path, path with query, or whole URL as it may be logged: every secret in it replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const hash = rest.indexOf('#');
  const withoutHash = hash < 0 ? rest : rest.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = question < 0 ? withoutHash : withoutHash.slice(0, question);
  const query = question < 0 ? null : withoutHash.slice(question + 1);
  return `${origin}${redactPath(path)}${query === null ? '' : `?${redactQuery(query)}`}`;
}
