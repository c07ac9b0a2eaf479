import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, tokenMissingMessage, tokenStorageKey } from './client';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
});

afterEach(() => {
  store.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
});

describe('the API client', () => {
  it('refuses an authenticated call without a token, before any network traffic', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const call = request(v.object({}), '/order/me', { auth: true });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 401,
      code: 'AUTH_TOKEN_MISSING',
      message: tokenMissingMessage,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the stored token without a Bearer prefix and parses the answer', async () => {
    store.set(tokenStorageKey, 'abc.def.ghi');
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await expect(request(v.object({ ok: v.boolean() }), '/order/me', { auth: true })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('abc.def.ghi');
  });

  it('turns a server refusal into an ApiError with its code and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'Fant ikke produktet.' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(
      request(v.object({}), '/product/item', { method: 'POST', body: { id: 1 } }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Fant ikke produktet.',
    });
  });
});
