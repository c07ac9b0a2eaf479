import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../db/testing';
import { criteriaNames, criteriaValue } from './compare-rows';

const disc = sampleProduct(1, {
  criteria: [
    { name: 'Diameter', value: '280', unit: 'mm' },
    { name: 'Brake disc type', value: 'Vented', unit: null },
  ],
});
const pads = sampleProduct(2, {
  criteria: [
    { name: 'Width', value: '116.4', unit: 'mm' },
    { name: 'Diameter', value: '300', unit: 'mm' },
    { name: 'Fitting position', value: 'Front axle', unit: null },
    { name: 'Fitting position', value: 'Left', unit: null },
  ],
});

describe('compare rows', () => {
  it('has one row per criteria name, in the order first seen', () => {
    expect(criteriaNames([disc, pads])).toEqual(['Diameter', 'Brake disc type', 'Width', 'Fitting position']);
    expect(criteriaNames([])).toEqual([]);
  });

  it('gives the value with its unit, repeated names joined, and null where the article lacks it', () => {
    expect(criteriaValue(disc, 'Diameter')).toBe('280 mm');
    expect(criteriaValue(disc, 'Brake disc type')).toBe('Vented');
    expect(criteriaValue(pads, 'Fitting position')).toBe('Front axle, Left');
    expect(criteriaValue(disc, 'Width')).toBeNull();
  });
});
