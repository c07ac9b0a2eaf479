// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Options = { start?: number | null; min?: number; max?: number; step?: number };

function renderInput({ start = 1, ...limits }: Options = {}) {
  const changes: (number | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<number | null>(start);
    return (
      <NumberInput
        label="Quantity"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...limits}
      />
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Harness />
    </I18nProvider>,
  );
  return changes;
}

const field = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: 'Increase' });
const minus = () => screen.getByRole('button', { name: 'Decrease' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('NumberInput', () => {
  it('steps by the step value with plus and minus (keyboard clicks)', () => {
    renderInput({ start: 4, step: 2 });
    fireEvent.click(plus());
    expect(field().value).toBe('6');
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(field().value).toBe('2');
  });

  it('stays within min and max and disables the button at the limit', () => {
    renderInput({ start: 2, min: 1, max: 3 });
    fireEvent.click(minus());
    expect(field().value).toBe('1');
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
    type('40');
    expect(field().value).toBe('3');
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
  });

  it('ignores a typed zero or something that is not a number, and allows an empty field', () => {
    const changes = renderInput({ start: 5, min: 1 });
    type('0');
    type('abc');
    type('2.5');
    expect(field().value).toBe('5');
    expect(changes).toEqual([]);
    type('');
    expect(field().value).toBe('');
    expect(changes).toEqual([null]);
    fireEvent.click(plus());
    expect(field().value).toBe('1');
  });

  it('a tap steps once, on its click, whatever happened between press and release', () => {
    const changes = renderInput({ start: 3, min: 1 });
    fireEvent.pointerDown(minus(), { button: 0 });
    expect(changes).toEqual([]);
    window.dispatchEvent(new Event('pointerup'));
    fireEvent.click(minus(), { detail: 1 });
    expect(changes).toEqual([2]);
    // A click with no press seen (replayed before the app took the page over) is one step too.
    fireEvent.click(minus(), { detail: 1 });
    expect(changes).toEqual([2, 1]);
  });

  it('repeats every 50 ms after a 300 ms hold, and its release is no extra step', () => {
    vi.useFakeTimers();
    const changes = renderInput({ start: 1, max: 100 });
    fireEvent.pointerDown(plus(), { button: 0 });
    act(() => vi.advanceTimersByTime(349));
    expect(changes).toEqual([]);
    act(() => vi.advanceTimersByTime(1 + 50 * 2));
    expect(changes).toEqual([2, 3, 4]);
    act(() => {
      window.dispatchEvent(new Event('pointerup'));
    });
    fireEvent.click(plus(), { detail: 1 });
    act(() => vi.advanceTimersByTime(500));
    expect(field().value).toBe('4');
    // The next tap steps again.
    fireEvent.pointerDown(plus(), { button: 0 });
    window.dispatchEvent(new Event('pointerup'));
    fireEvent.click(plus(), { detail: 1 });
    expect(field().value).toBe('5');
  });

  it('stops repeating at the limit', () => {
    vi.useFakeTimers();
    const changes = renderInput({ start: 3, min: 1 });
    fireEvent.pointerDown(minus(), { button: 0 });
    act(() => vi.advanceTimersByTime(2000));
    expect(changes).toEqual([2, 1]);
  });

  it('names the group, the field and both buttons', () => {
    renderInput();
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
    expect(plus().getAttribute('aria-controls')).toBe(field().id);
  });
});
