// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChargedPrices, Price } from '../../components/price';
import { freshDb } from '../../db/testing';
import { chooseCurrency, keepRates } from '../../lib/currency';
import { CartTotals } from './cart-totals';
import { activateEnglish, renderEn } from './testing';

beforeAll(activateEnglish);
afterEach(() => {
  cleanup();
  act(() => chooseCurrency('NOK'));
});

const rates = [
  { code: 'NOK', symbol: 'kr', rate: 1, setAt: null },
  { code: 'EUR', symbol: '€', rate: 0.0855, setAt: '2026-11-25T00:00:00.000Z' },
];
const summary = { subtotal: 1161, shipping: 129, total: 1290, vat: 258, quantity: 1, totals: [] };

describe('Price in the display currency', () => {
  it('shows NOK until another currency is chosen, then converts and rounds up; charged amounts stay NOK', () => {
    act(() => keepRates(rates));
    renderEn(
      <>
        <span data-testid="shown">
          <Price price={1290} discount={null} />
        </span>
        <span data-testid="charged">
          <ChargedPrices>
            <Price price={1290} discount={null} />
          </ChargedPrices>
        </span>
      </>,
      freshDb(),
    );
    expect(screen.getByTestId('shown').textContent).toBe('1,290 kr');
    act(() => chooseCurrency('EUR'));
    expect(screen.getByTestId('shown').textContent).toBe('€111');
    expect(screen.getByTestId('charged').textContent).toBe('1,290 kr');
    expect(localStorage.getItem('bildeler.currency')).toBe('EUR');
  });

  it('falls back to NOK for a currency the rates do not have', () => {
    act(() => keepRates(rates));
    act(() => chooseCurrency('GBP'));
    renderEn(<Price price={1290} discount={null} />, freshDb());
    expect(document.body.textContent).toBe('1,290 kr');
  });

  it('the totals say what is charged in NOK only when another currency shows', () => {
    act(() => keepRates(rates));
    renderEn(<CartTotals summary={summary} />, freshDb());
    expect(screen.queryByTestId('cart-total-nok')).toBeNull();
    act(() => chooseCurrency('EUR'));
    expect(screen.getByTestId('cart-total').textContent).toBe('€111');
    expect(screen.getByTestId('cart-total-nok').textContent).toBe('1,290 kr');
    expect(screen.getByText('Charged in NOK')).toBeTruthy();
  });
});
