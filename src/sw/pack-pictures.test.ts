import { afterEach, describe, expect, it } from 'vitest';
import type { AppDB } from '../db/schema';
import { freshDb, sampleProduct } from '../db/testing';
import { packPicture } from './pack-pictures';

const opened: AppDB[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

describe('packPicture', () => {
  it('draws the first picture of an article a pack holds, at every size, and nothing else', async () => {
    const db = freshDb();
    opened.push(db);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>BOSCH</text></svg>';
    await db.packParts.bulkPut([
      { ...sampleProduct(7), carId: 1, genericArticleId: 1, color: null, oeNumbers: [], thumbnail: svg },
      { ...sampleProduct(8), carId: 1, genericArticleId: 1, color: null, oeNumbers: [], thumbnail: '' },
    ]);
    const at = (path: string) => packPicture(db, new URL(path, 'https://shop.test'));
    for (const path of ['1-100.webp', '1-200.webp', '1-400.webp', '1.webp', '1.svg']) {
      const answer = await at(`/api/images/article/7/${path}`);
      expect(answer?.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await answer?.text()).toBe(svg);
    }
    expect(await at('/api/images/article/7/2-100.webp')).toBeUndefined();
    expect(await at('/api/images/article/8/1-100.webp')).toBeUndefined();
    expect(await at('/api/images/article/9/1-100.webp')).toBeUndefined();
    expect(await at('/api/images/brand/bosch.webp')).toBeUndefined();
  });
});
