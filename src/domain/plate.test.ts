import { describe, expect, it } from 'vitest';
import { minPlateLength, normalisePlate } from './plate';

describe('normalisePlate', () => {
  it('upper-cases and drops spaces, dashes and dots', () => {
    expect(normalisePlate('ab 12345')).toBe('AB12345');
    expect(normalisePlate('ab 12 345')).toBe('AB12345');
    expect(normalisePlate(' el-12.345 ')).toBe('EL12345');
    expect(normalisePlate('AB\t12\u00a0345')).toBe('AB12345');
  });

  it('keeps Norwegian letters and digits as they are', () => {
    expect(normalisePlate('Bjørn')).toBe('BJØRN');
    expect(normalisePlate('æøå 1')).toBe('ÆØÅ1');
  });

  it('is idempotent and leaves nothing to a plate of separators', () => {
    for (const typed of ['ab 12-345', 'el.12.345', 'CD12345']) {
      expect(normalisePlate(normalisePlate(typed))).toBe(normalisePlate(typed));
    }
    expect(normalisePlate(' - . ')).toBe('');
  });

  it('counts the length after normalising: "ab 12-3" is too short, "ab.12.34" is long enough', () => {
    expect(normalisePlate('ab 12-3').length).toBeLessThan(minPlateLength);
    expect(normalisePlate('ab.12.34').length).toBe(minPlateLength);
  });
});
