// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quickViewDelay, useQuickView } from './use-quick-view';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useQuickView', () => {
  it('opens 250 ms after the request, not before', () => {
    const { result } = renderHook(() => useQuickView<string>());
    act(() => result.current.request('disc'));
    expect(result.current.state).toEqual({ phase: 'pending', product: 'disc' });
    act(() => vi.advanceTimersByTime(quickViewDelay - 1));
    expect(result.current.state.phase).toBe('pending');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toEqual({ phase: 'open', product: 'disc' });
    expect(quickViewDelay).toBe(250);
  });

  it('is cancelled by closing before it opens', () => {
    const { result } = renderHook(() => useQuickView<string>());
    act(() => result.current.request('disc'));
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state).toEqual({ phase: 'closed' });
  });

  it('is cancelled by Escape while pending', () => {
    const { result } = renderHook(() => useQuickView<string>());
    act(() => result.current.request('disc'));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state.phase).toBe('closed');
  });

  it('shows the newest request only', () => {
    const { result } = renderHook(() => useQuickView<string>());
    act(() => result.current.request('disc'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.request('pad'));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.state.phase).toBe('pending');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.state).toEqual({ phase: 'open', product: 'pad' });
  });
});
