import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchPage, modulesForPath, pageAt, pageDataPreloadModule, pages } from './pages';

describe('the route table', () => {
  it('names modules that exist and export the page', () => {
    for (const page of pages) {
      expect(existsSync(page.module), page.module).toBe(true);
      expect(readFileSync(page.module, 'utf8'), page.module).toMatch(
        new RegExp(`export (const|function) ${page.name}\\b`),
      );
    }
  });

  it('finds the page of a path as the router does: first match wins, a trailing slash is allowed', () => {
    expect(pageAt('/')?.name).toBe('HomePage');
    expect(pageAt('/catalog/products')?.name).toBe('ProductsPage');
    expect(pageAt('/catalog/article')?.name).toBe('ArticlePage');
    expect(pageAt('/catalog/bremseklosser')?.props?.({ slug: 'bremseklosser' })).toEqual({
      slug: 'bremseklosser',
      products: false,
    });
    expect(pageAt('/catalog/bremser/products/')?.props?.({ slug: 'bremser' })).toEqual({
      slug: 'bremser',
      products: true,
    });
    expect(pageAt('/products/1000094-x')?.name).toBe('ProductPage');
    expect(pageAt('/products')?.name).toBe('SearchPage');
    expect(pageAt('/nothing-here')).toBeUndefined();
    expect(pageAt('/~shell')).toBeUndefined();
  });

  it("gives the path's parameters, decoded", () => {
    expect(matchPage('/catalog/br%C3%A6kes/products')?.params).toEqual({ slug: 'brækes' });
    expect(matchPage('/products/1000094-x/')).toMatchObject({
      page: { name: 'ProductPage' },
      params: { slug: '1000094-x' },
    });
    expect(matchPage('/catalog/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
    expect(matchPage('/')?.params).toEqual({});
  });

  it('names the modules a path opens first: its page, and the early read of lists and products', () => {
    expect(modulesForPath('/catalog/bremseklosser')).toEqual([
      'src/features/catalog/category-page.tsx',
      pageDataPreloadModule,
    ]);
    expect(modulesForPath('/products/1000094-x')[1]).toBe(pageDataPreloadModule);
    expect(modulesForPath('/terms-and-conditions')).toEqual(['src/features/info/info-pages.tsx']);
    expect(modulesForPath('/')).toEqual(['src/features/home/home-page.tsx']);
    expect(modulesForPath('/nothing-here')).toEqual([]);
  });
});
