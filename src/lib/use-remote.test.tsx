// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { onlineRetryMs, useRemote } from './use-remote';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A load that fails with `error` the first `times` times and answers `value` after; `calls()` counts the tries. */
const failingOnce = <T,>(error: ApiError, value: T, times = 1) => {
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls <= times) throw error;
    return value;
  };
  return { load, calls: () => calls };
};
const offline = () => new ApiError(0, 'NETWORK', 'Failed to fetch');

afterEach(() => {
  vi.useRealTimers();
});

describe('useRemote', () => {
  it('drops an answer for a key no longer shown', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loads: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(
      ({ key }) => useRemote(key, () => loads[key] as Promise<string>),
      {
        initialProps: { key: 'a' },
      },
    );
    expect(result.current.status).toBe('loading');
    rerender({ key: 'b' });
    await act(async () => second.resolve('page b'));
    await act(async () => first.resolve('page a'));
    expect(result.current).toMatchObject({ status: 'done', data: 'page b' });
  });

  it('tries again by itself when the network returns after an offline failure', async () => {
    const { load } = failingOnce(offline(), 'fresh');
    const { result } = renderHook(() => useRemote('list', load));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error?.isNetwork).toBe(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'fresh' }));
  });

  it('tries again after a pause, then a longer one, when the network failed although the browser says it is online', async () => {
    vi.useFakeTimers();
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const { load, calls } = failingOnce(offline(), 'fresh', 2);
    const { result } = renderHook(() => useRemote('list', load));
    await advance(0);
    expect(result.current.status).toBe('failed');
    expect(navigator.onLine).toBe(true);
    await advance(onlineRetryMs - 1);
    expect(calls()).toBe(1);
    await advance(1);
    expect(calls()).toBe(2);
    expect(result.current.status).toBe('failed');
    await advance(2 * onlineRetryMs - 1);
    expect(calls()).toBe(2);
    await advance(1);
    expect(result.current).toMatchObject({ status: 'done', data: 'fresh' });
    expect(calls()).toBe(3);
  });

  it('keeps a server refusal until asked to retry', async () => {
    const { load, calls } = failingOnce(new ApiError(404, 'NOT_FOUND', 'Category not found'), 'found');
    const { result } = renderHook(() => useRemote('list', load));
    await waitFor(() => expect(result.current.error?.message).toBe('Category not found'));
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(calls()).toBe(1);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('found'));
  });

  it('shows a seeded answer from the first render, keeps it, and neither loads nor draws again', async () => {
    let loads = 0;
    let renders = 0;
    const kept: string[] = [];
    const { result } = renderHook(() => {
      renders += 1;
      return useRemote(
        'list',
        async () => {
          loads += 1;
          return 'from the network';
        },
        { seeded: () => 'from the page', keep: (data) => kept.push(data) },
      );
    });
    expect(result.current).toMatchObject({ status: 'done', data: 'from the page' });
    await waitFor(() => expect(kept).toEqual(['from the page']));
    await act(async () => undefined);
    expect(loads).toBe(0);
    expect(renders).toBe(1);
    // A retry asks the network.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('from the network'));
    expect(kept).toEqual(['from the page', 'from the network']);
  });

  it('moves on from a seeded answer when the key changes', async () => {
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRemote(key, async () => `page ${key}`, {
          seeded: () => (key === 'a' ? 'seeded a' : undefined),
        }),
      { initialProps: { key: 'a' } },
    );
    expect(result.current.data).toBe('seeded a');
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('page b'));
  });
});
