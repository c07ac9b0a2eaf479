// Which peers may tell the shop who its client is (TRUSTED_PROXIES), and the client address that follows. Only
// X-Forwarded-For is read, and only when the socket's peer is a trusted proxy: walking the list from the right
// (the entry the nearest proxy added) past trusted proxies, the first address that is not one is the client.
// `Forwarded` and `X-Real-IP` are never read: one header means a client cannot pick the one that wins.
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

export type TrustedProxies = { entries: string[]; has: (address: string) => boolean };

/** Trusts no one: every client is its socket's address. */
export const noTrustedProxies: TrustedProxies = { entries: [], has: () => false };

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * A list of addresses and CIDR ranges (IPv4 or IPv6), separated by commas or spaces. Throws naming the first entry
 * that is neither.
 */
export function parseTrustedProxies(text: string): TrustedProxies {
  const entries = text.split(/[\s,]+/).filter((entry) => entry !== '');
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const valid = family !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
    if (!valid || Number(prefix ?? 0) > bits) {
      throw new Error(`"${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, fd00::/8)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    entries,
    has: (address) => {
      const ip = unmapped(address);
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined; // app.request() without a Node socket
  }
}

const forwardedList = (c: Context) =>
  (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * The client's address. From a trusted peer, the X-Forwarded-For walk described above; an entry that is no
 * address ends the walk at the last trusted hop. In-process requests (tests) have no socket: they name their
 * address in X-Forwarded-For (its last entry), as if from one trusted proxy.
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string | undefined {
  const peer = socketAddress(c);
  const forwarded = forwardedList(c);
  if (!peer) return forwarded.findLast((entry) => isIP(entry) !== 0);
  let client = unmapped(peer);
  for (const entry of forwarded.toReversed()) {
    if (!trusted.has(client) || isIP(entry) === 0) break;
    client = unmapped(entry);
  }
  return client;
}

const resolved = new WeakMap<Context, string | undefined>();

/** Middleware (first in the app): settles the client address once per request for every limit that keys on it. */
export const resolveClientAddress =
  (trusted: TrustedProxies): MiddlewareHandler =>
  async (c, next) => {
    resolved.set(c, clientAddress(c, trusted));
    await next();
  };

/** The address the middleware settled on; without it (a bare route in a test), no proxy is trusted. */
export const settledClientAddress = (c: Context): string | undefined =>
  resolved.has(c) ? resolved.get(c) : clientAddress(c, noTrustedProxies);
