// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, readCart } from '../../db/cart';
import type { AppDB } from '../../db/schema';
import { freshDb, sampleProduct } from '../../db/testing';
import { CartPage } from './cart-page';
import { activateEnglish, advance, renderEn, until, useFakeClock } from './testing';
import { settleMs } from './use-settled-toast';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toasts', () => ({ toast }));

let db: AppDB;
beforeAll(activateEnglish);
beforeEach(async () => {
  db = freshDb();
  await addToCart(db, sampleProduct(1, { articleName: 'Bremseskive', price: 499 }), 2, {}, 1);
  await addToCart(db, sampleProduct(2, { articleName: 'Oljefilter', price: 1290 }), 1, {}, 2);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  await db.delete();
});

const amount = (testId: string) => screen.queryByTestId(`cart-${testId}`)?.textContent ?? null;

describe('CartPage', () => {
  it('shows the lines and the totals with 129 kr shipping and the VAT part', async () => {
    renderEn(<CartPage />, db);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(amount('subtotal')).toBe('2,288 kr');
    expect(amount('shipping')).toBe('129 kr');
    expect(amount('total')).toBe('2,417 kr');
    expect(amount('vat')).toBe('483 kr');
    expect(screen.getByText(/confirmed by the shop when you check out/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('pickup makes shipping 0 kr and offers the pickup shop; off again clears it', async () => {
    renderEn(<CartPage />, db);
    const pickup = await screen.findByRole('checkbox', { name: /Pick up in store/ });
    await act(() => fireEvent.click(pickup));
    await waitFor(() => expect(amount('shipping')).toBe('0 kr'));
    expect(amount('total')).toBe('2,288 kr');
    expect((screen.getByRole('radio', { name: /Bildeler Alnabru/ }) as HTMLInputElement).checked).toBe(true);
    await act(() => fireEvent.click(pickup));
    await waitFor(() => expect(amount('shipping')).toBe('129 kr'));
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('changes a quantity with the plus button, recomputes the line and totals, and says so once settled', async () => {
    renderEn(<CartPage />, db);
    const [first] = await screen.findAllByTestId('cart-line');
    useFakeClock();
    await act(() => fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Increase' })));
    await until(() =>
      expect(within(first as HTMLElement).getByTestId('line-total').textContent).toBe('1,497 kr'),
    );
    expect(amount('subtotal')).toBe('2,787 kr');
    // Stored: from here the toast waits for the quantity to settle.
    await until(async () => expect((await readCart(db)).lines[0]?.quantity).toBe(3));
    await advance(settleMs - 1);
    expect(toast.success).not.toHaveBeenCalled();
    await advance(1);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Cart updated', {
      id: 'TEXT_TOAST_CART_UPDATED_SUCCESS',
    });
  });

  it('an emptied quantity field gets the line’s quantity back when left, and a typed zero is ignored', async () => {
    renderEn(<CartPage />, db);
    const [first] = await screen.findAllByTestId('cart-line');
    const field = within(first as HTMLElement).getByRole('textbox') as HTMLInputElement;
    await act(() => fireEvent.change(field, { target: { value: '0' } }));
    expect(field.value).toBe('2');
    await act(() => fireEvent.change(field, { target: { value: '' } }));
    expect(field.value).toBe('');
    await act(() => fireEvent.blur(field));
    await waitFor(() => expect(field.value).toBe('2'));
    expect((await readCart(db)).lines[0]?.quantity).toBe(2);
  });

  it('removes a line with an undo toast, and shows the empty cart after the last', async () => {
    renderEn(<CartPage />, db);
    const remove = await screen.findByRole('button', { name: 'Remove Bremseskive from the cart' });
    await act(() => fireEvent.click(remove));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(toast.success.mock.calls[0]?.[1]).toMatchObject({ id: 'TEXT_TOAST_PRODUCT_REMOVE_FROM_CART' });
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Oljefilter from the cart' })));
    await waitFor(() => expect(screen.getByText('Your cart is empty')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/catalog');
    expect(amount('shipping')).toBeNull();
  });
});
