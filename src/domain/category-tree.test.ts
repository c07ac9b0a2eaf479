import { describe, expect, it } from 'vitest';
import { categoryImage, categoryPath, flattenCategories } from './category-tree';

const leaf = (slug: string) => ({ slug, name: slug.toUpperCase(), subItems: [] });
const tree = [
  { slug: 'batteri', name: 'Batteri', subItems: [leaf('startbatterier')] },
  {
    slug: 'bremser',
    name: 'Bremser',
    subItems: [
      { slug: 'skivebremser', name: 'Skivebremser', subItems: [leaf('bremseskiver'), leaf('bremseklosser')] },
    ],
  },
];

describe('categoryPath', () => {
  it('gives the ancestors down to the item', () => {
    expect(categoryPath(tree, 'bremseklosser').map((item) => item.slug)).toEqual([
      'bremser',
      'skivebremser',
      'bremseklosser',
    ]);
  });

  it('finds a top-level item alone', () => {
    expect(categoryPath(tree, 'batteri').map((item) => item.slug)).toEqual(['batteri']);
  });

  it('is empty for an unknown slug', () => {
    expect(categoryPath(tree, 'no-such-slug')).toEqual([]);
  });
});

describe('flattenCategories', () => {
  it('lists parents before children', () => {
    expect(flattenCategories(tree).map((item) => item.slug)).toEqual([
      'batteri',
      'startbatterier',
      'bremser',
      'skivebremser',
      'bremseskiver',
      'bremseklosser',
    ]);
  });
});

describe('categoryImage', () => {
  it("is the category's own picture, else the shop's drawing for it", () => {
    expect(categoryImage({ slug: 'bremser', image: '/img/b.png' })).toBe('/img/b.png');
    expect(categoryImage({ slug: 'bremser', image: '' })).toBe('/api/images/category/bremser.webp');
  });
});
