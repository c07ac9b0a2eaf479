// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addSaved, listSaved, removeSaved } from '../../db/saved-products';
import type { AppDB } from '../../db/schema';
import { freshDb, sampleProduct } from '../../db/testing';
import { SavedToggle, savedDelayMs } from './saved-toggle';
import { activateEnglish, advance, renderEn, until, useFakeClock } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toasts', () => ({ toast }));

let db: AppDB;
beforeAll(activateEnglish);
beforeEach(async () => {
  db = freshDb();
  // Open before the press: a write the toggle started would then come before any read the test makes.
  await db.open();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  await db.delete();
});

const disc = sampleProduct(3, { articleName: 'Bremseskive' });
const ids = async (list: 'wishlist' | 'compare') => (await listSaved(db, list)).map((item) => item.articleId);

describe('wishlist and compare buttons', () => {
  it('adds to the wishlist 250 ms after the press, then shows pressed; a second press removes', async () => {
    useFakeClock();
    renderEn(<SavedToggle list="wishlist" product={disc} />, db);
    const button = screen.getByRole('button', { name: 'Wishlist' });
    await act(() => fireEvent.click(button));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await advance(savedDelayMs - 1);
    expect(await ids('wishlist')).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
    await advance(1);
    await until(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Added to wishlist', {
      id: 'TEXT_TOAST_PRODUCT_ADDED_TO_WISHLIST',
      description: 'Bremseskive',
    });
    expect(await ids('wishlist')).toEqual([3]);
    await until(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.getAttribute('aria-busy')).toBe('false');

    await act(() => fireEvent.click(button));
    await until(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(await ids('wishlist')).toEqual([]);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('many toggles share one read of the list: each shows whether its own product is saved', async () => {
    await addSaved(db, 'wishlist', disc);
    const pad = sampleProduct(4, { articleName: 'Bremsekloss' });
    renderEn(
      <>
        <SavedToggle list="wishlist" product={disc} />
        <SavedToggle list="wishlist" product={pad} />
      </>,
      db,
    );
    const [discButton, padButton] = screen.getAllByRole('button', { name: 'Wishlist' });
    await waitFor(() => expect(discButton?.getAttribute('aria-pressed')).toBe('true'));
    expect(padButton?.getAttribute('aria-pressed')).toBe('false');
    await act(() => removeSaved(db, 'wishlist', disc.articleId));
    await waitFor(() => expect(discButton?.getAttribute('aria-pressed')).toBe('false'));
  });

  it('adds to the comparison only once, with its own toast id', async () => {
    useFakeClock();
    renderEn(<SavedToggle list="compare" product={disc} />, db);
    const button = screen.getByRole('button', { name: 'Compare' });
    await act(() => fireEvent.click(button));
    await act(() => fireEvent.click(button));
    await advance(savedDelayMs);
    await until(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success.mock.calls[0]?.[1]).toMatchObject({ id: 'TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE' });
    expect(await ids('compare')).toEqual([3]);
    expect(await ids('wishlist')).toEqual([]);
  });
});
