import { describe, expect, it } from 'vitest';
import { filterOf, hrefOf } from './admin-orders-page';

describe('the desk’s filter in the address', () => {
  it('reads page, status and search, ignoring what it does not know', () => {
    expect(filterOf('?page=3&status=PAID&search=%20kari%20')).toEqual({
      page: 3,
      status: 'PAID',
      search: 'kari',
    });
    expect(filterOf('?page=0&status=paid')).toEqual({ page: 1, status: null, search: '' });
    expect(filterOf(`?page=x&search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the start, and reads back what it wrote', () => {
    expect(hrefOf({ page: 1, status: null, search: '' })).toBe('/admin/orders');
    const filter = { page: 2, status: 'SHIPPED' as const, search: 'kari@example.no' };
    const href = hrefOf(filter);
    expect(href).toBe('/admin/orders?status=SHIPPED&search=kari%40example.no&page=2');
    expect(filterOf(href.slice(href.indexOf('?')))).toEqual(filter);
  });
});
