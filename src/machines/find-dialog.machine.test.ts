import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { canSearch, type FindResult, findDialogMachine, plateDelayMs } from './find-dialog.machine';
import type { FoundVehicle, Vehicle } from './vehicle-selector.machine';

const car = (carId: number, modelId = 10): Vehicle => ({
  carId,
  manuId: 1,
  modelId,
  make: 'VW',
  model: 'GOLF VII',
  engine: '1.4 TSI ACT',
  yearFrom: 201208,
  yearTo: null,
  ccm: 1395,
  kw: 103,
  hp: 140,
  fuel: 'petrol',
  motorCode: 'CZEA',
});
const golf: FoundVehicle = { vehicle: car(100), year: 2018 };

type Effects = {
  lookupRegistration?: (plate: string) => Promise<FoundVehicle>;
  lookupVin?: (vin: string) => Promise<FoundVehicle>;
  findArticle?: (n: string) => Promise<string>;
  loadModels?: (
    manuId: number,
  ) => Promise<{ modelId: number; name: string; yearFrom: number; yearTo: null }[]>;
};

const run = (effects: Effects = {}, tab: 'register' | 'model' | 'part' = 'register') => {
  const log = { remembered: [] as string[], forgotten: [] as string[], shown: [] as FindResult[] };
  const notFound = () => Promise.reject({ code: 'VEHICLE_NOT_FOUND', message: 'Fant ingen bil' });
  const machine = findDialogMachine.provide({
    actors: {
      loadManufacturers: fromPromise(async () => [{ manuId: 1, name: 'VW' }]),
      loadModels: fromPromise(async ({ input }) =>
        effects.loadModels
          ? effects.loadModels(input.manuId)
          : [{ modelId: 10, name: 'GOLF VII', yearFrom: 201208, yearTo: null }],
      ),
      loadVehicles: fromPromise(async ({ input }) => [car(100, input.modelId), car(101, input.modelId)]),
      lookupRegistration: fromPromise(({ input }) => (effects.lookupRegistration ?? notFound)(input.plate)),
      lookupVin: fromPromise(({ input }) => (effects.lookupVin ?? notFound)(input.vin)),
      findArticle: fromPromise(({ input }) =>
        (effects.findArticle ?? (() => Promise.reject({ code: 'NOT_FOUND', message: '' })))(
          input.articleNumber,
        ),
      ),
    },
    actions: {
      rememberRegistration: (_, { plate }) => log.remembered.push(plate),
      forgetRegistration: (_, { plate }) => log.forgotten.push(plate),
      showResult: (_, { result }) => log.shown.push(result),
    },
  });
  return { actor: createActor(machine, { input: { tab } }).start(), log };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('findDialogMachine, registration tab', () => {
  const [start] = initialTransition(findDialogMachine, { tab: 'register' });

  it('looks nothing up for 5 characters or fewer, counting the plate without spaces and dashes', () => {
    const [short] = transition(findDialogMachine, start, { type: 'dialog.typePlate', value: 'ab 12-3' });
    expect(short.matches({ plate: 'short' })).toBe(true);
    const [long] = transition(findDialogMachine, start, { type: 'dialog.typePlate', value: 'ab 12-34' });
    expect(long.matches({ plate: 'waiting' })).toBe(true);
  });

  it('an empty search alerts "Please enter registration number"; a plate not yet found cannot be searched', () => {
    const [empty] = transition(findDialogMachine, start, { type: 'dialog.search' });
    expect(empty.context.alert).toBe('REGISTRATION_REQUIRED');
    expect(canSearch(empty.context)).toBe(true);
    const [typed] = transition(findDialogMachine, start, { type: 'dialog.typePlate', value: 'FP60885' });
    expect(canSearch(typed.context)).toBe(false);
    const [searched] = transition(findDialogMachine, typed, { type: 'dialog.search' });
    expect(searched.matches({ search: 'idle' })).toBe(true);
    expect(searched.context.alert).toBeNull();
  });

  it('looks the plate up after typing stops, shows it as found, keeps it, and searching opens it', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const { actor, log } = run({
      lookupRegistration: async (plate) => {
        asked.push(plate);
        return golf;
      },
    });
    actor.send({ type: 'dialog.typePlate', value: 'fp 6088' });
    actor.send({ type: 'dialog.typePlate', value: 'fp 60885' });
    vi.advanceTimersByTime(plateDelayMs);
    expect(actor.getSnapshot().matches({ plate: 'looking' })).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ plate: 'found' })).toBe(true));
    expect(asked).toEqual(['FP60885']);
    expect(log.remembered).toEqual(['FP60885']);
    expect(canSearch(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'dialog.search' });
    expect(log.shown).toEqual([{ kind: 'vehicle', found: golf }]);
  });

  it('a failed lookup shows the server message and forgets the saved plate; a network failure keeps it', async () => {
    const { actor, log } = run();
    actor.send({ type: 'dialog.pickPlate', value: 'ZZ99999' });
    const failed = await waitFor(actor, (s) => s.matches({ plate: 'failed' }));
    expect(failed.context.plateError).toEqual({ code: 'VEHICLE_NOT_FOUND', message: 'Fant ingen bil' });
    expect(log.forgotten).toEqual(['ZZ99999']);

    const offline = run({
      lookupRegistration: () => Promise.reject({ code: 'NETWORK', message: 'offline' }),
    });
    offline.actor.send({ type: 'dialog.pickPlate', value: 'FP60885' });
    await waitFor(offline.actor, (s) => s.matches({ plate: 'failed' }));
    expect(offline.log.forgotten).toEqual([]);
  });

  it('a quick pick looks up at once, and a newer plate drops the answer for the older one', async () => {
    let answer!: (v: FoundVehicle) => void;
    const { actor } = run({
      lookupRegistration: (plate) =>
        plate === 'AA11111' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(golf),
    });
    actor.send({ type: 'dialog.pickPlate', value: 'AA11111' });
    actor.send({ type: 'dialog.pickPlate', value: 'FP60885' });
    await waitFor(actor, (s) => s.matches({ plate: 'found' }));
    answer({ vehicle: car(999), year: 1999 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.plateMatch).toEqual(golf);
  });
});

