import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The client is replaced by one that parses a canned answer with the caller's schema, so these tests see the
// paths asked for and what the parsers and mappers make of the server's shapes (docs/api.md).
const server = vi.hoisted(() => ({ answer: undefined as unknown, calls: [] as unknown[] }));
vi.mock('./client', async (original) => ({
  ...(await original<typeof import('./client')>()),
  request: async (schema: v.GenericSchema, path: string, init?: unknown) => {
    server.calls.push(init ? [path, init] : path);
    return v.parse(schema, server.answer);
  },
}));

const { fetchManufacturers, fetchModels, fetchVehicles, fetchVehiclesByIds, lookupRegistration, lookupVin } =
  await import('./vehicles');

const variant = {
  carId: 10133,
  vehicleDetails: {
    carId: 10133,
    manuId: 121,
    modId: 4500,
    manuName: 'VW',
    modelname: 'GOLF VII (5G1, BQ1, BE1, BE2)',
    typeName: '1.4 TSI ACT',
    yearOfConstrFrom: 201208,
    yearOfConstrTo: 202012,
    ccmTech: 1395,
    powerKwFrom: 103,
    powerHpFrom: 140,
    fuel: 'petrol',
    body: 'hatchback',
  },
  motorCode: 'CZEA',
};
const golf = {
  carId: 10133,
  manuId: 121,
  modelId: 4500,
  make: 'VW',
  model: 'GOLF VII (5G1, BQ1, BE1, BE2)',
  engine: '1.4 TSI ACT',
  yearFrom: 201208,
  yearTo: 202012,
  ccm: 1395,
  kw: 103,
  hp: 140,
  fuel: 'petrol',
  motorCode: 'CZEA',
};
const array = (items: unknown[]) => ({ data: { data: { array: items } } });

beforeEach(() => {
  server.calls = [];
});

describe('vehicle cascade', () => {
  it('asks for the makers of a year and names them', async () => {
    server.answer = array([{ manuId: 121, manuName: 'VW' }]);
    expect(await fetchManufacturers('no', 2018)).toEqual([{ manuId: 121, name: 'VW' }]);
    await fetchManufacturers('en');
    expect(server.calls).toEqual([
      '/tecdoc/get-manufacturers?lang=no&year=2018',
      '/tecdoc/get-manufacturers?lang=en',
    ]);
  });

  it('maps model series, an open production window as null', async () => {
    server.answer = array([
      { modelId: 4500, modelname: 'GOLF VII', yearOfConstrFrom: 201208, yearOfConstrTo: null },
    ]);
    expect(await fetchModels('no', 121, 2018)).toEqual([
      { modelId: 4500, name: 'GOLF VII', yearFrom: 201208, yearTo: null },
    ]);
    expect(server.calls).toEqual(['/tecdoc/get-models?menuId=121&year=2018&lang=no']);
  });

  it('maps vehicle variants to app vehicles, by model or by carId', async () => {
    server.answer = array([variant]);
    expect(await fetchVehicles('ar', 121, 4500)).toEqual([golf]);
    expect(await fetchVehiclesByIds([10133])).toEqual([golf]);
    expect(server.calls).toEqual([
      '/tecdoc/get-vehicles?menuId=121&modId=4500&lang=ar',
      ['/tecdoc/get-vehicles', { method: 'POST', body: { carids: [10133] } }],
    ]);
  });

  it('asks nothing for no carIds', async () => {
    expect(await fetchVehiclesByIds([])).toEqual([]);
    expect(server.calls).toEqual([]);
  });

  it('an electric car has no cylinder capacity', async () => {
    server.answer = array([{ ...variant, vehicleDetails: { ...variant.vehicleDetails, ccmTech: null } }]);
    expect((await fetchVehiclesByIds([1]))[0]?.ccm).toBeNull();
  });

  it('refuses an answer without the list', async () => {
    server.answer = { data: [] };
    await expect(fetchManufacturers('no', 2018)).rejects.toThrow();
  });
});

describe('lookups', () => {
  it('a plate gives the register form of the number and the vehicle', async () => {
    server.answer = {
      menuId: 121,
      modId: 4500,
      carId: 10133,
      vehicle: variant,
      registrationNumber: 'FP60885',
    };
    expect(await lookupRegistration('no', 'fp 60885')).toEqual({ plate: 'FP60885', vehicle: golf });
    expect(server.calls).toEqual([
      '/tecdoc/search-by-registration-number?registrationNumber=fp+60885&lang=no',
    ]);
  });

  it('a VIN gives its model year and the vehicles it may be', async () => {
    server.answer = { vin: '9BWCLNCT4JY191616', make: 'VW', modelYear: 2018, ...array([variant]) };
    expect(await lookupVin('en', '9BWCLNCT4JY191616')).toEqual({
      vin: '9BWCLNCT4JY191616',
      modelYear: 2018,
      vehicles: [golf],
    });
  });
});
