import { describe, expect, it } from 'vitest';
import {
  addAllToCart,
  addToCart,
  clearCart,
  readCart,
  removeLine,
  restoreLine,
  setPickup,
  setQuantity,
} from './cart';
import { freshDb, sampleProduct } from './testing';

const disc = sampleProduct(1, { price: 899, discount: 749 });
const pads = sampleProduct(2, { price: 449 });

describe('cart repo', () => {
  it('starts empty, without pickup', async () => {
    expect(await readCart(freshDb())).toEqual({ lines: [], pickup: false, pickupShop: null });
  });

  it('appends new articles in order and raises one already there', async () => {
    const db = freshDb();
    expect(await addToCart(db, disc, 1, {}, 10)).toEqual({ quantity: 1, created: true, firstLine: true });
    expect(await addToCart(db, pads, 2, {}, 20)).toEqual({ quantity: 2, created: true, firstLine: false });
    expect(await addToCart(db, disc, 3, {}, 30)).toEqual({ quantity: 4, created: false, firstLine: false });
    const { lines } = await readCart(db);
    expect(lines.map((line) => [line.articleId, line.quantity, line.price])).toEqual([
      [1, 4, 749],
      [2, 2, 449],
    ]);
    expect(lines[0]?.articleNumber).toBe(disc.articleNumber);
  });

  it('keeps the newest product copy and price when an article is added again', async () => {
    const db = freshDb();
    await addToCart(db, disc);
    await addToCart(db, { ...disc, discount: null, stock: 'on-backorder' });
    const [line] = (await readCart(db)).lines;
    expect(line?.price).toBe(899);
    expect(line?.product.stock).toBe('on-backorder');
  });

  it('adds several at once (a reorder), raising a line already there, or none when one is refused', async () => {
    const db = freshDb();
    await addToCart(db, pads, 1, {}, 5);
    await addAllToCart(db, [
      { product: disc, quantity: 2, options: { side: 'left' } },
      { product: pads, quantity: 3, options: {} },
    ]);
    const { lines } = await readCart(db);
    expect(lines.map((line) => [line.articleId, line.quantity])).toEqual([
      [2, 4],
      [1, 2],
    ]);
    expect(lines[1]?.options).toEqual({ side: 'left' });
    const refused = addAllToCart(db, [
      { product: sampleProduct(3), quantity: 1, options: {} },
      { product: disc, quantity: 0, options: {} },
    ]);
    await expect(refused).rejects.toThrow(RangeError);
    expect((await readCart(db)).lines.map((line) => line.articleId)).toEqual([2, 1]);
  });

  it('adds a quick order in one go, in its order, raising lines already there (up to 999)', async () => {
    const db = freshDb();
    await addToCart(db, pads, 990, {}, 5);
    const third = sampleProduct(3);
    expect(
      await addAllToCart(
        db,
        [
          { product: third, quantity: 2 },
          { product: pads, quantity: 20 },
          { product: disc, quantity: 1 },
          { product: third, quantity: 3 },
        ],
        100,
      ),
    ).toEqual({ firstLine: false });
    const { lines } = await readCart(db);
    expect(lines.map((line) => [line.articleId, line.quantity])).toEqual([
      [2, 999],
      [3, 5],
      [1, 1],
    ]);
  });

  it('adds none of a quick order with an invalid quantity', async () => {
    const db = freshDb();
    const list = [
      { product: pads, quantity: 2 },
      { product: disc, quantity: 0 },
    ];
    await expect(addAllToCart(db, list)).rejects.toThrow(RangeError);
    expect((await readCart(db)).lines).toEqual([]);
    expect(await addAllToCart(db, [{ product: pads, quantity: 1 }])).toEqual({ firstLine: true });
  });

  it('refuses an invalid quantity and writes nothing', async () => {
    const db = freshDb();
    await expect(addToCart(db, disc, 0)).rejects.toThrow(RangeError);
    await expect(addToCart(db, disc, 1.5)).rejects.toThrow(RangeError);
    expect((await readCart(db)).lines).toEqual([]);
  });

  it('sets quantities from 1 and removes lines', async () => {
    const db = freshDb();
    await addToCart(db, disc);
    expect(await setQuantity(db, 1, 6)).toBe(true);
    expect(await setQuantity(db, 1, 0)).toBe(false);
    expect(await setQuantity(db, 99, 2)).toBe(false);
    expect((await readCart(db)).lines[0]?.quantity).toBe(6);
    expect((await removeLine(db, 1))?.quantity).toBe(6);
    expect(await removeLine(db, 1)).toBeNull();
    expect((await readCart(db)).lines).toEqual([]);
  });

  it('puts a removed line back in its place on undo', async () => {
    const db = freshDb();
    await addToCart(db, disc, 2, {}, 10);
    await addToCart(db, pads, 1, {}, 20);
    const removed = await removeLine(db, 1);
    if (!removed) throw new Error('line 1 was not removed');
    await restoreLine(db, removed);
    expect((await readCart(db)).lines.map((line) => [line.articleId, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('keeps the pickup shop only while pickup is on', async () => {
    const db = freshDb();
    expect(await setPickup(db, true)).toEqual({ pickup: true, pickupShop: 'alnabru' });
    expect(await readCart(db)).toMatchObject({ pickup: true, pickupShop: 'alnabru' });
    await setPickup(db, false);
    expect(await readCart(db)).toMatchObject({ pickup: false, pickupShop: null });
  });

  it('reads a damaged pickup record and damaged lines as defaults', async () => {
    const db = freshDb();
    await addToCart(db, pads);
    await db.cart.put({ articleId: 5, addedAt: 1, quantity: 'two' } as never);
    await db.meta.put({ key: 'cart', value: 'yes' });
    expect(await readCart(db)).toMatchObject({ pickup: false, pickupShop: null });
    expect((await readCart(db)).lines.map((line) => line.articleId)).toEqual([2]);
  });

  it('clears lines and pickup together', async () => {
    const db = freshDb();
    await addToCart(db, pads);
    await setPickup(db, true);
    await clearCart(db);
    expect(await readCart(db)).toEqual({ lines: [], pickup: false, pickupShop: null });
  });
});
