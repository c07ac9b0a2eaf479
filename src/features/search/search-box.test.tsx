// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../api/client';
import type { Suggestions } from '../../api/search';
import { rememberProducts, saveCategoryTree } from '../../db/catalog';
import type { AppDB } from '../../db/schema';
import { freshDb, sampleProduct } from '../../db/testing';
import type { CategoryItem } from '../../domain/catalog';
import { DatabaseProvider } from '../../lib/database';
import { until, useFakeClock } from '../cart/testing';
import { SearchBox } from './search-box';

const fetchSuggestions = vi.fn<(lang: string, text: string) => Promise<Suggestions>>();
vi.mock('../../api/search', async (original) => ({
  ...(await original<typeof import('../../api/search')>()),
  fetchSuggestions: (lang: string, text: string) => fetchSuggestions(lang, text),
}));

let db: AppDB;
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  // The debounce runs on the fake clock; IndexedDB (fake-indexeddb, on setImmediate) stays real.
  useFakeClock();
  fetchSuggestions.mockReset();
  db = freshDb();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await db.delete();
});

const suggestions: Suggestions = {
  products: [
    sampleProduct(1, { name: 'Bosch oil filter', articleName: 'Oil filter' }),
    sampleProduct(2, {
      name: 'Mann oil filter',
      articleName: 'Oil filter',
      alfa: 'Mann W 712',
      mfrName: 'MANN-FILTER',
      brandSlug: 'mann-filter',
    }),
  ],
  categories: [{ name: 'Oil filter', slug: 'oljefilter' }],
};
const category = (name: string, slug: string, subItems: CategoryItem[] = []): CategoryItem => ({
  name,
  slug,
  value: [],
  index: 0,
  layout: '',
  image: '',
  subItems,
});
const offline = () => new ApiError(0, 'NETWORK', 'offline');

function renderBox(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider i18n={i18n}>
      <DatabaseProvider db={db}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SearchBox />
        </Router>
      </DatabaseProvider>
    </I18nProvider>,
  );
  return { location, input: screen.getByRole('combobox', { name: 'Search' }) };
}

async function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
}

describe('SearchBox', () => {
  it('suggests products and categories 200 ms after typing, from two characters', async () => {
    fetchSuggestions.mockResolvedValue(suggestions);
    const { input } = renderBox();
    await type(input, 'o');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'oil' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(fetchSuggestions).toHaveBeenCalledExactlyOnceWith('en', 'oil');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Categories' }).textContent).toContain('Oil filter');
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    fetchSuggestions.mockResolvedValue(suggestions);
    const { input, location } = renderBox();
    await type(input, 'oil');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location.history.at(-1)).toBe('/products/2-mann-oil-filter');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the result list with Enter when no suggestion is chosen', async () => {
    fetchSuggestions.mockResolvedValue(suggestions);
    const { input, location } = renderBox();
    await type(input, ' w 10 000 ');
    fireEvent.submit(input);
    expect(location.history.at(-1)).toBe('/products?search=w+10+000');
  });

  it('offline, suggests from the products kept on the device and says so', async () => {
    fetchSuggestions.mockRejectedValue(offline());
    await rememberProducts(db, suggestions.products);
    await saveCategoryTree(db, 'en', [category('Filters', 'filtre', [category('Oil filter', 'oljefilter')])]);
    const { input } = renderBox();
    await type(input, 'bosch');
    expect(fetchSuggestions).toHaveBeenCalledExactlyOnceWith('en', 'bosch');
    await until(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option').textContent).toContain('BOSCH · 0 986 1');
    expect(screen.getByRole('listbox').textContent).toContain('opened before on this device');
  });

  it('offline, suggests the kept categories whose name holds the text', async () => {
    fetchSuggestions.mockRejectedValue(offline());
    await rememberProducts(db, suggestions.products);
    await saveCategoryTree(db, 'en', [category('Filters', 'filtre', [category('Oil filter', 'oljefilter')])]);
    const { input } = renderBox();
    await type(input, 'oil filter');
    await until(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('group', { name: 'Categories' }).textContent).toContain('Oil filter');
    expect(screen.getByRole('group', { name: 'Categories' }).textContent).not.toContain('Filters');
  });

  it('shows the search of the result page it is on', () => {
    const { input } = renderBox('/products?search=bremseskive');
    expect((input as HTMLInputElement).value).toBe('bremseskive');
  });
});
