// @engines: pglite
import { describe, expect, it } from 'vitest';
import { applyNodeEnv, readEnv } from './env';

describe('NODE_ENV for the libraries', () => {
  it('is production when the shop is started without one (React renders pages with its production build)', () => {
    const target: Record<string, string | undefined> = {};
    applyNodeEnv(readEnv({}), target);
    expect(target.NODE_ENV).toBe('production');
  });

  it('is production for a shop under test, and development only for one in development', () => {
    const target: Record<string, string | undefined> = { NODE_ENV: 'test' };
    const env = readEnv(target);
    applyNodeEnv(env, target);
    expect(target.NODE_ENV).toBe('production');
    expect(env.NODE_ENV).toBe('test');
    target.NODE_ENV = 'development';
    applyNodeEnv(readEnv(target), target);
    expect(target.NODE_ENV).toBe('development');
  });
});
