// @engines: pglite postgres (races, transactions)
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Address = { id: number; default: boolean; city: string; postcode: string; firstName: string };
const user = async () => {
  const { user, token } = await signIn(t.db, t.auth, { email: `${randomUUID().slice(0, 8)}@example.no` });
  return { id: user.id, token };
};
const auth = (token: string, extra: Record<string, string> = {}) => ({ Authorization: token, ...extra });
const home = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Kari',
  lastName: 'Nordmann',
  company: '',
  address1: 'Karl Johans gate 1',
  address2: '',
  city: '',
  postcode: '0155',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
  ...extra,
});
const add = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/address/add', jsonPost(body, auth(token, headers)));
const put = (token: string, id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/address/${id}`, { ...jsonPost(body, auth(token, headers)), method: 'PUT' });
const remove = (token: string, id: number | string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/address/delete/${id}`, { method: 'DELETE', headers: auth(token, headers) });
const get = (token: string, path: string) => t.app.request(`/api/address${path}`, { headers: auth(token) });
const added = async (token: string, body: unknown): Promise<Address> => {
  const res = await add(token, body);
  expect(res.status).toBe(201);
  const answer = await res.json();
  expect(answer.address.addressDetails).toHaveLength(1);
  return answer.address.addressDetails[0];
};
const list = async (token: string): Promise<Address[]> => {
  const res = await get(token, '');
  expect(res.status).toBe(200);
  return (await res.json()).data.addressDetails;
};
const defaults = async (token: string) => (await list(token)).filter((a) => a.default).map((a) => a.id);

describe('POST /api/address/add', () => {
  it('saves the address (201) as { address: { addressDetails: [address] } }, city from the register', async () => {
    const { token } = await user();
    const address = await added(token, home({ company: 'Bildeler AS', address2: 'Oppgang B' }));
    expect(address).toEqual({
      id: expect.any(Number),
      ...home({ company: 'Bildeler AS', address2: 'Oppgang B' }),
      city: 'OSLO',
      default: true,
    });
    expect(await list(token)).toEqual([address]);
  });

  it('takes optional fields left out or null, and a city that matches the postcode in any case', async () => {
    const { token } = await user();
    const address = await added(token, {
      ...home({ city: ' oslo ', company: null }),
      address2: undefined,
    });
    expect(address).toMatchObject({ company: '', address2: '', city: 'OSLO' });
    expect(await added(token, home({ postcode: '5003', city: 'Bergen' }))).toMatchObject({ city: 'BERGEN' });
  });

  it('refuses an unknown postcode, a malformed one and a city that is not the postcode’s, field by field', async () => {
    const { token } = await user();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ postcode: '9999' }, { postcode: 'UNKNOWN_POSTCODE' }],
      [{ postcode: '123' }, { postcode: 'INVALID_POSTCODE' }],
      [{ postcode: '01555' }, { postcode: 'INVALID_POSTCODE' }],
      [{ postcode: 'abcd' }, { postcode: 'INVALID_POSTCODE' }],
      [{ postcode: 155 }, { postcode: 'INVALID' }],
      [{ postcode: '0155', city: 'Bergen' }, { city: 'CITY_MISMATCH' }],
      [{ postcode: '9999', city: 'Bergen' }, { postcode: 'UNKNOWN_POSTCODE' }],
    ];
    for (const [change, fields] of cases) {
      const res = await add(token, home(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await res.json()).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String), fields });
    }
    expect(await list(token)).toEqual([]);
  });

  it('names every wrong field, with the message in the caller’s language', async () => {
    const { token } = await user();
    const res = await add(
      token,
      {
        lastName: '',
        address1: 'x'.repeat(201),
        postcode: '9999',
        email: 'nope',
        phone: 'call me',
        default: 'yes',
      },
      { 'Accept-Language': 'en' },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Please fill in all required fields.',
      fields: {
        firstName: 'REQUIRED',
        lastName: 'REQUIRED',
        address1: 'TOO_LONG',
        postcode: 'UNKNOWN_POSTCODE',
        email: 'INVALID_EMAIL',
        phone: 'INVALID_PHONE',
        default: 'INVALID',
      },
    });
    const norsk = await add(token, home({ postcode: '9999' }), { 'Accept-Language': 'nb-NO' });
    expect((await norsk.json()).message).toBe('Postnummeret finnes ikke i postnummerregisteret.');
    const english = await add(token, home({ city: 'Tromsø' }), { 'Accept-Language': 'en' });
    expect(await english.json()).toMatchObject({
      message: 'The city does not belong to the postcode. Leave it empty and we fill it in.',
      fields: { city: 'CITY_MISMATCH' },
    });
  });

  it('refuses what is no address object, and callers without a session', async () => {
    const { token } = await user();
    for (const body of ['[]', 'null', '"x"', '{', '']) expect((await add(token, body)).status).toBe(400);
    const anonymous = await t.app.request('/api/address/add', jsonPost(home()));
    expect(anonymous.status).toBe(401);
    expect((await add(token, home({ address2: 'x'.repeat(20_000) }))).status).toBe(413);
  });

  it('answers a repeated Idempotency-Key with the first answer; another user’s same key is a new request', async () => {
    const a = await user();
    const b = await user();
    const key = { 'Idempotency-Key': `address-${randomUUID()}` };
    const first = await (await add(a.token, home(), key)).json();
    const again = await add(a.token, home(), key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(await list(a.token)).toHaveLength(1);
    const other = await add(b.token, home(), key);
    expect(other.status).toBe(201);
    expect((await other.json()).address.addressDetails[0].id).not.toBe(first.address.addressDetails[0].id);
    expect(await list(b.token)).toHaveLength(1);
  });
});

