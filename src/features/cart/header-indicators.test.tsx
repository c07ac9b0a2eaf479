// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from '../../db/cart';
import { addSaved } from '../../db/saved-products';
import type { AppDB } from '../../db/schema';
import { freshDb, sampleProduct } from '../../db/testing';
import { CartIndicator, CompareIndicator, WishlistIndicator } from './header-indicators';
import { activateEnglish, renderEn } from './testing';

let db: AppDB;
beforeAll(activateEnglish);
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

const badge = (testId: string) => screen.getByTestId(testId);

describe('header indicators', () => {
  it('count the units in the cart and the saved products, hiding a zero', async () => {
    renderEn(
      <>
        <CartIndicator />
        <WishlistIndicator />
        <CompareIndicator />
      </>,
      db,
    );
    expect(badge('cart-count').className).toContain('hidden');
    await addToCart(db, sampleProduct(1), 2);
    await addToCart(db, sampleProduct(2), 3);
    await addSaved(db, 'wishlist', sampleProduct(1));
    await waitFor(() => expect(badge('cart-count').textContent).toBe('5'));
    expect(badge('cart-count').className).not.toContain('hidden');
    await waitFor(() => expect(badge('wishlist-indicator-count').textContent).toBe('1'));
    expect(badge('compare-indicator-count').className).toContain('hidden');
    expect(screen.getByRole('link', { name: /^Wishlist/ }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('link', { name: /^Compare/ }).getAttribute('href')).toBe('/compare');
  });

  it('opens the cart dropdown with the items, totals, View cart and Checkout', async () => {
    await addToCart(db, sampleProduct(1, { articleName: 'Bremseskive', price: 499 }), 2);
    renderEn(<CartIndicator />, db);
    await waitFor(() => expect(badge('cart-count').textContent).toBe('2'));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Cart 2' })));
    const dropdown = await screen.findByTestId('cart-dropdown');
    expect(dropdown.textContent).toContain('Bremseskive');
    expect(dropdown.textContent).toContain('2 × 499 kr');
    expect(screen.getByTestId('cart-total').textContent).toBe('1,127 kr');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });
});
