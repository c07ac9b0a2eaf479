import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  type CartSummary,
  choosePickup,
  type Line,
  maxQuantity,
  noPickup,
  removeLine,
  setLineQuantity,
  summarise,
  unitPrice,
  validateAddToCart,
} from './cart';

const line = (articleId: number, price: number, quantity = 1): Line => ({ articleId, price, quantity });

const lines = fc.uniqueArray(
  fc.record({
    articleId: fc.integer({ min: 1, max: 1_000_000 }),
    price: fc.integer({ min: 1, max: 50_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
  { selector: (item) => item.articleId, maxLength: 12 },
);

describe('cart lines', () => {
  it('raises the quantity of an article already present, else appends', () => {
    const cart = addLine(addLine([], line(1, 499)), line(2, 129, 2));
    expect(addLine(cart, line(1, 499, 3))).toEqual([line(1, 499, 4), line(2, 129, 2)]);
    expect(addLine(cart, line(3, 90))).toEqual([...cart, line(3, 90)]);
  });

  it('stops a line at the highest quantity', () => {
    expect(addLine([line(1, 10, maxQuantity - 1)], line(1, 10, 5))[0]?.quantity).toBe(maxQuantity);
  });

  it('adding twice equals adding once with both quantities', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (cart, a, b) => {
        const item = line(7, 249);
        expect(addLine(addLine(cart, { ...item, quantity: a }), { ...item, quantity: b })).toEqual(
          addLine(cart, { ...item, quantity: a + b }),
        );
      }),
    );
  });

  it('sets a quantity only when it is a whole number from 1', () => {
    const cart = [line(1, 499, 2)];
    expect(setLineQuantity(cart, 1, 5)).toEqual([line(1, 499, 5)]);
    for (const bad of [0, -1, 1.5, Number.NaN, maxQuantity + 1])
      expect(setLineQuantity(cart, 1, bad)).toEqual(cart);
  });

  it('removes a line', () => {
    expect(removeLine([line(1, 10), line(2, 20)], 1)).toEqual([line(2, 20)]);
  });

  it('charges the discount only when it is below the price', () => {
    expect(unitPrice({ price: 499, discount: 399 })).toBe(399);
    expect(unitPrice({ price: 499, discount: null })).toBe(499);
    expect(unitPrice({ price: 499, discount: 599 })).toBe(499);
  });
});

describe('pickup', () => {
  it('clears the shop when pickup is turned off', () => {
    const on = choosePickup(noPickup, true);
    expect(on).toEqual({ pickup: true, pickupShop: 'alnabru' });
    expect(choosePickup(on, false)).toEqual({ pickup: false, pickupShop: null });
  });

  it('falls back to the counter for a shop it does not know', () => {
    expect(choosePickup(noPickup, true, 'tromso')).toEqual({ pickup: true, pickupShop: 'alnabru' });
  });
});

describe('totals', () => {
  it('shows no shipping line for an empty cart', () => {
    expect(summarise([], false)).toEqual<CartSummary>({
      quantity: 0,
      subtotal: 0,
      shipping: null,
      vat: 0,
      total: 0,
      totals: [{ type: 'tax', price: 0 }],
    });
  });

  it('adds 129 kr shipping, 0 with pickup, and shows the MVA part of the total', () => {
    const cart = [line(1, 499, 2), line(2, 1290)];
    expect(summarise(cart, false)).toMatchObject({ quantity: 3, subtotal: 2288, shipping: 129, total: 2417 });
    expect(summarise(cart, false).vat).toBe(483.4);
    expect(summarise(cart, true)).toMatchObject({ shipping: 0, total: 2288, vat: 457.6 });
    expect(summarise(cart, true).totals).toEqual([
      { type: 'shipping', price: 0 },
      { type: 'tax', price: 457.6 },
    ]);
  });

  it('sums without float dust', () => {
    expect(summarise([line(1, 0.1, 3), line(2, 0.2)], true).subtotal).toBe(0.5);
  });

  it('total is subtotal plus shipping; the MVA part is a fifth of it to the øre', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (cart, pickup) => {
        const s = summarise(cart, pickup);
        expect(s.total).toBeCloseTo(s.subtotal + (s.shipping ?? 0), 6);
        expect(Math.abs(s.vat - s.total / 5)).toBeLessThanOrEqual(0.005);
        expect(s.quantity).toBe(cart.reduce((sum, item) => sum + item.quantity, 0));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        expect(summarise([...cart].reverse(), false)).toEqual(summarise(cart, false));
      }),
    );
  });
});

describe('add to cart validation', () => {
  const options = [
    {
      slug: 'side',
      name: 'Side',
      values: [
        { slug: 'left', name: 'Left' },
        { slug: 'right', name: 'Right' },
      ],
    },
  ];

  it('defaults the quantity to 1 and wants a whole number from 1', () => {
    expect(validateAddToCart({})).toBeNull();
    expect(validateAddToCart({ quantity: 3 })).toBeNull();
    for (const bad of [0, -2, 1.5, null, '2', Number.NaN])
      expect(validateAddToCart({ quantity: bad })).toBe('ERROR_ADD_TO_CART_QUANTITY');
  });

  it('wants a valid choice for every option', () => {
    expect(validateAddToCart({ options })).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(validateAddToCart({ options, chosen: { side: 'top' } })).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(validateAddToCart({ options, chosen: { side: 'left' } })).toBeNull();
  });

  it('checks the quantity before the options', () => {
    expect(validateAddToCart({ quantity: 0, options })).toBe('ERROR_ADD_TO_CART_QUANTITY');
  });
});
