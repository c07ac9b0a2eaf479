// @engines: pglite
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/setting/settings', () => {
  it('answers the seeded settings row', async () => {
    const res = await t.app.request('/api/setting/settings');
    expect(res.status).toBe(200);
    const { settings: body } = await res.json();
    expect(body).toMatchObject({
      name: 'Bildeler',
      phone: '+47 22 12 34 56',
      email: 'post@bildeler.no',
      orgNr: '932 145 876',
      contacts: {
        phone: '+47 22 12 34 56',
        email: 'post@bildeler.no',
        address: expect.stringContaining('Oslo'),
      },
      footer: 'show',
    });
    expect(body.links.length).toBeGreaterThan(0);
  });

  it('reflects what is in the database', async () => {
    await t.db.update(settings).set({ phone: '+47 900 00 000', showFooter: false });
    const { settings: body } = await (await t.app.request('/api/setting/settings')).json();
    expect(body).toMatchObject({ phone: '+47 900 00 000', footer: 'hide' });
  });
});
