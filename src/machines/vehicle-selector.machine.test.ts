import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import {
  anyYear,
  enabledPicks,
  type FoundVehicle,
  type ModelSeries,
  reportedVehicle,
  type Vehicle,
  vehicleSelectorMachine,
  vinDelayMs,
} from './vehicle-selector.machine';

const car = (carId: number, engine: string): Vehicle => ({
  carId,
  manuId: 1,
  modelId: 10,
  make: 'VW',
  model: 'GOLF VII',
  engine,
  yearFrom: 201208,
  yearTo: 202012,
  ccm: 1598,
  kw: 81,
  hp: 110,
  fuel: 'diesel',
  motorCode: 'CLHA',
});
const golf = car(100, '1.6 TDI');
const series = (modelId: number, name: string): ModelSeries => ({
  modelId,
  name,
  yearFrom: 201208,
  yearTo: null,
});

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const run = (actors: Partial<Record<string, (input: never) => Promise<unknown>>> = {}) =>
  createActor(
    vehicleSelectorMachine.provide({
      actors: {
        loadManufacturers: fromPromise(async ({ input }) =>
          actors.loadManufacturers ? (actors.loadManufacturers(input as never) as never) : [],
        ),
        loadModels: fromPromise(async ({ input }) =>
          actors.loadModels ? (actors.loadModels(input as never) as never) : [],
        ),
        loadVehicles: fromPromise(async ({ input }) =>
          actors.loadVehicles ? (actors.loadVehicles(input as never) as never) : [golf],
        ),
        lookupVin: fromPromise(async ({ input }) => {
          if (!actors.lookupVin) throw new Error('not found');
          return actors.lookupVin(input as never) as never;
        }),
      },
    }),
  ).start();

afterEach(() => {
  vi.useRealTimers();
});

describe('vehicleSelectorMachine, one step at a time', () => {
  const [start] = initialTransition(vehicleSelectorMachine);

  it('starts with only the year enabled and no vehicle', () => {
    expect(enabledPicks(start.context)).toEqual({ year: true, brand: false, model: false, engine: false });
    expect(reportedVehicle(start.context)).toBeNull();
  });

  it('choosing a year loads the makers of that year and enables the brand', () => {
    const [next, actions] = transition(vehicleSelectorMachine, start, {
      type: 'selector.pickYear',
      value: 2018,
    });
    expect(next.matches({ lists: 'loadingManufacturers' })).toBe(true);
    expect(next.context.year).toBe(2018);
    expect(enabledPicks(next.context).brand).toBe(true);
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: 'xstate.spawnChild',
        params: expect.objectContaining({ src: 'loadManufacturers' }),
      }),
    );
  });

  it('choosing an earlier value resets every later one and reports no vehicle', () => {
    const chosen = start.context && {
      ...start.context,
      year: 2018,
      manuId: 1,
      modelId: 10,
      carId: 100,
      models: [series(10, 'GOLF VII')],
      vehicles: [golf],
    };
    const snapshot = vehicleSelectorMachine.resolveState({
      value: { lists: 'idle', vin: 'empty' },
      context: chosen,
    });
    expect(reportedVehicle(snapshot.context)).toEqual({ vehicle: golf, year: 2018 });
    const [next] = transition(vehicleSelectorMachine, snapshot, { type: 'selector.pickBrand', value: 2 });
    expect(next.context).toMatchObject({
      year: 2018,
      manuId: 2,
      modelId: null,
      carId: null,
      models: [],
      vehicles: [],
    });
    expect(reportedVehicle(next.context)).toBeNull();
    expect(enabledPicks(next.context)).toEqual({ year: true, brand: true, model: true, engine: false });
  });

  it('choosing none loads nothing and disables what follows', () => {
    const [picked] = transition(vehicleSelectorMachine, start, { type: 'selector.pickYear', value: 2018 });
    const [none] = transition(vehicleSelectorMachine, picked, { type: 'selector.pickYear', value: null });
    expect(none.matches({ lists: 'idle' })).toBe(true);
    expect(enabledPicks(none.context).brand).toBe(false);
  });

  it('waits for typing to stop before looking a VIN up; an empty box means no lookup', () => {
    const [typed] = transition(vehicleSelectorMachine, start, { type: 'selector.typeVin', value: ' WVW ' });
    expect(typed.matches({ vin: 'waiting' })).toBe(true);
    const [cleared] = transition(vehicleSelectorMachine, typed, { type: 'selector.typeVin', value: '  ' });
    expect(cleared.matches({ vin: 'empty' })).toBe(true);
  });
});

/** Loaders of one make (VW) with one series (GOLF VII) that note what each was asked for in `seen`. */
const golfLoaders = (seen: unknown[]) => ({
  loadManufacturers: async (input: unknown) => {
    seen.push(input);
    return [{ manuId: 1, name: 'VW' }];
  },
  loadModels: async (input: unknown) => {
    seen.push(input);
    return [series(10, 'GOLF VII')];
  },
});

