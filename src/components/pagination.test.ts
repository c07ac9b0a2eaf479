import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and two either side, with gaps between', () => {
    expect(pageItems(10, 32)).toEqual([1, null, 8, 9, 10, 11, 12, null, 32]);
  });

  it('leaves no gap where the pages meet', () => {
    expect(pageItems(4, 32)).toEqual([1, 2, 3, 4, 5, 6, null, 32]);
    expect(pageItems(32, 32)).toEqual([1, null, 30, 31, 32]);
  });
});
