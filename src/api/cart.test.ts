import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCart, fetchMyCart } from './cart';
import { ApiError } from './client';
import { answer, goOffline, json } from './testing';

afterEach(() => vi.unstubAllGlobals());

const cart = {
  cartId: 'c'.repeat(43),
  items: [
    {
      articleId: 7,
      articleNumber: 'A7',
      product: { articleId: 7, articleNumber: 'A7', name: 'Disc', price: 500, discount: 450 },
      options: {},
      price: 450,
      quantity: 2,
      total: 900,
    },
    { articleNumber: 'damaged line without an id' },
  ],
  unknown: [99],
  quantity: 2,
  pickup: false,
  pickupShop: null,
  subtotal: 900,
  shipping: 129,
  tax: 205.8,
  totals: [{ type: 'shipping', title: 'Shipping', price: 129 }],
  total: 1029,
};

describe('fetchMyCart', () => {
  it('GETs the account cart with the session token and reads it leniently', async () => {
    const spy = answer(() => json({ cart }));
    const mine = await fetchMyCart('tok');
    expect(String(spy.mock.calls[0]?.[0])).toMatch(/\/api\/cart\/me$/);
    expect(new Headers(spy.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('tok');
    expect(mine).toMatchObject({ cartId: cart.cartId, total: 1029, unknown: [99] });
    expect(mine?.items).toHaveLength(1);
    expect(mine?.items[0]).toMatchObject({ articleId: 7, price: 450, quantity: 2, total: 900 });
  });

  it('answers null when the account has no cart', async () => {
    answer(() => json({ cart: null }));
    expect(await fetchMyCart('tok')).toBeNull();
  });

  it('fails with NETWORK offline and never calls without a token', async () => {
    goOffline();
    await expect(fetchMyCart('tok')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    await expect(fetchMyCart()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fetchCart', () => {
  it('reads one cart, and passes the 404 of a cart that is gone or not yours', async () => {
    answer(() => json({ cart }));
    expect((await fetchCart(cart.cartId)).subtotal).toBe(900);
    answer(() => json({ error: 'CART_NOT_FOUND', message: 'No such cart' }, 404));
    await expect(fetchCart('x')).rejects.toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
  });
});
