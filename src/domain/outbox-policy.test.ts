import { describe, expect, it } from 'vitest';
import { backoffCap, backoffDelay, classify, inFlightCode } from './outbox-policy';

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
