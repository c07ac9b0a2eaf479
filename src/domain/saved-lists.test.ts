import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountSavedItem, type DeviceSavedItem, savedUnion } from './saved-lists';
import { sampleProduct } from './testing';

const onAccount = (articleId: number, addedAt = '2026-11-01T10:00:00.000Z'): AccountSavedItem => ({
  articleId,
  addedAt,
  product: sampleProduct(articleId, { price: 1000 + articleId }),
});
const onDevice = (articleId: number, addedAt = articleId): DeviceSavedItem => ({
  articleId,
  addedAt,
  product: sampleProduct(articleId),
});
const ids = (items: { articleId: number }[]) => items.map((item) => item.articleId);

describe('savedUnion (the device’s list after the sign-in merge)', () => {
  it.each<[string, number[], number[], number[], number, number[]]>([
    ['both empty', [], [], [], 10, []],
    ['the account’s only (another device saved them)', [1, 2], [], [], 10, [1, 2]],
    ['the device’s, merged on the server, in the server’s order', [5, 1, 2], [1, 2], [1, 2], 10, [5, 1, 2]],
    ['one saved on the device while the merge travelled comes after', [1], [1, 9], [1], 10, [1, 9]],
    ['one sent that the server left out (withdrawn, past the limit) goes', [1], [1, 8], [1, 8], 10, [1]],
    ['never past the limit', [1, 2, 3], [4, 5], [], 4, [1, 2, 3, 4]],
  ])('%s', (_label, account, device, sent, limit, expected) => {
    const union = savedUnion(
      account.map((id) => onAccount(id)),
      device.map((id) => onDevice(id)),
      new Set(sent),
      limit,
    );
    expect(ids(union)).toEqual(expected);
  });

  it('an item on both sides takes the account’s product (today’s price) and its time', () => {
    const [item] = savedUnion([onAccount(3, '2026-11-02T08:00:00.000Z')], [onDevice(3, 5)], new Set([3]), 10);
    expect(item).toEqual({
      articleId: 3,
      addedAt: Date.parse('2026-11-02T08:00:00.000Z'),
      product: expect.objectContaining({ price: 1003 }),
    });
  });

  it('gives times that rise in the account’s order (rows the server saved at once share a time)', () => {
    const same = '2026-11-01T10:00:00.000Z';
    const union = savedUnion([onAccount(9, same), onAccount(2, same)], [onDevice(4, 0)], new Set(), 10);
    expect(ids(union)).toEqual([9, 2, 4]);
    const times = union.map((item) => item.addedAt);
    expect(times).toEqual([Date.parse(same), Date.parse(same) + 1, Date.parse(same) + 2]);
  });

  it('holds each product once, at most the limit, the account’s first and in its order', () => {
    const idList = fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 40 });
    fc.assert(
      fc.property(idList, idList, idList, fc.integer({ min: 0, max: 40 }), (account, device, sent, limit) => {
        const accountItems = [...new Set(account)].map((id) => onAccount(id));
        const merged = savedUnion(
          accountItems,
          device.map((id) => onDevice(id)),
          new Set(sent),
          limit,
        );
        const union = ids(merged);
        expect(new Set(union).size).toBe(union.length);
        merged.forEach((item, i) => {
          if (i > 0) expect(item.addedAt).toBeGreaterThan(merged[i - 1]?.addedAt ?? 0);
        });
        expect(union.length).toBeLessThanOrEqual(limit);
        expect(union.slice(0, accountItems.length)).toEqual(ids(accountItems).slice(0, limit));
        for (const id of union)
          expect(account.includes(id) || (device.includes(id) && !sent.includes(id))).toBe(true);
      }),
    );
  });
});
