import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../db/testing';
import type { ProductDetail } from '../../domain/product';
import { keptFit } from './fitment';

const vehicle = (carId: number) => ({
  carId,
  manuName: 'VW',
  modelname: 'Golf',
  typeName: '1.6 TDI',
  yearOfConstrFrom: 201208,
  yearOfConstrTo: null,
});
const kept = (carId: number | null, fits: boolean | null, carIds: number[], total = carIds.length) => ({
  carId,
  detail: {
    ...sampleProduct(1),
    oeNumbers: [],
    reviewList: [],
    compatibility: { total, vehicles: carIds.map(vehicle) },
    fits,
  } satisfies ProductDetail,
});

describe('keptFit', () => {
  it('is null without a vehicle', () => {
    expect(keptFit(kept(5, true, [5]), null)).toBeNull();
  });

  it("takes the server's answer for the vehicle it was asked about", () => {
    expect(keptFit(kept(5, false, [5]), 5)).toBe(false);
    expect(keptFit(kept(5, true, [], 300), 5)).toBe(true);
  });

  it('reads a complete vehicle list for another vehicle', () => {
    expect(keptFit(kept(null, null, [5, 6]), 6)).toBe(true);
    expect(keptFit(kept(null, null, [5, 6]), 7)).toBe(false);
  });

  it('cannot tell from a cut list, unless the vehicle is on it', () => {
    expect(keptFit(kept(null, null, [5, 6], 250), 7)).toBeNull();
    expect(keptFit(kept(null, null, [5, 6], 250), 5)).toBe(true);
  });
});
