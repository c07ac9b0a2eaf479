// @engines: pglite
import { describe, expect, it } from 'vitest';
import { applyNodeEnv, readEnv } from './env';

describe('NODE_ENV for the libraries', () => {
  it('is production when the shop is started without one (React renders pages with its production build)', () => {
    const target: Record<string, string | undefined> = {};
    applyNodeEnv(readEnv({}), target);
    expect(target.NODE_ENV).toBe('production');
  });

  it('keeps the mode the shop is started in', () => {
    const target: Record<string, string | undefined> = { NODE_ENV: 'test' };
    applyNodeEnv(readEnv(target), target);
    expect(target.NODE_ENV).toBe('test');
  });
});
