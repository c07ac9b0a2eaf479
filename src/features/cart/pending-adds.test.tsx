// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, readCart } from '../../db/cart';
import type { AppDB } from '../../db/schema';
import { freshDb, sampleProduct } from '../../db/testing';
import { AddToCartButton } from './add-to-cart-button';
import { CartIndicator } from './header-indicators';
import { activateEnglish, renderEn } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toasts', () => ({ toast }));

let db: AppDB;
let observer: MutationObserver | undefined;
beforeAll(activateEnglish);
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  observer?.disconnect();
  cleanup();
  vi.clearAllMocks();
  await db.delete();
});

const pads = sampleProduct(7, { articleName: 'Bremseklosser' });
const count = () => screen.getByTestId('cart-count').textContent;

/** The header and a button adding `quantity`, on a cart of 2 units read already; answers every count shown. */
async function renderWithTwoInCart(quantity?: number) {
  await addToCart(db, sampleProduct(1), 2);
  renderEn(
    <>
      <CartIndicator />
      <AddToCartButton product={pads} quantity={quantity} />
    </>,
    db,
  );
  await waitFor(() => expect(count()).toBe('2'));
  const shown: string[] = [];
  observer = new MutationObserver(() => shown.push(count() ?? ''));
  observer.observe(screen.getByTestId('cart-count'), { childList: true, characterData: true, subtree: true });
  return shown;
}

// Not awaited: the count must change before IndexedDB has done anything.
const click = () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
const quantities = async () => (await readCart(db)).lines.map((line) => line.quantity);

describe('the header count of an add to cart', () => {
  it('goes up in the click, before the write, and stays when the write and the new read land', async () => {
    const shown = await renderWithTwoInCart(3);
    click();
    expect(count()).toBe('5');

    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    await waitFor(async () => expect(await quantities()).toEqual([2, 3]));
    // The live query's answers after the write replace the counted add, never add to it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count()).toBe('5');
    expect(shown.every((n) => n === '5')).toBe(true);
  });

  it('counts quick adds each once, and an add from elsewhere (another tab) on top', async () => {
    const shown = await renderWithTwoInCart();
    click();
    click();
    expect(count()).toBe('3');
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    click();
    expect(count()).toBe('4');
    await addToCart(db, sampleProduct(2), 10);
    await waitFor(() => expect(count()).toBe('14'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count()).toBe('14');
    expect(shown.filter((n) => Number(n) > 14)).toEqual([]);
  });

  it('takes the add back out with the failure toast when the write fails', async () => {
    const shown = await renderWithTwoInCart();
    db.cart.hook('creating', () => {
      throw new Error('QuotaExceededError');
    });
    click();
    expect(count()).toBe('3');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not add to cart',
        expect.objectContaining({ id: 'TEXT_TOAST_PRODUCT_FAILED_TO_CART' }),
      ),
    );
    expect(count()).toBe('2');
    expect(shown).toEqual(['3', '2']);
    expect(await quantities()).toEqual([2]);
  });
});
