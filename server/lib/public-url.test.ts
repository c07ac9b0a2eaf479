// @engines: pglite
import { describe, expect, it } from 'vitest';
import { linkBase, resolvePublicUrl } from './public-url';

describe('resolvePublicUrl', () => {
  it.each([
    [{ PUBLIC_URL: 'https://bildeler.no/', HOST: '0.0.0.0', PORT: 8080 }, 'https://bildeler.no', true],
    [
      { PUBLIC_URL: 'https://bildeler.no/butikk//', HOST: '0.0.0.0', PORT: 8080 },
      'https://bildeler.no/butikk',
      true,
    ],
    [{ HOST: '0.0.0.0', PORT: 8080 }, 'http://localhost:8080', false],
    [{ HOST: '::', PORT: 8080 }, 'http://localhost:8080', false],
    [{ HOST: '127.0.0.1', PORT: 3000 }, 'http://127.0.0.1:3000', false],
    [{ HOST: '::1', PORT: 3000 }, 'http://[::1]:3000', false],
    [{ HOST: 'butikk.lan', PORT: 80 }, 'http://butikk.lan:80', false],
  ])('%j → %s', (env, url, configured) => {
    expect(resolvePublicUrl(env)).toEqual({ url, configured });
  });
});

describe('linkBase', () => {
  it('is the resolved address, whatever request is at hand', () => {
    const request = { req: { url: 'http://attacker.example/api/auth/forgot' } };
    expect(linkBase({ publicUrl: 'https://bildeler.no' }, request)).toBe('https://bildeler.no');
    expect(linkBase({ publicUrl: 'https://bildeler.no' })).toBe('https://bildeler.no');
  });
});
