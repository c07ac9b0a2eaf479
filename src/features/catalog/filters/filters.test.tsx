// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListState } from '../../../domain/product-list';
import { chooseCurrency, keepRates } from '../../../lib/currency';
import { ActiveFilters } from './active-filters';
import { RangeFacet } from './range-facet';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const price = {
  type: 'range' as const,
  slug: 'price',
  min: 59,
  max: 12_490,
  value: [59, 12_490] as [number, number],
};
const state = (filters: ListState['filters'], page = 4): ListState => ({ page, sort: 'name_asc', filters });

describe('price range', () => {
  const setup = (filters: ListState['filters'] = {}) => {
    const go = vi.fn();
    wrap(<RangeFacet facet={price} state={state(filters)} go={go} />);
    return { go, from: screen.getByLabelText('From'), to: screen.getByLabelText('To') };
  };

  it('applies on Enter, kept within what is available, and goes to page 1', () => {
    const { go, from, to } = setup();
    fireEvent.change(from, { target: { value: '10' } });
    fireEvent.change(to, { target: { value: '900' } });
    fireEvent.submit(to);
    expect(go).toHaveBeenLastCalledWith(state({ price: [59, 900] }, 1));
    expect((from as HTMLInputElement).value).toBe('59');
  });

  it('without a price filter shows the available range as placeholders, and keeps what is typed', () => {
    const go = vi.fn();
    const view = wrap(<RangeFacet facet={price} state={state({})} go={go} />);
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.value).toBe('');
    expect(from.placeholder).toBe('59');
    fireEvent.change(from, { target: { value: '300' } });
    // Another filter changed the available range while typing.
    view.rerender(
      <I18nProvider i18n={i18n}>
        <RangeFacet facet={{ ...price, min: 89 }} state={state({ brand: ['ate'] })} go={go} />
      </I18nProvider>,
    );
    expect(from.value).toBe('300');
    expect(from.placeholder).toBe('89');
  });

  it('applies when a field is left; an emptied field means the end of the range', () => {
    const { go, from } = setup({ price: [100, 900], brand: ['ate'] });
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.blur(from);
    expect(go).toHaveBeenLastCalledWith(state({ price: [59, 900], brand: ['ate'] }, 1));
  });

  it('the whole range means no price filter', () => {
    const { go, to } = setup({ price: [59, 900] });
    fireEvent.change(to, { target: { value: '999999' } });
    fireEvent.blur(to);
    expect(go).toHaveBeenLastCalledWith(state({}, 1));
  });

  it('waits while the focus moves from one field to the other', () => {
    const { go, from, to } = setup();
    fireEvent.change(from, { target: { value: '300' } });
    fireEvent.blur(from, { relatedTarget: to });
    expect(go).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: '400' } });
    fireEvent.blur(to);
    expect(go).toHaveBeenCalledExactlyOnceWith(state({ price: [300, 400] }, 1));
  });

  it('does nothing when the values did not change', () => {
    const { go, to } = setup({ price: [100, 900] });
    fireEvent.blur(to);
    expect(go).not.toHaveBeenCalled();
  });
  describe('in another display currency', () => {
    beforeAll(() =>
      keepRates([
        { code: 'NOK', symbol: 'kr', rate: 1, setAt: null },
        { code: 'EUR', symbol: '€', rate: 0.0855, setAt: '2026-11-25T00:00:00.000Z' },
      ]),
    );
    beforeEach(() => chooseCurrency('EUR'));
    afterEach(() => chooseCurrency('NOK'));

    it('shows the NOK filter in euros, rounded outwards, with the euro mark', () => {
      const { from, to } = setup({ price: [300, 400] });
      expect((from as HTMLInputElement).value).toBe('25');
      expect((to as HTMLInputElement).value).toBe('35');
      expect((from as HTMLInputElement).placeholder).toBe('5');
      expect(screen.getAllByText('€')).toHaveLength(2);
    });

    it('takes typed euros back to whole kroner, holding every price they show', () => {
      const { go, from, to } = setup();
      fireEvent.change(from, { target: { value: '25' } });
      fireEvent.change(to, { target: { value: '35' } });
      fireEvent.submit(to);
      expect(go).toHaveBeenLastCalledWith(state({ price: [292, 410] }, 1));
    });

    it('keeps the kroner of a field left as it was shown', () => {
      const { go, from, to } = setup({ price: [300, 400] });
      fireEvent.blur(to);
      expect(go).not.toHaveBeenCalled();
      fireEvent.change(from, { target: { value: '30' } });
      fireEvent.submit(from);
      expect(go).toHaveBeenLastCalledWith(state({ price: [350, 400] }, 1));
    });
  });
});

describe('active filter chips', () => {
  const setup = (filters: ListState['filters'], carId?: number) => {
    const go = vi.fn();
    wrap(
      <ActiveFilters
        state={state(filters)}
        go={go}
        vehicle={{ carId, name: 'Golf VII 1.6 TDI' }}
        brandNames={new Map([['bosch', 'Bosch']])}
      />,
    );
    return go;
  };

  it('removing one value keeps the others', () => {
    const go = setup({ brand: ['bosch', 'ate'], rating: [4, 5] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Bosch' }));
    expect(go).toHaveBeenCalledWith(state({ brand: ['ate'], rating: [4, 5] }, 1));
  });

  it('names the vehicle in effect; removing it turns the garage vehicle off', () => {
    const go = setup({}, 4711);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Fits: Golf VII 1.6 TDI' }));
    expect(go).toHaveBeenCalledWith(state({ vehicle: 'all' }, 1));
    // Only the garage vehicle: "Reset all" would change nothing, so it is not offered.
    expect(screen.queryByRole('button', { name: 'Reset all' })).toBeNull();
  });

  it('reset all empties the filters and goes to page 1, the vehicle choice kept', () => {
    const go = setup({ brand: ['ate'], discount: 'yes', price: [100, 900], vehicle: 'all' });
    expect(screen.getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(go).toHaveBeenCalledWith(state({ vehicle: 'all' }, 1));
  });
});
