import { describe, expect, it } from 'vitest';
import { isCatalogByVehicle } from './catalog-vehicle-query';
import { shortModel, vehicleName } from './garage-vehicle';
import { pageHref } from './vehicle-list-router';

const all = { path: '/all', carId: 10133, pageParams: { motorID: '10133' } };
const catalog = {
  path: '/catalog',
  carId: 10133,
  pageParams: { brand: '2', model: '1019', engine: '10133' },
};

describe("pageHref: the product list's links, written in the page's own form", () => {
  it('keeps the vehicle as motorID on /all, with the list state after it', () => {
    expect(pageHref('/all?vehicle=10133&sort=name_asc&page=2', all)).toBe(
      '/all?motorID=10133&sort=name_asc&page=2',
    );
  });

  it('keeps brand, model and engine on /catalog', () => {
    expect(pageHref('/catalog?vehicle=10133&page=3', catalog)).toBe(
      '/catalog?brand=2&model=1019&engine=10133&page=3',
    );
  });

  it('leads to the whole list when the vehicle filter is removed', () => {
    expect(pageHref('/all?brand=bosch', all)).toBe('/catalog/products?brand=bosch');
    expect(pageHref('/all', all)).toBe('/catalog/products');
    expect(pageHref('/all?vehicle=all&page=2', all)).toBe('/catalog/products?vehicle=all&page=2');
  });

  it("leads to another vehicle's page when the filter names another vehicle", () => {
    expect(pageHref('/catalog?vehicle=42&page=2', catalog)).toBe('/all?motorID=42&page=2');
  });

  it('leaves links to other pages alone', () => {
    expect(pageHref('/products/bosch-0986?x=1', all)).toBe('/products/bosch-0986?x=1');
  });
});

describe('vehicle names and the catalogue-by-vehicle query', () => {
  it('drops the chassis codes from a model name', () => {
    expect(shortModel('GOLF VII (5G1, BQ1, BE1, BE2)')).toBe('GOLF VII');
    expect(vehicleName({ make: 'VW', model: 'GOLF VII (5G1)', engine: '1.6 TDI' })).toBe(
      'VW GOLF VII 1.6 TDI',
    );
  });

  it('takes /catalog?brand&model&engine with ids as the catalogue by vehicle, not a parts-brand filter', () => {
    expect(isCatalogByVehicle('?brand=2&model=1019&engine=10133')).toBe(true);
    expect(isCatalogByVehicle('?brand=bosch')).toBe(false);
    expect(isCatalogByVehicle('')).toBe(false);
  });
});
