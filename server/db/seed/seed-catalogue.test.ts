// @engines: pglite
// The default catalogue is as large and as dense as the shop promises (built in memory, no database).
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './seed-catalogue';

const data = buildCatalogue(1);
const { vehicles, modelSeries, manufacturers } = data.vehicleData;
const fitsPerCar = new Map<number, number>();
for (const carId of data.links.carColumn) fitsPerCar.set(carId, (fitsPerCar.get(carId) ?? 0) + 1);

const carsOf = (make: string, series: RegExp, type: RegExp) => {
  const manu = manufacturers.find((m) => m.manuName === make);
  const ids = new Set(
    modelSeries.filter((s) => s.manuId === manu?.manuId && series.test(s.modelname)).map((s) => s.modelId),
  );
  return vehicles.filter((v) => ids.has(v.modelId) && type.test(v.typeName));
};

describe('default catalogue', () => {
  it('has the Norwegian car park', () => {
    expect(manufacturers.length).toBeGreaterThanOrEqual(30);
    expect(modelSeries.length).toBeGreaterThanOrEqual(300);
    expect(vehicles.length).toBeGreaterThanOrEqual(3000);
    expect(vehicles.filter((v) => v.fuel === 'electric').every((v) => v.ccmTech === null)).toBe(true);
  });

  it('has 20,000 articles with unique numbers per brand', () => {
    expect(data.articleRows).toHaveLength(20_000);
    const keys = new Set(data.articleRows.map((a) => `${a.brandSlug}|${a.articleNumber}`));
    expect(keys.size).toBe(20_000);
  });

  it.each([
    ['VW', /^GOLF VII/, /1\.6 TDI/],
    ['TOYOTA', /^RAV 4/, /./],
    ['VOLVO', /^V70 III/, /./],
    ['TESLA', /^MODEL 3/, /./],
  ])('%s %s fits at least 5,000 articles', (make, series, type) => {
    const cars = carsOf(make, series, type);
    expect(cars.length).toBeGreaterThan(0);
    const best = Math.max(...cars.map((car) => fitsPerCar.get(car.carId) ?? 0));
    expect(best).toBeGreaterThanOrEqual(5000);
  });

  it('gives even the rarest car well over a hundred parts', () => {
    const least = Math.min(...vehicles.map((v) => fitsPerCar.get(v.carId) ?? 0));
    expect(least).toBeGreaterThanOrEqual(130);
  });

  it('registers at least 500 plates in the Norwegian format with 17-character VINs', () => {
    expect(data.registrationRows.length).toBeGreaterThanOrEqual(500);
    for (const row of data.registrationRows) {
      expect(row.plate).toMatch(/^[A-Z]{2}\d{5}$/);
      expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
    expect(new Set(data.registrationRows.map((r) => r.carId)).size).toBeGreaterThan(300);
  });

  it('holds the plates and VINs the README offers to try', () => {
    const plate = (p: string) => data.registrationRows.find((row) => row.plate === p);
    expect(plate('VA80253')?.vin).toBe('WVGX26NA4KE135089');
    expect(plate('ED25791')?.vin).toBe('5YJ4LVEZ8RL040629');
    expect(plate('FU71756')?.vin).toBe('YV1VSCDJ172383900');
  });

  it('is the same on every run', () => {
    const again = buildCatalogue(1);
    expect(again.articleRows[12_345]).toEqual(data.articleRows[12_345]);
    expect(again.links.count).toBe(data.links.count);
    expect(again.links.carsOf(12_345)).toEqual(data.links.carsOf(12_345));
    expect(again.registrationRows[99]).toEqual(data.registrationRows[99]);
  });
});

describe('test-sized catalogues', () => {
  it('below a tenth, each car fits a share of the parts, not most of them: the copy every API test file loads stays small', () => {
    const small = buildCatalogue(0.01);
    const perCar = new Map<number, number>();
    for (const carId of small.links.carColumn) perCar.set(carId, (perCar.get(carId) ?? 0) + 1);
    // With the full floors of 20,000 articles, 200 articles made 613,000 links: most cars fitted most parts.
    expect(small.links.count).toBeLessThan(150_000);
    expect(Math.max(...perCar.values())).toBeLessThan(small.articleRows.length * 0.8);
    // Every car still has parts to show.
    expect(Math.min(...small.vehicleData.vehicles.map((v) => perCar.get(v.carId) ?? 0))).toBeGreaterThan(0);
  });

  it('from a tenth on, the floors are whole: the browser tests’ shop (0.1) has the links it always had', () => {
    expect(buildCatalogue(0.1).links.count).toBe(954_796);
  });
});
