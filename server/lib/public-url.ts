// The shop's public address: the one place that decides where mailed links (and Vipps' return) point. It comes
// from the configuration only, never from a request, whose Host or X-Forwarded-Host the caller chooses.

export type PublicUrl = {
  /** Origin (and path, if any) without a trailing slash, e.g. `https://bildeler.no`. */
  url: string;
  /** False when PUBLIC_URL was not set and the shop's own listening address is used. */
  configured: boolean;
};

const anyInterface = new Set(['', '0.0.0.0', '::', '[::]', '::0']);

/**
 * PUBLIC_URL, else `http://<HOST>:<PORT>`: the address this shop listens on, so `npm start` on a fresh machine
 * mails links that work on that machine. HOST 0.0.0.0 (every interface, the default) is no address to link to;
 * localhost is.
 */
export function resolvePublicUrl(env: { PUBLIC_URL?: string; HOST: string; PORT: number }): PublicUrl {
  if (env.PUBLIC_URL) return { url: env.PUBLIC_URL.replace(/\/+$/, ''), configured: true };
  const host = anyInterface.has(env.HOST) ? 'localhost' : env.HOST;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return { url: `http://${bracketed}:${env.PORT}`, configured: false };
}

/**
 * Where mailed links point: the resolved public address. The request is taken so call sites read alike, and is
 * deliberately not read.
 */
export const linkBase = (deps: { publicUrl: string }, _request?: unknown): string => deps.publicUrl;
