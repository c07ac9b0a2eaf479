// Attack: send public calls bodies of megabytes (declared, chunked, or with a Content-Length that lies) so the
// server reads them into memory. Every body must be refused with 413 JSON once it passes the limit, unread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';
import { anotherIp, chunksOf, countedBody, listen, rawRequest } from './edge-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const twoMb = 2 * 1024 * 1024;
/** What the server may pull of a refused body: the 64 KB limit and a chunk in flight, far from all of it. */
const readAtMost = 256 * 1024;

const publicPosts = [
  '/api/product/item',
  '/api/tecdoc/get-vehicles',
  '/api/order/create-order',
  '/api/contact/send/email',
  '/api/newsletter/subscribe',
  '/api/order/track',
  '/api/product/validate',
  '/api/auth/login',
];

const headersFor = (lang: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  'Accept-Language': lang,
  'X-Forwarded-For': anotherIp(),
  'Idempotency-Key': crypto.randomUUID(),
  ...extra,
});

async function sendStream(path: string, lang: string, extra: Record<string, string> = {}) {
  const body = countedBody(twoMb);
  const res = await t.app.request(path, {
    method: 'POST',
    body: body.stream,
    duplex: 'half',
    headers: headersFor(lang, extra),
  } as RequestInit);
  return { status: res.status, body: await res.json(), pulled: body.pulled() };
}

describe('2 MB bodies to public calls (in-process, the stream counts what was pulled)', () => {
  it.each(publicPosts)(
    '%s: 413 { error, message } in English, most of the body never pulled',
    async (path) => {
      const res = await sendStream(path, 'en');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
      expect(res.pulled).toBeLessThan(readAtMost);
    },
  );

  it.each(publicPosts)('%s: a Content-Length that claims 10 bytes does not get 2 MB read', async (path) => {
    const res = await sendStream(path, 'ar', { 'Content-Length': '10' });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.message).toMatch(/[\u0600-\u06ff]/);
    expect(res.pulled).toBeLessThan(readAtMost);
  });

  it('a declared Content-Length over the limit is refused before a byte is pulled, in Norwegian by default', async () => {
    const body = countedBody(twoMb);
    const res = await t.app.request('/api/product/item', {
      method: 'POST',
      body: body.stream,
      duplex: 'half',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(twoMb) },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Forespørselen er for stor.' });
    // The stream queues its first chunk by itself when the request is made; the server pulls nothing more.
    expect(body.pulled()).toBeLessThanOrEqual(6);
  });
});

describe('on a real socket', () => {
  it('a chunked 2 MB body (no Content-Length) to POST /api/product/item: 413 JSON, connection closed', async () => {
    const res = await rawRequest(server.port, {
      method: 'POST',
      path: '/api/product/item',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        'Transfer-Encoding': 'chunked',
      },
      chunks: chunksOf(twoMb),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
    expect(res.headers.connection).toBe('close');
  });

  it.each([
    ['a declared 2 MB', { 'Content-Length': String(twoMb) }],
    ['a chunked', { 'Transfer-Encoding': 'chunked' }],
  ])('a GET with %s body is refused with 413, not drained', async (_, headers) => {
    const res = await rawRequest(server.port, {
      method: 'GET',
      path: '/api/product/item?id=1',
      headers: { 'Accept-Language': 'en', ...headers },
      chunks: chunksOf(twoMb),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('larger limits only where named', () => {
  it('the profile form (avatar upload) still takes 2.5 MB: its own check answers, not the default limit', async () => {
    const { token } = await signIn(t.db, t.auth, { email: 'avatar-limit@example.no' });
    const form = new FormData();
    form.set('avatar', new Blob([Buffer.alloc(2.5 * 1024 * 1024, 1)]), 'big.png');
    const res = await t.app.request('/api/user/', {
      method: 'PUT',
      body: form,
      headers: { Authorization: token },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ avatar: 'TOO_LARGE' });
  });

  it('a 100 KB body to a call without a named limit is refused', async () => {
    const res = await t.app.request('/api/contact/send/email', {
      method: 'POST',
      body: JSON.stringify({ name: 'x', email: 'a@example.no', message: 'x'.repeat(100 * 1024) }),
      headers: headersFor('en'),
    });
    expect(res.status).toBe(413);
  });
});
