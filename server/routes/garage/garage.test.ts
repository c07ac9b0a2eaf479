// @engines: pglite postgres (races)
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userVehicles, vehicles } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let carIds: number[];
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  carIds = (
    await t.db.select({ carId: vehicles.carId }).from(vehicles).orderBy(vehicles.carId).limit(60)
  ).map((row) => row.carId);
});
afterAll(() => t?.close());

const car = (i: number) => carIds[i] as number;
const user = async (name = randomUUID().slice(0, 8)) =>
  (await signIn(t.db, t.auth, { email: `${name}@example.no` })).token;
const auth = (token: string, extra: Record<string, string> = {}) => ({ Authorization: token, ...extra });
const garage = async (token: string) => {
  const res = await t.app.request('/api/garage', { headers: auth(token) });
  expect(res.status).toBe(200);
  return (await res.json()).vehicles as { carId: number; createdAt: string }[];
};
const add = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/garage', jsonPost(body, auth(token, headers)));
const merge = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/garage/merge', jsonPost(body, auth(token, headers)));
const remove = (token: string, carId: number | string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/garage/${carId}`, { method: 'DELETE', headers: auth(token, headers) });
const golf = (i = 0) => ({
  carId: car(i),
  label: 'VW Golf VII 1.6 TDI',
  year: 2016,
  make: 'VW',
  model: 'GOLF VII (5G1, BQ1, BE1, BE2)',
  engine: '1.6 TDI',
});

describe('GET and POST /api/garage', () => {
  it('starts empty, adds a vehicle (201) and lists it with its fields', async () => {
    const token = await user();
    expect(await garage(token)).toEqual([]);
    const res = await add(token, { ...golf(), plate: 'ab 12-345', vin: ' wvw zzz au zfw 123456 ' });
    expect(res.status).toBe(201);
    const { vehicle } = await res.json();
    expect(vehicle).toEqual({
      ...golf(),
      plate: 'AB12345',
      vin: 'WVWZZZAUZFW123456',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await garage(token)).toEqual([vehicle]);
  });

  it('adding a saved vehicle again answers the saved one (200), never a second row', async () => {
    const token = await user();
    const first = await (await add(token, golf(1))).json();
    const again = await add(token, { ...golf(1), label: 'Another name', year: 2010 });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    // Ten at once: still one row.
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(token, golf(2))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await garage(token)).map((v) => v.carId)).toEqual([car(1), car(2)]);
  });

  it('lists the oldest first; fills make, model and engine from the catalogue when left out', async () => {
    const token = await user();
    for (const i of [5, 3, 4])
      expect((await add(token, { carId: car(i), label: `Car ${i}` })).status).toBe(201);
    const list = await garage(token);
    expect(list.map((v) => v.carId)).toEqual([car(5), car(3), car(4)]);
    expect(list[0]).toMatchObject({ year: null, plate: null, vin: null, make: expect.any(String) });
    expect((list[0] as unknown as { make: string }).make).not.toBe('');
  });

  // `known` is a carId the catalogue has.
  it.each<[string, (known: number) => unknown, Record<string, string>]>([
    ['no carId', () => ({ label: 'x' }), { carId: 'REQUIRED' }],
    ['carId as text', () => ({ carId: 'abc', label: 'x' }), { carId: 'INVALID' }],
    ['carId 0', () => ({ carId: 0, label: 'x' }), { carId: 'INVALID' }],
    ['a fractional carId', () => ({ carId: 1.5, label: 'x' }), { carId: 'INVALID' }],
    ['a carId not in the catalogue', () => ({ carId: 999_999, label: 'x' }), { carId: 'UNKNOWN_VEHICLE' }],
    [
      'a carId past the database integer',
      () => ({ carId: 2 ** 40, label: 'x' }),
      { carId: 'UNKNOWN_VEHICLE' },
    ],
    ['no label', (known) => ({ carId: known }), { label: 'REQUIRED' }],
    ['an empty label', (known) => ({ carId: known, label: '   ' }), { label: 'REQUIRED' }],
    [
      'a label of 201 characters',
      (known) => ({ carId: known, label: 'x'.repeat(201) }),
      { label: 'TOO_LONG' },
    ],
    ['a year of 1800', (known) => ({ carId: known, label: 'x', year: 1800 }), { year: 'INVALID' }],
    [
      'a plate with signs',
      (known) => ({ carId: known, label: 'x', plate: 'AB#12345' }),
      { plate: 'INVALID_PLATE' },
    ],
    [
      'a VIN of 16 characters',
      (known) => ({ carId: known, label: 'x', vin: 'WVWZZZAUZFW12345' }),
      { vin: 'INVALID_VIN' },
    ],
    [
      'a VIN with an O',
      (known) => ({ carId: known, label: 'x', vin: 'WVWZZZAUZFW12345O' }),
      { vin: 'INVALID_VIN' },
    ],
    [
      'a VIN with a wrong check digit',
      (known) => ({ carId: known, label: 'x', vin: '1HGCM82633A004353' }),
      { vin: 'INVALID_VIN' },
    ],
    ['a list instead of an object', () => [golf()], { carId: 'REQUIRED', label: 'REQUIRED' }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_label, body, fields) => {
    const token = await user();
    const res = await add(token, body(car(0)), { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String), fields });
    expect(await garage(token)).toEqual([]);
  });

  it('says an unknown vehicle in the asked language', async () => {
    const token = await user();
    const res = await add(token, { carId: 999_999, label: 'x' }, { 'Accept-Language': 'en' });
    expect((await res.json()).message).toBe('Vehicle not found in the catalogue.');
    const no = await add(token, { carId: 999_999, label: 'x' });
    expect((await no.json()).message).toBe('Fant ikke bilen i katalogen.');
  });

  it('refuses a body that is not JSON with 400 and answers 401 without a token', async () => {
    const token = await user();
    expect((await add(token, '{"carId": ')).status).toBe(400);
    expect((await t.app.request('/api/garage')).status).toBe(401);
    expect((await t.app.request('/api/garage', jsonPost(golf()))).status).toBe(401);
    expect((await t.app.request(`/api/garage/${car(0)}`, { method: 'DELETE' })).status).toBe(401);
    expect((await t.app.request('/api/garage/merge', jsonPost({ vehicles: [] }))).status).toBe(401);
  });
});

describe('DELETE /api/garage/:carId', () => {
  it('removes the vehicle, and answers success also when it was not there', async () => {
    const token = await user();
    await add(token, golf(0));
    await add(token, golf(1));
    for (let i = 0; i < 2; i++) {
      const res = await remove(token, car(0));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect((await garage(token)).map((v) => v.carId)).toEqual([car(1)]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses carId %s with 400', async (carId) => {
    expect((await remove(await user(), carId)).status).toBe(400);
  });
});

describe('one user never sees or changes another user’s garage', () => {
  it('lists, deletes and merges only the caller’s own vehicles', async () => {
    const a = await user('anne');
    const b = await user('bjorn');
    await add(a, golf(10));
    await add(b, golf(11));
    expect((await garage(a)).map((v) => v.carId)).toEqual([car(10)]);
    expect((await garage(b)).map((v) => v.carId)).toEqual([car(11)]);
    // B deleting A's vehicle changes nothing of A's.
    expect((await remove(b, car(10))).status).toBe(200);
    expect((await garage(a)).map((v) => v.carId)).toEqual([car(10)]);
    // B adding the same vehicle gets B's own row.
    expect((await add(b, golf(10))).status).toBe(201);
    const merged = await (await merge(b, { vehicles: [] })).json();
    expect(merged.vehicles.map((v: { carId: number }) => v.carId)).toEqual([car(11), car(10)]);
    const rows = await t.db
      .select()
      .from(userVehicles)
      .where(eq(userVehicles.carId, car(10)));
    expect(rows).toHaveLength(2);
  });

  it('the same Idempotency-Key and body from another user is that user’s own request, not a replay', async () => {
    const a = await user();
    const b = await user();
    const key = randomUUID();
    await add(a, golf(12));
    const fromA = await merge(a, { vehicles: [golf(13)] }, { 'Idempotency-Key': key });
    expect((await fromA.json()).vehicles.map((v: { carId: number }) => v.carId)).toEqual([car(12), car(13)]);
    const fromB = await merge(b, { vehicles: [golf(13)] }, { 'Idempotency-Key': key });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await fromB.json()).vehicles.map((v: { carId: number }) => v.carId)).toEqual([car(13)]);
  });
});

describe('POST /api/garage/merge', () => {
  it('adds what is not saved yet (by carId, first of duplicates) and answers the whole garage', async () => {
    const token = await user();
    await add(token, golf(20));
    const res = await merge(token, {
      vehicles: [golf(21), { ...golf(20), label: 'Changed' }, golf(22), { ...golf(21), label: 'Twice' }],
    });
    expect(res.status).toBe(200);
    const { vehicles: list } = await res.json();
    expect(list.map((v: { carId: number }) => v.carId)).toEqual([car(20), car(21), car(22)]);
    expect(list.map((v: { label: string }) => v.label)).toEqual([golf().label, golf().label, golf().label]);
    expect(await garage(token)).toEqual(list);
  });

  it('is idempotent: merging the same list again changes nothing', async () => {
    const token = await user();
    const body = { vehicles: [golf(30), golf(31), golf(32)] };
    const first = await (await merge(token, body)).json();
    const second = await (await merge(token, body)).json();
    expect(second).toEqual(first);
    expect(await garage(token)).toEqual(first.vehicles);
    expect(first.vehicles).toHaveLength(3);
  });

  it('takes 50 vehicles and refuses 51, an unknown vehicle, or a bad one, naming the field', async () => {
    const token = await user();
    const fifty = Array.from({ length: 50 }, (_, i) => golf(i));
    const ok = await merge(token, { vehicles: fifty });
    expect(ok.status).toBe(200);
    expect((await ok.json()).vehicles).toHaveLength(50);
    const other = await user();
    const tooMany = await merge(other, { vehicles: [...fifty, golf(55)] });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fields).toEqual({ vehicles: 'TOO_MANY' });
    const unknown = await merge(other, { vehicles: [golf(1), { carId: 999_999, label: 'x' }] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fields).toEqual({ 'vehicles.1.carId': 'UNKNOWN_VEHICLE' });
    const bad = await merge(other, { vehicles: [golf(1), { ...golf(2), vin: 'short' }] });
    expect((await bad.json()).fields).toEqual({ 'vehicles.1.vin': 'INVALID_VIN' });
    expect((await merge(other, {})).status).toBe(400);
    expect((await merge(other, { vehicles: 'all' })).status).toBe(400);
    expect(await garage(other)).toEqual([]);
  });
});

describe('Idempotency-Key on the garage writes', () => {
  it('replays a POST, a merge and a DELETE sent again with its key', async () => {
    const token = await user();
    const key = randomUUID();
    const first = await add(token, golf(40), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const again = await add(token, golf(40), { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());

    const removeKey = randomUUID();
    expect((await remove(token, car(40), { 'Idempotency-Key': removeKey })).status).toBe(200);
    const replayed = await remove(token, car(40), { 'Idempotency-Key': removeKey });
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await garage(token)).toEqual([]);

    const mergeKey = randomUUID();
    const body = { vehicles: [golf(41)] };
    const merged = await merge(token, body, { 'Idempotency-Key': mergeKey });
    const mergedAgain = await merge(token, body, { 'Idempotency-Key': mergeKey });
    expect(mergedAgain.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await mergedAgain.json()).toEqual(await merged.json());
  });

  it('refuses a malformed key (400) and a reused key with another body (422)', async () => {
    const token = await user();
    expect((await add(token, golf(42), { 'Idempotency-Key': 'short' })).status).toBe(400);
    const key = randomUUID();
    expect((await add(token, golf(42), { 'Idempotency-Key': key })).status).toBe(201);
    expect((await add(token, golf(43), { 'Idempotency-Key': key })).status).toBe(422);
  });
});