describe('one default per user', () => {
  it('the first address is the default; a later one only when asked, and then the only one', async () => {
    const { token } = await user();
    const first = await added(token, home({ default: false }));
    expect(first.default).toBe(true);
    const second = await added(token, home({ firstName: 'Ola' }));
    expect(second.default).toBe(false);
    const third = await added(token, home({ firstName: 'Per', default: true }));
    expect(third.default).toBe(true);
    expect(await defaults(token)).toEqual([third.id]);
    const res = await get(token, '/default/address');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ address: third });
  });

  it('PUT default: true moves the default; default: false never leaves the user without one', async () => {
    const { token } = await user();
    const first = await added(token, home());
    const second = await added(token, home({ firstName: 'Ola' }));
    expect((await put(token, second.id, home({ firstName: 'Ola', default: true }))).status).toBe(200);
    expect(await defaults(token)).toEqual([second.id]);
    expect((await put(token, second.id, home({ firstName: 'Ola', default: false }))).status).toBe(200);
    expect(await defaults(token)).toEqual([second.id]);
    expect((await put(token, first.id, home({ default: true }))).status).toBe(200);
    expect(await defaults(token)).toEqual([first.id]);
  });

  it('deleting the default makes the oldest remaining address the default', async () => {
    const { token } = await user();
    const first = await added(token, home());
    const second = await added(token, home({ firstName: 'Ola' }));
    const third = await added(token, home({ firstName: 'Per' }));
    expect((await remove(token, first.id)).status).toBe(200);
    expect(await defaults(token)).toEqual([second.id]);
    expect((await remove(token, third.id)).status).toBe(200);
    expect(await defaults(token)).toEqual([second.id]);
    expect((await remove(token, second.id)).status).toBe(200);
    expect(await list(token)).toEqual([]);
    const none = await get(token, '/default/address');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: 'NOT_FOUND', message: expect.any(String) });
  });

  it('keeps one default under concurrent writes', async () => {
    const { id, token } = await user();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(token, home({ firstName: `N${i}`, default: i % 2 === 0 }))),
    );
    const rows = await t.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, id), eq(addresses.isDefault, true)));
    expect(rows).toHaveLength(1);
    expect(await list(token)).toHaveLength(8);
  });
});

describe('PUT /api/address/{id}, GET /api/address/{id}, DELETE /api/address/delete/{id}', () => {
  it('updates all fields and answers { address: { addressDetails: [address] } }; GET answers { address }', async () => {
    const { token } = await user();
    const saved = await added(token, home());
    const res = await put(token, saved.id, home({ address1: 'Strandkaien 2', postcode: '5003', city: '' }));
    expect(res.status).toBe(200);
    const updated = (await res.json()).address.addressDetails[0];
    expect(updated).toEqual({ ...saved, address1: 'Strandkaien 2', postcode: '5003', city: 'BERGEN' });
    const one = await get(token, `/${saved.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ address: updated });
  });

  it('refuses bad fields on update and keeps the address as it was', async () => {
    const { token } = await user();
    const saved = await added(token, home());
    const res = await put(token, saved.id, home({ postcode: '9999' }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ postcode: 'UNKNOWN_POSTCODE' });
    expect(await (await get(token, `/${saved.id}`)).json()).toEqual({ address: saved });
  });

  it('deletes (answering { success: true }); then the address is gone', async () => {
    const { token } = await user();
    const saved = await added(token, home());
    const res = await remove(token, saved.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await get(token, `/${saved.id}`)).status).toBe(404);
    expect((await remove(token, saved.id)).status).toBe(404);
  });

  it('answers 404 for ids that are no address: unknown, malformed or too large', async () => {
    const { token } = await user();
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999', 'default']) {
      expect((await get(token, `/${id}`)).status, id).toBe(404);
      expect((await put(token, id, home())).status, id).toBe(404);
      expect((await remove(token, id)).status, id).toBe(404);
    }
  });

  it('needs a session for every call', async () => {
    for (const path of ['', '/1', '/default/address'])
      expect((await t.app.request(`/api/address${path}`)).status).toBe(401);
    expect((await t.app.request('/api/address/1', { ...jsonPost(home()), method: 'PUT' })).status).toBe(401);
    expect((await t.app.request('/api/address/delete/1', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('ownership', () => {
  it('user B can neither read, change nor delete A’s address: 404 as if it did not exist', async () => {
    const a = await user();
    const b = await user();
    const saved = await added(a.token, home());
    await added(b.token, home({ firstName: 'B' }));
    const read = await get(b.token, `/${saved.id}`);
    expect(read.status).toBe(404);
    const unknown = await get(b.token, '/2147483647');
    expect(await read.json()).toEqual(await unknown.json());
    expect((await put(b.token, saved.id, home({ firstName: 'Mallory', default: true }))).status).toBe(404);
    expect((await remove(b.token, saved.id)).status).toBe(404);
    expect((await list(b.token)).map((x) => x.firstName)).toEqual(['B']);
    expect(await list(a.token)).toEqual([saved]);
    expect(await (await get(a.token, '/default/address')).json()).toEqual({ address: saved });
  });
});
