import { describe, expect, it, vi } from 'vitest';
import { refreshCatalogCopies } from './catalog-refresh';

const tree = [
  { name: 'Bremser', slug: 'bremser', value: [82], index: 0, layout: 'grid', image: '', subItems: [] },
];
const brands = [{ slug: 'bosch', name: 'Bosch', country: 'DE', image: '' }];

const deps = (over: Partial<Parameters<typeof refreshCatalogCopies>[1]> = {}) => ({
  fetchTree: vi.fn(async () => tree),
  fetchBrands: vi.fn(async () => brands),
  saveTree: vi.fn(async () => {}),
  saveBrands: vi.fn(async () => {}),
  online: () => true,
  ...over,
});

describe('refreshing the offline copies of the category tree and brands', () => {
  it('saves what the server answers, per language', async () => {
    const d = deps();
    expect(await refreshCatalogCopies('ar', d)).toBe(true);
    expect(d.fetchTree).toHaveBeenCalledWith('ar');
    expect(d.saveTree).toHaveBeenCalledWith('ar', tree);
    expect(d.saveBrands).toHaveBeenCalledWith(brands);
  });

  it('asks nothing offline and keeps the old copy when the server fails or answers empty', async () => {
    const offline = deps({ online: () => false });
    expect(await refreshCatalogCopies('no', offline)).toBe(false);
    expect(offline.fetchTree).not.toHaveBeenCalled();

    const failing = deps({ fetchBrands: vi.fn(async () => Promise.reject(new Error('502'))) });
    expect(await refreshCatalogCopies('no', failing)).toBe(false);
    expect(failing.saveTree).not.toHaveBeenCalled();

    const empty = deps({ fetchTree: vi.fn(async () => []) });
    expect(await refreshCatalogCopies('no', empty)).toBe(true);
    expect(empty.saveTree).not.toHaveBeenCalled();
  });
});
