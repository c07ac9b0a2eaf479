// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/db';
import { addSaved, listSaved, removeSaved } from '../../db/saved-products';
import { sampleProduct } from '../../db/testing';
import { CompareButton } from './compare-button';
import { savedDelayMs } from './saved-toggle';
import { activateEnglish, renderEn } from './testing';
import { WishlistButton } from './wishlist-button';

vi.mock('../../db/db', async () => {
  const { AppDB } = await import('../../db/schema');
  return { db: new AppDB(`saved-toggle-${crypto.randomUUID()}`) };
});
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toasts', () => ({ toast }));

beforeAll(activateEnglish);
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await Promise.all([db.wishlist.clear(), db.compare.clear()]);
});

const disc = sampleProduct(3, { articleName: 'Bremseskive' });
const ids = async (list: 'wishlist' | 'compare') => (await listSaved(db, list)).map((item) => item.articleId);

describe('wishlist and compare buttons (spec §4)', () => {
  it('adds to the wishlist 250 ms after the press, then shows pressed; a second press removes', async () => {
    renderEn(<WishlistButton product={disc} />);
    const button = screen.getByRole('button', { name: 'Wishlist' });
    const pressedAt = Date.now();
    await act(() => fireEvent.click(button));
    expect(await ids('wishlist')).toEqual([]);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(savedDelayMs - 5);
    expect(toast.success).toHaveBeenCalledWith('Added to wishlist', {
      id: 'TEXT_TOAST_PRODUCT_ADDED_TO_WISHLIST',
      description: 'Bremseskive',
    });
    expect(await ids('wishlist')).toEqual([3]);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));

    await act(() => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(await ids('wishlist')).toEqual([]);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('many toggles share one read of the list: each shows whether its own product is saved', async () => {
    await addSaved(db, 'wishlist', disc);
    const pad = sampleProduct(4, { articleName: 'Bremsekloss' });
    renderEn(
      <>
        <WishlistButton product={disc} />
        <WishlistButton product={pad} />
      </>,
    );
    const [discButton, padButton] = screen.getAllByRole('button', { name: 'Wishlist' });
    await waitFor(() => expect(discButton?.getAttribute('aria-pressed')).toBe('true'));
    expect(padButton?.getAttribute('aria-pressed')).toBe('false');
    await act(() => removeSaved(db, 'wishlist', disc.articleId));
    await waitFor(() => expect(discButton?.getAttribute('aria-pressed')).toBe('false'));
  });

  it('adds to the comparison only once, with its own toast id', async () => {
    renderEn(<CompareButton product={disc} />);
    const button = screen.getByRole('button', { name: 'Compare' });
    await act(() => fireEvent.click(button));
    await act(() => fireEvent.click(button));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success.mock.calls[0]?.[1]).toMatchObject({ id: 'TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE' });
    expect(await ids('compare')).toEqual([3]);
    expect(await ids('wishlist')).toEqual([]);
  });
});
