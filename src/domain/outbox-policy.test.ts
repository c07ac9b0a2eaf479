import { describe, expect, it } from 'vitest';
import {
  backoffCap,
  backoffDelay,
  classify,
  inFlightCode,
  limitedUntil,
  retryAfterCap,
  retryNotBefore,
} from './outbox-policy';

describe('backoffDelay', () => {
  const top = () => 1;
  const bottom = () => 0;

  it('doubles from 1 s with each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, top))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });

  it('is capped at 5 minutes, however many attempts failed', () => {
    expect(backoffDelay(9, top)).toBe(256_000);
    expect(backoffDelay(10, top)).toBe(backoffCap);
    expect(backoffDelay(50, top)).toBe(backoffCap);
    expect(backoffDelay(5_000, top)).toBe(backoffCap);
  });

  it('keeps the jitter between half the step and the whole step', () => {
    for (let attempt = 1; attempt <= 15; attempt++) {
      const ceiling = Math.min(backoffCap, 1_000 * 2 ** (attempt - 1));
      expect(backoffDelay(attempt, bottom)).toBe(ceiling / 2);
      for (let i = 0; i < 50; i++) {
        const delay = backoffDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it('treats attempt 0 or less like the first, and clamps a random source out of [0, 1]', () => {
    expect(backoffDelay(0, top)).toBe(1_000);
    expect(backoffDelay(-3, bottom)).toBe(500);
    expect(backoffDelay(1, () => 7)).toBe(1_000);
    expect(backoffDelay(1, () => -1)).toBe(500);
  });
});

describe('classify', () => {
  it.each([
    [200, 'done'],
    [201, 'done'],
    [204, 'done'],
    [0, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [504, 'retry'],
    [400, 'failed'],
    [401, 'failed'],
    [403, 'failed'],
    [404, 'failed'],
    [409, 'failed'],
    [413, 'failed'],
    [422, 'failed'],
  ] as const)('status %i → %s', (status, outcome) => {
    expect(classify(status)).toBe(outcome);
  });

  it('retries a 409 only when the server says the same key is still in flight', () => {
    expect(classify(409, inFlightCode)).toBe('retry');
    expect(classify(409, 'ALREADY_SUBSCRIBED')).toBe('failed');
  });
});

describe("retryNotBefore: the server's Retry-After", () => {
  it('holds a 429 or a 503 back for as long as it says, at most a day', () => {
    expect(retryNotBefore(429, 120, 1_000)).toBe(121_000);
    expect(retryNotBefore(503, 5, 0)).toBe(5_000);
    expect(retryNotBefore(429, 10 ** 9, 0)).toBe(retryAfterCap);
  });

  it('is 0 (no wait of its own) without a header, for other statuses, and for nonsense', () => {
    expect(retryNotBefore(429, null, 1_000)).toBe(0);
    expect(retryNotBefore(429, undefined, 1_000)).toBe(0);
    expect(retryNotBefore(500, 60, 1_000)).toBe(0);
    expect(retryNotBefore(408, 60, 1_000)).toBe(0);
    expect(retryNotBefore(429, -5, 1_000)).toBe(0);
    expect(retryNotBefore(429, Number.NaN, 1_000)).toBe(0);
  });
});

describe('limitedUntil', () => {
  const error = (status: number) => ({ status, code: 'X', message: 'x' });
  it('names when a pending entry the shop limited goes out again; nothing for anything else', () => {
    expect(limitedUntil({ state: 'pending', lastError: error(429), nextAttemptAt: 9 })).toBe(9);
    expect(limitedUntil({ state: 'pending', lastError: error(503), nextAttemptAt: 9 })).toBeNull();
    expect(limitedUntil({ state: 'pending', nextAttemptAt: 9 })).toBeNull();
    expect(limitedUntil({ state: 'sending', lastError: error(429), nextAttemptAt: 9 })).toBeNull();
    expect(limitedUntil({ state: 'failed', lastError: error(429), nextAttemptAt: 9 })).toBeNull();
  });
});
