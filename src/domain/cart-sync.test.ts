import { describe, expect, it } from 'vitest';
import {
  cartFingerprint,
  mergeCartLines,
  mergePickup,
  type SyncLine,
  toCartState,
  withoutArticles,
} from './cart-sync';

type Line = { articleId: number; quantity: number; from: 'device' | 'account' };
const device = (articleId: number, quantity: number): Line => ({ articleId, quantity, from: 'device' });
const account = (articleId: number, quantity: number) => ({ articleId, quantity });
const fromAccount = (line: { articleId: number; quantity: number }): Line => ({ ...line, from: 'account' });

describe('the sign-in merge of the device cart and the account cart', () => {
  it.each([
    { name: 'both empty', device: [], account: [], merged: [] },
    {
      name: 'only the device has lines',
      device: [device(1, 2)],
      account: [],
      merged: [device(1, 2)],
    },
    {
      name: 'only the account has lines: they come to the device',
      device: [],
      account: [account(5, 3), account(6, 1)],
      merged: [fromAccount(account(5, 3)), fromAccount(account(6, 1))],
    },
    {
      name: 'an article on both sides appears once, with the device quantity (lower)',
      device: [device(1, 1)],
      account: [account(1, 4)],
      merged: [device(1, 1)],
    },
    {
      name: 'an article on both sides appears once, with the device quantity (higher)',
      device: [device(1, 9)],
      account: [account(1, 2)],
      merged: [device(1, 9)],
    },
    {
      name: 'device lines first in their order, then what only the account had, in its order',
      device: [device(3, 1), device(1, 2)],
      account: [account(7, 1), account(1, 5), account(2, 2)],
      merged: [device(3, 1), device(1, 2), fromAccount(account(7, 1)), fromAccount(account(2, 2))],
    },
  ])('$name', ({ device, account, merged }) => {
    expect(mergeCartLines(device, account, fromAccount)).toEqual(merged);
  });

  it('adds account lines only while the cart stays within the line limit; device lines are never dropped', () => {
    expect(
      mergeCartLines([device(1, 1), device(2, 1)], [account(3, 1), account(4, 1)], fromAccount, 3),
    ).toEqual([device(1, 1), device(2, 1), fromAccount(account(3, 1))]);
    expect(mergeCartLines([device(1, 1), device(2, 1)], [account(3, 1)], fromAccount, 1)).toHaveLength(2);
  });

  it.each([
    { lineCount: 2, device: [true, 'alnabru'], account: [false, null], merged: [true, 'alnabru'] },
    { lineCount: 2, device: [false, null], account: [true, 'alnabru'], merged: [false, null] },
    { lineCount: 0, device: [false, null], account: [true, 'alnabru'], merged: [true, 'alnabru'] },
    { lineCount: 0, device: [false, null], account: null, merged: [false, null] },
  ] as const)('pickup: device $device with $lineCount lines, account $account → $merged', (row) => {
    const state = (pair: readonly [boolean, string | null]) => ({ pickup: pair[0], pickupShop: pair[1] });
    expect(
      mergePickup({ ...state(row.device), lineCount: row.lineCount }, row.account && state(row.account)),
    ).toEqual(state(row.merged));
  });
});

describe('the state sent and its fingerprint', () => {
  const first = { articleId: 9, quantity: 2, options: { b: '2', a: '1' }, price: 100 };
  const second = { articleId: 4, quantity: 1, options: {}, price: 50 };
  const lines: (SyncLine & { price: number })[] = [first, second];

  it('carries articles, quantities, options and pickup, never a price', () => {
    expect(toCartState(lines, { pickup: true, pickupShop: 'alnabru' })).toEqual({
      items: [
        { articleId: 9, quantity: 2, options: { b: '2', a: '1' } },
        { articleId: 4, quantity: 1, options: {} },
      ],
      pickup: true,
      pickupShop: 'alnabru',
    });
  });

  it('is the same whatever the order of lines and options, and differs with any quantity, option or pickup', () => {
    const base = cartFingerprint(toCartState(lines, { pickup: false, pickupShop: null }));
    const reordered: SyncLine[] = [
      { articleId: 4, quantity: 1, options: {} },
      { articleId: 9, quantity: 2, options: { a: '1', b: '2' } },
    ];
    expect(cartFingerprint(toCartState(reordered, { pickup: false, pickupShop: null }))).toBe(base);
    const changed = [
      toCartState([{ ...first, quantity: 3 }, second], { pickup: false, pickupShop: null }),
      toCartState([{ ...first, options: { a: '2', b: '2' } }, second], {
        pickup: false,
        pickupShop: null,
      }),
      toCartState(lines, { pickup: true, pickupShop: 'alnabru' }),
      toCartState(lines.slice(1), { pickup: false, pickupShop: null }),
    ];
    for (const state of changed) expect(cartFingerprint(state)).not.toBe(base);
  });

  it('leaves out articles the server did not know', () => {
    const state = toCartState(lines, { pickup: false, pickupShop: null });
    expect(withoutArticles(state, [9]).items.map((item) => item.articleId)).toEqual([4]);
  });
});
