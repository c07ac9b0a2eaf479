import { describe, expect, it } from 'vitest';
import { parseProductSlug, productHref, slugOfName } from './product-href';

describe('productHref', () => {
  it('puts the article id first and the name as readable words', () => {
    expect(productHref({ articleId: 1000042, name: 'Bosch Bremseskive Ø 280 mm' })).toBe(
      '/products/1000042-bosch-bremseskive-o-280-mm',
    );
  });

  it('spells Norwegian and accented letters in a–z', () => {
    expect(slugOfName('Kjølevæske-pumpe: Åpen / Lüfter')).toBe('kjolevaeske-pumpe-apen-lufter');
  });

  it('falls back to the article name, and to the id alone when no latin letters are left', () => {
    expect(productHref({ articleId: 7, name: '', articleName: 'Oil filter' })).toBe('/products/7-oil-filter');
    expect(productHref({ articleId: 7, name: 'قرص الفرامل' })).toBe('/products/7');
  });

  it('keeps slugs short and without dangling dashes', () => {
    const slug = slugOfName(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('parseProductSlug', () => {
  it('reads the id of any slug productHref makes', () => {
    for (const name of ['Bosch W 712/75', 'قرص', '']) {
      const href = productHref({ articleId: 1000042, name });
      expect(parseProductSlug(href.replace('/products/', ''))).toBe(1000042);
    }
  });

  it.each(['', 'abc', '0', '0-x', '-12', '12abc', '1234567890', '12_x', '12-x/y'])('refuses %j', (slug) => {
    expect(parseProductSlug(slug)).toBeNull();
  });
});
