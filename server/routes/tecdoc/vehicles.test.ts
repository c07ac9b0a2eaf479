// @engines: pglite postgres (sql-behaviour)
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema';
import { createSvvRegister } from '../../services/vehicle-register/svv';
import { createTestApp, getJson, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
});
afterAll(() => t?.close());

const get = (path: string) => getJson(t.app, path);

describe('vehicle cascade', () => {
  it('goes manufacturer → model series → vehicles → details', async () => {
    const makes = await get('/api/tecdoc/get-manufacturers?lang=no');
    const vw = makes.body.data.data.array.find((m: { manuName: string }) => m.manuName === 'VW');
    expect(vw).toMatchObject({ manuId: expect.any(Number) });
    const models = await get(`/api/tecdoc/get-models?lang=no&menuId=${vw.manuId}`);
    const golf = models.body.data.data.array.find((m: { modelname: string }) =>
      m.modelname.startsWith('GOLF VII'),
    );
    expect(golf).toMatchObject({ modelId: expect.any(Number), yearOfConstrFrom: expect.any(Number) });
    const cars = await get(`/api/tecdoc/get-vehicles?lang=no&menuId=${vw.manuId}&modId=${golf.modelId}`);
    const list = cars.body.data.data.array;
    expect(list.length).toBeGreaterThan(2);
    expect(list[0]).toMatchObject({ carId: expect.any(Number), motorCode: expect.any(String) });
    const details = await t.app.request(
      '/api/tecdoc/get-vehicles',
      jsonPost({ carids: [list[0].carId, list[1].carId] }),
    );
    const detailBody = await details.json();
    expect(detailBody.data.data.array).toHaveLength(2);
    expect(detailBody.data.data.array[0].vehicleDetails).toMatchObject({
      carId: list[0].carId,
      typeName: expect.any(String),
      powerKwFrom: expect.any(Number),
      powerHpFrom: expect.any(Number),
    });
  });

  it('narrows makes and models to a year of construction', async () => {
    const all = await get('/api/tecdoc/get-manufacturers');
    const in1995 = await get('/api/tecdoc/get-manufacturers?year=1995');
    expect(in1995.body.data.data.array.length).toBeLessThan(all.body.data.data.array.length);
    const tesla = all.body.data.data.array.find((m: { manuName: string }) => m.manuName === 'TESLA');
    const teslaIn2005 = await get(`/api/tecdoc/get-models?menuId=${tesla.manuId}&year=2005`);
    expect(teslaIn2005.body.data.data.array).toHaveLength(0);
  });

  it.each([
    '/api/tecdoc/get-models?lang=no',
    '/api/tecdoc/get-models?menuId=abc',
    '/api/tecdoc/get-vehicles?menuId=1',
    '/api/tecdoc/get-manufacturers?year=19',
  ])('rejects %s with 400', async (path) => {
    expect((await get(path)).status).toBe(400);
  });

  it('404s an unknown manufacturer or a model series of another manufacturer', async () => {
    expect((await get('/api/tecdoc/get-models?menuId=999999')).status).toBe(404);
    const makes = (await get('/api/tecdoc/get-manufacturers')).body.data.data.array;
    const [first, second] = makes;
    const models = (await get(`/api/tecdoc/get-models?menuId=${first.manuId}`)).body.data.data.array;
    const res = await get(`/api/tecdoc/get-vehicles?menuId=${second.manuId}&modId=${models[0].modelId}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
  });

  it('rejects carids that are not a list of ids', async () => {
    const res = await t.app.request('/api/tecdoc/get-vehicles', jsonPost({ carids: 'all' }));
    expect(res.status).toBe(400);
  });
});

describe('registration number lookup', () => {
  it('finds the car of a plate typed with spaces and lower case', async () => {
    const [row] = await t.db.select().from(registrations).limit(1);
    const plate = row?.plate ?? '';
    const typed = `${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`;
    const res = await get(
      `/api/tecdoc/search-by-registration-number?lang=no&registrationNumber=${encodeURIComponent(typed)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      carId: row?.carId,
      menuId: expect.any(Number),
      modId: expect.any(Number),
    });
    expect(res.body.registrationNumber).toBe(plate);
  });

  it('finds the same car when the plate is typed with dashes and dots', async () => {
    const [row] = await t.db.select().from(registrations).limit(1);
    const plate = row?.plate ?? '';
    const typed = `${plate.slice(0, 2)}-${plate.slice(2, 4)}.${plate.slice(4)}`;
    const res = await get(
      `/api/tecdoc/search-by-registration-number?lang=no&registrationNumber=${encodeURIComponent(typed)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ carId: row?.carId, registrationNumber: plate });
  });

  it('needs more than 5 characters and says when no car has the plate', async () => {
    const short = await get('/api/tecdoc/search-by-registration-number?registrationNumber=AB%20123');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('5');
    const unknown = await get('/api/tecdoc/search-by-registration-number?lang=en&registrationNumber=QQ99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: 'VEHICLE_NOT_FOUND',
      message: 'We found no car with that registration number.',
    });
  });
});

describe('VIN lookup', () => {
  it('finds a registered VIN, and makes of the WMI otherwise', async () => {
    const [row] = await t.db.select().from(registrations).limit(1).offset(3);
    const res = await get(`/api/tecdoc/search-by-vin?vin=${row?.vin.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data.array[0].carId).toBe(row?.carId);
  });

  it('rejects a malformed VIN and says unable to find vehicle by VIN for an unknown maker', async () => {
    expect((await get('/api/tecdoc/search-by-vin?vin=WVWZZZ1KZ')).status).toBe(400);
    expect((await get('/api/tecdoc/search-by-vin?vin=WVWZZZ1KZAO123456')).status).toBe(400);
    const unknown = await get('/api/tecdoc/search-by-vin?lang=en&vin=ZZZ1234567A123456');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('unable to find vehicle by VIN');
  });
});

describe('with the Statens vegvesen register', () => {
  it('matches the register answer to a catalogue vehicle of the same make, model and engine', async () => {
    const fixture = readFileSync(
      new URL('../../services/vehicle-register/fixtures/svv-kjoretoydata.json', import.meta.url),
      'utf8',
    );
    const svv = await createTestApp({
      catalogueScale: 0.01,
      register: () =>
        createSvvRegister({
          apiKey: 'test-key-123',
          fetch: async () => new Response(fixture, { status: 200 }),
        }),
    });
    try {
      const res = await svv.app.request(
        '/api/tecdoc/search-by-registration-number?registrationNumber=AB12345',
      );
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(body.vehicle.vehicleDetails.manuName).toBe('VW');
      expect(body.vehicle.vehicleDetails.modelname).toMatch(/^GOLF/);
    } finally {
      await svv.close();
    }
  });

  it('answers 503 with a message when the register is down', async () => {
    const down = await createTestApp({
      register: () =>
        createSvvRegister({ apiKey: 'test-key-123', fetch: async () => new Response('', { status: 500 }) }),
    });
    try {
      const res = await down.app.request(
        '/api/tecdoc/search-by-registration-number?registrationNumber=AB12345',
      );
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe('REGISTER_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });
});
