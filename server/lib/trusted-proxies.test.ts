// @engines: pglite
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { clientIp } from './rate-limit';
import { parseTrustedProxies, resolveClientAddress, type TrustedProxies } from './trusted-proxies';

describe('parseTrustedProxies', () => {
  it('takes addresses and CIDR ranges of IPv4 and IPv6, separated by commas or spaces', () => {
    const trusted = parseTrustedProxies(' 127.0.0.1, 10.0.0.0/8 fd00::/8,::1 ');
    expect(trusted.entries).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1']);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', 'fd12:3456::1', '::1']) {
      expect(trusted.has(address), address).toBe(true);
    }
    for (const address of ['127.0.0.2', '11.0.0.1', 'fe80::1', '2001:db8::1', 'nginx', '']) {
      expect(trusted.has(address), address).toBe(false);
    }
  });

  it.each(['nginx', '10.0.0.0/33', '2001:db8::/129', '10.0.0.0/8/8', '10.0.0.0/', '300.1.1.1', '10.0.0.0/x'])(
    'refuses %s, naming it',
    (entry) => {
      expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`)).toThrow(`"${entry}"`);
    },
  );

  it('empty trusts no one; readEnv stops the start on a bad entry with TRUSTED_PROXIES in the message', () => {
    expect(parseTrustedProxies('').entries).toEqual([]);
    expect(readEnv({}).TRUSTED_PROXIES.entries).toEqual([]);
    expect(() => readEnv({ TRUSTED_PROXIES: 'localhost' })).toThrow(/TRUSTED_PROXIES: "localhost" is not/);
  });
});

describe('the client address', () => {
  const app = (trusted: TrustedProxies) =>
    new Hono().use(resolveClientAddress(trusted)).get('/x', (c) => c.json({ ip: clientIp(c) }));
  const socket = (remoteAddress: string) => ({
    incoming: { socket: { remoteAddress, remotePort: 1, remoteFamily: 'IPv4' } },
  });
  const ipOf = async (trusted: string, peer: string | null, forwarded?: string) => {
    const headers: Record<string, string> = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
    const res = await app(parseTrustedProxies(trusted)).request(
      '/x',
      { headers },
      peer === null ? undefined : socket(peer),
    );
    return (await res.json()).ip;
  };

  it.each([
    ['no proxy trusted: the socket', '', '127.0.0.1', '198.51.100.1', '127.0.0.1'],
    [
      'an untrusted peer: the socket, whatever the header',
      '10.0.0.0/8',
      '198.51.100.7',
      '1.2.3.4',
      '198.51.100.7',
    ],
    ['a trusted peer: the entry it added', '127.0.0.1', '127.0.0.1', '6.6.6.6, 198.51.100.8', '198.51.100.8'],
    [
      'past a chain of trusted proxies',
      '127.0.0.1, 10.0.0.0/8',
      '127.0.0.1',
      '6.6.6.6, 198.51.100.8, 10.0.0.2',
      '198.51.100.8',
    ],
    [
      'a private client behind the proxy is that client',
      '127.0.0.1',
      '127.0.0.1',
      '192.168.1.20',
      '192.168.1.20',
    ],
    ['a trusted peer without the header: the peer', '127.0.0.1', '127.0.0.1', undefined, '127.0.0.1'],
    [
      'an entry that is no address ends the walk at the last trusted hop',
      '127.0.0.1, 10.0.0.0/8',
      '127.0.0.1',
      '198.51.100.9, evil, 10.0.0.3',
      '10.0.0.3',
    ],
    [
      'all entries trusted: the leftmost',
      '127.0.0.1, 10.0.0.0/8',
      '127.0.0.1',
      '10.0.0.4, 10.0.0.5',
      '10.0.0.4',
    ],
    ['IPv6 proxy, IPv6 client per /64', '::1', '::1', '2001:db8:5:6::1', '2001:db8:5:6::/64'],
    [
      'an IPv4-mapped peer matches an IPv4 entry',
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '198.51.100.10',
      '198.51.100.10',
    ],
  ])('%s', async (_case, trusted, peer, forwarded, expected) => {
    expect(await ipOf(trusted, peer, forwarded)).toBe(expected);
  });

  it('Forwarded and X-Real-IP are never read', async () => {
    const res = await app(parseTrustedProxies('127.0.0.1')).request(
      '/x',
      { headers: { Forwarded: 'for=198.51.100.11', 'X-Real-IP': '198.51.100.12' } },
      socket('127.0.0.1'),
    );
    expect((await res.json()).ip).toBe('127.0.0.1');
  });

  it("in-process requests (no socket) name themselves in the header's last entry, else 'unknown'", async () => {
    expect(await ipOf('', null, '198.51.100.3')).toBe('198.51.100.3');
    expect(await ipOf('', null, 'junk, 198.51.100.4')).toBe('198.51.100.4');
    expect(await ipOf('', null)).toBe('unknown');
  });
});
