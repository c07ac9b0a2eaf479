import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  onSessionRejected,
  request,
  retryAfterOf,
  tokenMissingMessage,
  tokenStorageKey,
} from './client';
import { fetchMyOrder, fetchMyOrders } from './orders';

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

  it("refuses an order read without a token as 'Unauthorized', other reads as the token missing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(fetchMyOrder(7)).rejects.toMatchObject({
      code: 'AUTH_TOKEN_MISSING',
      message: 'Unauthorized',
    });
    await expect(fetchMyOrders(1)).rejects.toMatchObject({ message: tokenMissingMessage });
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

describe('the API client and the session', () => {
  it('reads Retry-After as seconds, from a number or an HTTP date', () => {
    expect(retryAfterOf('120')).toBe(120);
    expect(retryAfterOf(new Date(Date.UTC(2030, 0, 1, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(600);
    expect(retryAfterOf(null)).toBeNull();
    expect(retryAfterOf('soon')).toBeNull();
  });

  it('keeps a 429 answer with the Retry-After it was sent with', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'TOO_MANY_REQUESTS', message: 'Vent' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '300' },
          }),
      ),
    );
    await expect(request(v.object({}), '/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 300,
    });
  });

  it('tells the listeners when the stored token is refused, and only then', async () => {
    store.set(tokenStorageKey, 'expired');
    const refused = () =>
      new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'Logg inn på nytt' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused()),
    );
    const listener = vi.fn();
    const stop = onSessionRejected(listener);
    await expect(request(v.object({}), '/user/me', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    // A call without the session (sign-in with a wrong password) or with a token passed in (sign-out) says nothing.
    await expect(request(v.object({}), '/auth/login', { method: 'POST', body: {} })).rejects.toThrow();
    await expect(request(v.object({}), '/auth/logout', { auth: true, token: 'x' })).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await expect(request(v.object({}), '/user/me', { auth: true })).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
