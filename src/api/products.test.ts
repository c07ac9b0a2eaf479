import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSummarySchema } from '../domain/product';
import { productListPath, toProductSummary } from './products';

describe('productListPath', () => {
  it('names the API parameters in a fixed order, the vehicle as carId', () => {
    expect(
      productListPath({
        lang: 'no',
        page: 2,
        sort: 'name_asc',
        filters: { rating: [4, 5], vehicle: 1234, category: 'bremser', brand: ['bosch'] },
      }),
    ).toBe(
      '/tecdoc/get-products?lang=no&page=2&perPage=16&category=bremser&carId=1234&brand=bosch&rating=4%2C5&sort=name_asc',
    );
  });
});

describe('toProductSummary', () => {
  const dto = (discount: number | null) =>
    v.parse(ProductSummarySchema, {
      articleId: 1,
      articleNumber: 'W 712/75',
      price: 200,
      discount,
      images: [],
    });

  it('keeps a discount below the price', () => {
    expect(toProductSummary(dto(150)).discount).toBe(150);
  });

  it('drops a "discount" that is not below the price', () => {
    expect(toProductSummary(dto(200)).discount).toBeNull();
    expect(toProductSummary(dto(250)).discount).toBeNull();
  });

  it('fills defaults for what an older server leaves out', () => {
    expect(toProductSummary(dto(null))).toMatchObject({
      stock: 'in-stock',
      rating: 0,
      tags: [],
      articleText: [],
    });
  });
});
