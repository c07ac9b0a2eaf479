import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseListSearch } from '../domain/product-list';
import { type Kept, pageDataPaths } from './page-data';
import { listRequestFor, productListPath } from './products';

const pageDataPath = (...args: [Parameters<typeof pageDataPaths>[0], string, string, Kept]) =>
  pageDataPaths(...args)?.[0] ?? null;

const tree = [
  {
    slug: 'bremser',
    name: 'Bremser',
    subItems: [{ slug: 'bremseklosser', name: 'Bremseklosser', subItems: [] }],
  },
];
const nothingKept = { carId: null, tree: [] };
const pads = {
  articleId: 1000094,
  articleNumber: '13.0460-2715.3',
  articleName: 'Bremseklosser',
  mfrName: 'ATE',
  price: 499,
  images: [],
};

describe('pageDataPaths: the reads a page is drawn from, by the route table', () => {
  it('a product page reads its item, for the garage vehicle when there is one', () => {
    expect(pageDataPath('no', '/products/1000094-bremseklosser', '', nothingKept)).toBe(
      '/product/item?id=1000094&lang=no',
    );
    expect(pageDataPath('ar', '/products/1000094-x', '', { carId: 7, tree: [] })).toBe(
      '/product/item?id=1000094&lang=ar&carId=7',
    );
    expect(pageDataPath('no', '/products/not-an-id', '', nothingKept)).toBeNull();
  });

  it('a list reads exactly what the list page asks for: same filters, sort, page and vehicle', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '?page=2', '?brand=bosch,ate&sort=name_desc', '?price=100-900&vehicle=all'),
        fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
        (search, carId) => {
          const kept = { carId, tree };
          expect(pageDataPath('no', '/catalog/bremseklosser', search, kept)).toBe(
            productListPath(listRequestFor('no', parseListSearch(search), 'bremseklosser', carId)),
          );
          expect(pageDataPath('no', '/catalog/bremser/products', search, kept)).toBe(
            productListPath(listRequestFor('no', parseListSearch(search), 'bremser', carId)),
          );
          expect(pageDataPath('no', '/catalog/products', search, kept)).toBe(
            productListPath(listRequestFor('no', parseListSearch(search), undefined, carId)),
          );
        },
      ),
    );
  });

  it('a category with others below it shows cards from the tree, so nothing more is read for it', () => {
    expect(pageDataPaths('no', '/catalog/bremser', '', { carId: null, tree })).toEqual([]);
    // Without the tree on the device (a first visit) the list is the likelier page.
    expect(pageDataPath('no', '/catalog/bremser', '', nothingKept)).toContain('category=bremser');
  });

  it('home reads its featured products and the brands', () => {
    expect(pageDataPaths('ar', '/', '', nothingKept)).toEqual([
      '/tecdoc/get-feature-products?lang=ar&limit=8',
      '/brand/list?lang=ar',
    ]);
  });

  it('a search reads its page of results, as the search page asks for it', () => {
    expect(pageDataPaths('no', '/products', '?search=%20bremseklosser%20&page=2', nothingKept)).toEqual([
      '/tecdoc/search?search=bremseklosser&lang=no&page=2&perPage=16',
    ]);
    expect(pageDataPaths('no', '/products', '?search=W%20712%2F75&page=x', nothingKept)).toEqual([
      '/tecdoc/search?search=W+712%2F75&lang=no&page=1&perPage=16',
    ]);
    // Nothing searched for: the catalogue's list, as /catalog/products reads it (its page, sort and filters).
    for (const search of ['', '?search=%20&page=2&sort=name_asc'])
      expect(pageDataPaths('no', '/products', search, { carId: 7, tree: [] })).toEqual(
        pageDataPaths('no', '/catalog/products', search, { carId: 7, tree: [] }),
      );
    expect(pageDataPath('no', '/products', '', nothingKept)).toContain('/tecdoc/get-products?');
  });

  it('pages of their own texts and forms are drawn from the tree alone', () => {
    for (const path of ['/catalog', '/about-us', '/contact-us', '/track-order', '/account/login'])
      expect(pageDataPaths('no', path, '?n=1', nothingKept)).toEqual([]);
  });

  it('a page of what the device keeps is drawn as its frame, from nothing of its own', () => {
    for (const path of ['/cart', '/account/dashboard', '/admin/orders/4'])
      expect(pageDataPaths('no', path, '', nothingKept)).toEqual([]);
  });

  it('pages the server does not draw read nothing here', () => {
    for (const path of ['/all', '/nothing'])
      expect(pageDataPaths('no', path, '?n=1', nothingKept)).toBeNull();
  });

  it('an article page looks the number up, then reads the product it found, as the product page does', () => {
    const lookup = '/tecdoc/get-product-by-article-number?lang=no&articleNumber=13046027153';
    expect(pageDataPaths('no', '/catalog/article', '?n=13.0460-2715.3', nothingKept)).toEqual([lookup]);
    const found = { [lookup]: { product: pads } };
    expect(pageDataPaths('no', '/catalog/article', '?n=13.0460-2715.3', nothingKept, found)).toEqual([
      lookup,
      '/product/item?id=1000094&lang=no',
    ]);
    expect(pageDataPaths('no', '/catalog/article', '?n=13.0460-2715.3', { carId: 7, tree }, found)).toEqual([
      lookup,
      '/product/item?id=1000094&lang=no&carId=7',
    ]);
    // An answer that is no product (not found) names nothing more; no number at all: the app draws the form.
    expect(
      pageDataPaths('no', '/catalog/article', '?n=13.0460-2715.3', nothingKept, { [lookup]: null }),
    ).toEqual([lookup]);
    expect(pageDataPaths('no', '/catalog/article', '?n=%20', nothingKept)).toBeNull();
  });

  it('a product preview only looks its number up', () => {
    const lookup = '/tecdoc/get-product-by-article-number?lang=no&articleNumber=13046027153';
    const found = { [lookup]: { product: pads } };
    expect(pageDataPaths('no', '/product-preview/13.0460-2715.3', '', nothingKept, found)).toEqual([lookup]);
    expect(pageDataPaths('no', '/product-preview/13%2F0460', '', nothingKept)).toEqual([
      '/tecdoc/get-product-by-article-number?lang=no&articleNumber=130460',
    ]);
  });

  it("a plate's page looks the plate up, then reads the vehicle's categories and its list as the list asks", () => {
    const lookup = '/tecdoc/search-by-registration-number?registrationNumber=ZJ24889&lang=no';
    const search = '?registreringsNummer=ZJ24889&parts&sort=price_asc';
    expect(pageDataPaths('no', '/all', search, nothingKept)).toEqual([lookup]);
    const vehicle = { carId: 4321, vehicleDetails: { manuId: 1, modId: 2, yearOfConstrFrom: 2015 } };
    const found = { [lookup]: { registrationNumber: 'ZJ24889', vehicle } };
    // The garage's vehicle does not count: the page names its own.
    expect(pageDataPaths('no', '/all', search, { carId: 7, tree }, found)).toEqual([
      lookup,
      '/tecdoc/get-products?lang=no&page=1&perPage=1&carId=4321&sort=default',
      productListPath(listRequestFor('no', parseListSearch('?vehicle=4321&sort=price_asc'), undefined, null)),
    ]);
    // Unknown plate (an error answer): nothing more is named.
    expect(pageDataPaths('no', '/all', search, nothingKept, { [lookup]: null })).toEqual([lookup]);
    // A vehicle named by its carId is not drawn (its details are a POST read), nor /all naming nothing.
    expect(pageDataPaths('no', '/all', '?motorID=4321', nothingKept)).toBeNull();
    expect(pageDataPaths('no', '/all', '?registreringsNummer=%20', nothingKept)).toBeNull();
  });
});
