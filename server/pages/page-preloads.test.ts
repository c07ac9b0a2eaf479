// @engines: pglite
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageDataPreloadModule } from '../../src/first-visit/pages';
import { pagePreloads } from './page-preloads';

const dist = mkdtempSync(join(tmpdir(), 'bildeler-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_react.js', '_price.js'] },
    '_price.js': { file: 'assets/price.js' },
    'src/features/catalog/category-page.tsx': { file: 'assets/category-page.js', imports: ['_card.js'] },
    'src/features/product/product-page.tsx': { file: 'assets/product-page.js', imports: ['_card.js'] },
    'src/features/cart/cart-page.tsx': { file: 'assets/cart-page.js', imports: ['_react.js'] },
    [pageDataPreloadModule]: { file: 'assets/page-data-preload.js' },
  }),
);
const named = ['/assets/index.js', '/assets/react.js'];
const preloads = pagePreloads(dist, named);
const modules = (hrefs: string[]) => hrefs.map((href) => href.replace('/assets/', ''));

describe('pagePreloads', () => {
  it("names a page's code, all import levels at once, leaving out what every page names", () => {
    expect(modules(preloads('/catalog/bremseklosser'))).toEqual([
      'category-page.js',
      'card.js',
      'price.js',
      'page-data-preload.js',
    ]);
    expect(modules(preloads('/cart'))).toEqual(['cart-page.js']);
    expect(preloads('/no-such-page')).toEqual([]);
  });

  it('does without a manifest', () => {
    const bare = pagePreloads(join(dist, 'missing'), named);
    expect(modules(bare('/catalog/bremseklosser'))).toEqual([]);
  });
});
