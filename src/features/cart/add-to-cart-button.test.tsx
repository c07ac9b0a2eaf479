// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '../../db/cart';
import type { AppDB } from '../../db/schema';
import { freshDb, sampleProduct } from '../../db/testing';
import { AddToCartButton } from './add-to-cart-button';
import { activateEnglish, renderEn } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toasts', () => ({ toast }));
const persist = vi.fn(async () => true);
Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });

let db: AppDB;
beforeAll(activateEnglish);
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await db.delete();
});

const pads = sampleProduct(7, { articleName: 'Bremseklosser', price: 449 });
const press = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
const quantities = async () => (await readCart(db)).lines.map((line) => line.quantity);

describe('AddToCartButton', () => {
  it('adds one by default, says so, and asks for persistent storage on the first line', async () => {
    renderEn(<AddToCartButton product={pads} />, db);
    await press();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.success.mock.calls[0]).toEqual([
      'Added to cart',
      expect.objectContaining({ id: 'TEXT_TOAST_PRODUCT_ADDED_TO_CART', description: 'Bremseklosser' }),
    ]);
    expect(await quantities()).toEqual([1]);
    expect(persist).toHaveBeenCalledTimes(1);

    await press();
    await waitFor(async () => expect(await quantities()).toEqual([2]));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('adds the chosen quantity', async () => {
    renderEn(<AddToCartButton product={pads} quantity={3} />, db);
    await press();
    await waitFor(async () => expect(await quantities()).toEqual([3]));
  });

  it('refuses an emptied quantity field with ERROR_ADD_TO_CART_QUANTITY and writes nothing', async () => {
    renderEn(<AddToCartButton product={pads} quantity={null} />, db);
    await press();
    expect(toast.error).toHaveBeenCalledWith('Choose a quantity of at least 1', {
      id: 'ERROR_ADD_TO_CART_QUANTITY',
    });
    expect(await quantities()).toEqual([]);
  });

  it('refuses a product whose options are not chosen with ERROR_ADD_TO_CART_OPTIONS', async () => {
    const options = [{ slug: 'side', name: 'Side', values: [{ slug: 'left', name: 'Left' }] }];
    renderEn(<AddToCartButton product={pads} options={options} />, db);
    await press();
    expect(toast.error).toHaveBeenCalledWith('Choose an option first', { id: 'ERROR_ADD_TO_CART_OPTIONS' });
    expect(await quantities()).toEqual([]);
  });

  it('cannot add an article that is out of stock, but can one on backorder', () => {
    renderEn(
      <>
        <AddToCartButton product={{ ...pads, stock: 'out-of-stock' }} />
        <AddToCartButton product={{ ...pads, stock: 'on-backorder' }} compact />
      </>,
      db,
    );
    const [out, backorder] = screen.getAllByRole('button', { name: 'Add to cart' }) as HTMLButtonElement[];
    expect(out?.disabled).toBe(true);
    expect(backorder?.disabled).toBe(false);
  });

  it('shows the failure toast and leaves no line when the write fails', async () => {
    renderEn(<AddToCartButton product={pads} />, db);
    db.close();
    await press();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not add to cart',
        expect.objectContaining({ id: 'TEXT_TOAST_PRODUCT_FAILED_TO_CART' }),
      ),
    );
    await db.open();
    expect(await quantities()).toEqual([]);
  });
});
