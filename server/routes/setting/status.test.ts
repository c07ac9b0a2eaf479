// @engines: pglite
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    publicUrl: 'http://localhost:8080',
    setupWarnings: ['PUBLIC_URL_UNSET', 'MAIL_NOT_SENT'],
  });
});
afterAll(() => t.close());

const status = (headers: Record<string, string> = {}) =>
  t.app.request('/api/setting/admin/status', { headers: { 'Accept-Language': 'en', ...headers } });

describe('GET /api/setting/admin/status', () => {
  it("answers an ADMIN the start's setup warnings and the address mailed links use, never kept", async () => {
    const { token } = await signIn(t.db, t.auth, { email: 'status-admin@example.no', role: 'ADMIN' });
    const res = await status({ Authorization: token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: { warnings: ['PUBLIC_URL_UNSET', 'MAIL_NOT_SENT'], publicUrl: 'http://localhost:8080' },
    });
  });

  it('is refused to a guest (401) and a customer (403)', async () => {
    const guest = await status();
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) });
    const { token } = await signIn(t.db, t.auth, { email: 'status-customer@example.no' });
    const customer = await status({ Authorization: token });
    expect(customer.status).toBe(403);
    expect((await customer.json()).error).toBe('FORBIDDEN');
  });

  it('has no warnings when the start found none', async () => {
    const fine = await createTestApp();
    try {
      const { token } = await signIn(fine.db, fine.auth, { email: 'fine-admin@example.no', role: 'ADMIN' });
      const res = await fine.app.request('/api/setting/admin/status', { headers: { Authorization: token } });
      expect((await res.json()).status.warnings).toEqual([]);
    } finally {
      await fine.close();
    }
  });
});