describe('vehicleSelectorMachine, with its loaders', () => {
  it('walks year → brand → model → engine and reports the vehicle chosen last', async () => {
    const seen: unknown[] = [];
    const actor = run({
      ...golfLoaders(seen),
      loadVehicles: async (input) => {
        seen.push(input);
        return [golf, car(101, '2.0 TDI')];
      },
    });
    actor.send({ type: 'selector.pickYear', value: 2018 });
    await waitFor(actor, (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'selector.pickBrand', value: 1 });
    await waitFor(actor, (s) => s.context.models.length === 1);
    actor.send({ type: 'selector.pickModel', value: 10 });
    await waitFor(actor, (s) => s.context.vehicles.length === 2);
    expect(reportedVehicle(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'selector.pickEngine', value: 100 });
    expect(reportedVehicle(actor.getSnapshot().context)).toEqual({ vehicle: golf, year: 2018 });
    expect(seen).toEqual([{ year: 2018 }, { year: 2018, manuId: 1 }, { manuId: 1, modelId: 10 }]);
  });

  it('without a year box (the find dialog) it starts from anyYear and reports the vehicle with year 0', async () => {
    const seen: unknown[] = [];
    const actor = run(golfLoaders(seen));
    actor.send({ type: 'selector.pickYear', value: anyYear });
    expect(actor.getSnapshot().matches({ lists: 'loadingManufacturers' })).toBe(true);
    await waitFor(actor, (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'selector.pickBrand', value: 1 });
    await waitFor(actor, (s) => s.context.models.length === 1);
    actor.send({ type: 'selector.pickModel', value: 10 });
    await waitFor(actor, (s) => s.context.vehicles.length === 1);
    actor.send({ type: 'selector.pickEngine', value: 100 });
    expect(reportedVehicle(actor.getSnapshot().context)).toEqual({ vehicle: golf, year: 0 });
    expect(seen).toEqual([{ year: anyYear }, { year: anyYear, manuId: 1 }]);
  });

  it('drops a slow load for an old choice that arrives after the newer one', async () => {
    const slow = deferred<ModelSeries[]>();
    const actor = run({
      loadModels: (input: { manuId: number }) =>
        input.manuId === 1 ? slow.promise : Promise.resolve([series(20, 'V70 III')]),
    });
    actor.send({ type: 'selector.pickYear', value: 2012 });
    actor.send({ type: 'selector.pickBrand', value: 1 });
    actor.send({ type: 'selector.pickBrand', value: 2 });
    await waitFor(actor, (s) => s.context.models.length === 1);
    slow.resolve([series(10, 'GOLF VII')]);
    await slow.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.models).toEqual([series(20, 'V70 III')]);
    expect(actor.getSnapshot().context.manuId).toBe(2);
  });

  it('names the list that failed to load and loads it again on retry', async () => {
    let fail = true;
    const actor = run({
      loadManufacturers: async () => {
        if (fail) throw new Error('offline');
        return [{ manuId: 1, name: 'VW' }];
      },
    });
    actor.send({ type: 'selector.pickYear', value: 2018 });
    await waitFor(actor, (s) => s.matches({ lists: 'failed' }));
    expect(actor.getSnapshot().context.failed).toBe('manufacturers');
    fail = false;
    actor.send({ type: 'selector.retry' });
    const done = await waitFor(actor, (s) => s.context.manufacturers.length === 1);
    expect(done.context.failed).toBeNull();
  });

  it('a VIN found 350 ms after typing replaces the dropdown choice; clearing it gives the choice back', async () => {
    vi.useFakeTimers();
    const v70: FoundVehicle = { vehicle: car(200, 'D4'), year: 2016 };
    const lookups: unknown[] = [];
    const actor = run({
      lookupVin: async (input) => {
        lookups.push(input);
        return v70;
      },
    });
    actor.send({ type: 'selector.pickYear', value: 2018 });
    actor.send({ type: 'selector.pickBrand', value: 1 });
    actor.send({ type: 'selector.pickModel', value: 10 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.vehicles).toHaveLength(1));
    actor.send({ type: 'selector.pickEngine', value: 100 });

    actor.send({ type: 'selector.typeVin', value: 'YV1VSCDJ17' });
    actor.send({ type: 'selector.typeVin', value: ' YV1VSCDJ172383900 ' });
    vi.advanceTimersByTime(vinDelayMs - 1);
    expect(lookups).toEqual([]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ vin: 'found' })).toBe(true));
    expect(lookups).toEqual([{ vin: 'YV1VSCDJ172383900' }]);
    expect(actor.getSnapshot().context.alert).toBe('VEHICLE_FOUND');
    expect(reportedVehicle(actor.getSnapshot().context)).toEqual(v70);

    actor.send({ type: 'selector.typeVin', value: '' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    expect(reportedVehicle(actor.getSnapshot().context)?.vehicle).toEqual(golf);
  });

  it('a VIN that is not found says so and reports the dropdown choice', async () => {
    vi.useFakeTimers();
    const actor = run();
    actor.send({ type: 'selector.typeVin', value: 'XXXXXXXXXXXXXXXXX' });
    vi.advanceTimersByTime(vinDelayMs);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ vin: 'notFound' })).toBe(true));
    expect(actor.getSnapshot().context.alert).toBe('VIN_NOT_FOUND');
    expect(reportedVehicle(actor.getSnapshot().context)).toBeNull();
  });
});
