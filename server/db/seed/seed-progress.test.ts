// @engines: pglite
import { describe, expect, it } from 'vitest';
import { describeSeedStep } from './seed-progress';

describe('the seed as a person reads it', () => {
  it('says each step with what it wrote and its time', () => {
    expect(describeSeedStep({ step: 'links', ms: 7412, counts: { 'vehicle links': 2189336 } })).toBe(
      'catalogue links: 2,189,336 vehicle links in 7.4 s',
    );
    expect(
      describeSeedStep({ step: 'extras', ms: 3600, counts: { 'OE numbers': 36076, reviews: 42482 } }),
    ).toBe('catalogue extras: 36,076 OE numbers, 42,482 reviews in 3.6 s');
    expect(describeSeedStep({ step: 'analyze', ms: 4800, counts: {} })).toBe('catalogue analyze in 4.8 s');
  });
});