describe('findDialogMachine, brand and model tab', () => {
  it('requires brand, model and engine, each with its own code', async () => {
    const { actor, log } = run({}, 'model');
    await waitFor(actor, (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'dialog.search' });
    expect(actor.getSnapshot().context.errors).toEqual({
      brand: 'BRAND_REQUIRED',
      model: 'MODEL_REQUIRED',
      engine: 'ENGINE_REQUIRED',
    });
    actor.send({ type: 'dialog.pickBrand', value: 1 });
    expect(actor.getSnapshot().context.errors.brand).toBeUndefined();
    expect(log.shown).toEqual([]);
  });

  it('brand clears model and engine; model clears engine and loads the variants; the variant is the vehicle', async () => {
    const { actor, log } = run({}, 'model');
    await waitFor(actor, (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'dialog.pickBrand', value: 1 });
    await waitFor(actor, (s) => s.context.models.length === 1);
    actor.send({ type: 'dialog.pickModel', value: 10 });
    await waitFor(actor, (s) => s.context.vehicles.length === 2);
    actor.send({ type: 'dialog.pickEngine', value: 101 });
    actor.send({ type: 'dialog.pickModel', value: 11 });
    expect(actor.getSnapshot().context).toMatchObject({ modelId: 11, carId: null, vehicles: [] });
    await waitFor(actor, (s) => s.context.vehicles.length === 2);
    actor.send({ type: 'dialog.pickEngine', value: 101 });
    actor.send({ type: 'dialog.pickBrand', value: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ manuId: 1, modelId: null, carId: null, models: [] });
    await waitFor(actor, (s) => s.context.models.length === 1);
    actor.send({ type: 'dialog.pickModel', value: 10 });
    await waitFor(actor, (s) => s.context.vehicles.length === 2);
    actor.send({ type: 'dialog.pickEngine', value: 100 });
    actor.send({ type: 'dialog.search' });
    expect(log.shown).toEqual([{ kind: 'vehicle', found: { vehicle: car(100), year: 0 } }]);
  });

  it('a VIN, when typed, is looked up instead of the dropdowns; not found says so', async () => {
    const { actor, log } = run(
      { lookupVin: async (vin) => (vin === '9BWCLNCT4JY191616' ? golf : Promise.reject({})) },
      'model',
    );
    actor.send({ type: 'dialog.typeVin', value: 'WRONGVIN000000000' });
    actor.send({ type: 'dialog.search' });
    await waitFor(actor, (s) => s.context.alert === 'VIN_NOT_FOUND');
    actor.send({ type: 'dialog.typeVin', value: ' 9BWCLNCT4JY191616 ' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    actor.send({ type: 'dialog.search' });
    await waitFor(actor, (s) => s.matches({ search: 'done' }));
    expect(log.shown).toEqual([{ kind: 'vehicle', found: golf }]);
  });
});

describe('findDialogMachine, part-number tab', () => {
  it('requires a number, says NO_PPRODUCT_FOUND for an unknown one, and opens a known one', async () => {
    const { actor, log } = run(
      { findArticle: async (n) => (n === '0 986 4' ? '0 986 4' : Promise.reject({})) },
      'part',
    );
    actor.send({ type: 'dialog.search' });
    expect(actor.getSnapshot().context.errors.article).toBe('ARTICLE_NUMBER_REQUIRED');
    actor.send({ type: 'dialog.typeArticle', value: 'nope' });
    expect(actor.getSnapshot().context.errors.article).toBeUndefined();
    actor.send({ type: 'dialog.search' });
    await waitFor(actor, (s) => s.context.errors.article === 'NO_PPRODUCT_FOUND');
    actor.send({ type: 'dialog.typeArticle', value: ' 0 986 4 ' });
    actor.send({ type: 'dialog.search' });
    await waitFor(actor, (s) => s.matches({ search: 'done' }));
    expect(log.shown).toEqual([{ kind: 'article', articleNumber: '0 986 4' }]);
  });
});
