import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modulesForPath, pageDataPreloadModule, pageModules } from './page-modules';

describe('pageModules', () => {
  it('lists exactly the lazy pages of routes.tsx', () => {
    const routes = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
    const lazy = [...routes.matchAll(/import\('\.\.\/features\/([^']+)'\)/g)].map(
      (m) => `src/features/${m[1]}.tsx`,
    );
    expect(new Set(pageModules.map((page) => page.module))).toEqual(new Set(lazy));
  });

  it('finds the page of a path as the router does', () => {
    expect(modulesForPath('/catalog/bremseklosser')).toEqual([
      'src/features/catalog/category-page.tsx',
      pageDataPreloadModule,
    ]);
    expect(modulesForPath('/catalog/bremser/products')[0]).toBe('src/features/catalog/category-page.tsx');
    expect(modulesForPath('/catalog/products')[0]).toBe('src/features/catalog/products-page.tsx');
    expect(modulesForPath('/catalog/article')).toEqual(['src/features/product/article-page.tsx']);
    expect(modulesForPath('/products/1000094-x')[0]).toBe('src/features/product/product-page.tsx');
    expect(modulesForPath('/products')).toEqual(['src/features/search/search-page.tsx']);
    expect(modulesForPath('/terms-and-conditions')).toEqual(['src/features/info/info-pages.tsx']);
    expect(modulesForPath('/')).toEqual([]);
    expect(modulesForPath('/nothing-here')).toEqual([]);
  });
});
