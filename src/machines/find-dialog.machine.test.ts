import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import {
  canSearchPlate,
  type FindResult,
  type FindTab,
  findDialogMachine,
  plateDelayMs,
} from './find-dialog.machine';
import {
  anyYear,
  type FoundVehicle,
  type ModelSeries,
  type Vehicle,
  vehicleSelectorMachine,
} from './vehicle-selector.machine';

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
const golfSeries: ModelSeries = { modelId: 10, name: 'GOLF VII', yearFrom: 201208, yearTo: null };

type Effects = {
  lookupRegistration?: (plate: string) => Promise<FoundVehicle>;
  lookupVin?: (vin: string) => Promise<FoundVehicle>;
  findArticle?: (n: string) => Promise<string>;
  loadManufacturers?: (year: number) => Promise<{ manuId: number; name: string }[]>;
  loadModels?: (manuId: number) => Promise<ModelSeries[]>;
};

const notFound = () => Promise.reject({ code: 'VEHICLE_NOT_FOUND', message: 'Fant ingen bil' });

const run = (effects: Effects = {}, tab: FindTab = 'register') => {
  const log = { remembered: [] as string[], forgotten: [] as string[], shown: [] as FindResult[] };
  const machine = findDialogMachine.provide({
    actors: {
      vehicleCascade: vehicleSelectorMachine.provide({
        actors: {
          loadManufacturers: fromPromise(async ({ input }) =>
            effects.loadManufacturers ? effects.loadManufacturers(input.year) : [{ manuId: 1, name: 'VW' }],
          ),
          loadModels: fromPromise(async ({ input }) =>
            effects.loadModels ? effects.loadModels(input.manuId) : [golfSeries],
          ),
          loadVehicles: fromPromise(async ({ input }) => [car(100, input.modelId), car(101, input.modelId)]),
        },
      }),
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

/** The dialog's vehicle cascade: the vehicle selector child that holds the lists and the picks. */
const cascadeOf = (actor: Actor<typeof findDialogMachine>) => actor.getSnapshot().context.cascade;
const picks = (actor: Actor<typeof findDialogMachine>) => cascadeOf(actor).getSnapshot().context;

beforeEach(() => {
  // The plate waits plateDelayMs; every test moves the clock itself, and flushes answers with it.
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

describe('findDialogMachine, tabs', () => {
  it('opens on the tab it is given, the registration number by default', () => {
    expect(initialTransition(findDialogMachine, {})[0].matches({ tab: 'register' })).toBe(true);
    expect(initialTransition(findDialogMachine, { tab: 'part' })[0].matches({ tab: 'part' })).toBe(true);
    const [model, actions] = initialTransition(findDialogMachine, { tab: 'model' });
    expect(model.matches({ tab: { model: 'editing' } })).toBe(true);
    // Opening the brand-and-model tab starts the cascade: every year's makers.
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: 'xstate.sendTo',
        params: expect.objectContaining({ event: { type: 'selector.pickYear', value: anyYear } }),
      }),
    );
  });

  it('a tab chosen shows without the alert of the one before', () => {
    const [start] = initialTransition(findDialogMachine, {});
    const [alerted] = transition(findDialogMachine, start, { type: 'dialog.search' });
    expect(alerted.context.alert).toBe('REGISTRATION_REQUIRED');
    const [part] = transition(findDialogMachine, alerted, { type: 'dialog.chooseTab', tab: 'part' });
    expect(part.matches({ tab: 'part' })).toBe(true);
    expect(part.context.alert).toBeNull();
    const [model] = transition(findDialogMachine, part, { type: 'dialog.chooseTab', tab: 'model' });
    expect(model.matches({ tab: 'model' })).toBe(true);
  });

  it('loads the makers the first time the brand-and-model tab shows, and only then', async () => {
    const years: number[] = [];
    const { actor } = run({
      loadManufacturers: async (year) => {
        years.push(year);
        return [{ manuId: 1, name: 'VW' }];
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(years).toEqual([]);
    actor.send({ type: 'dialog.chooseTab', tab: 'model' });
    await waitFor(cascadeOf(actor), (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'dialog.chooseTab', tab: 'part' });
    actor.send({ type: 'dialog.chooseTab', tab: 'model' });
    await vi.advanceTimersByTimeAsync(0);
    expect(years).toEqual([anyYear]);
  });
});

describe('findDialogMachine, registration tab', () => {
  const [start] = initialTransition(findDialogMachine, { tab: 'register' });

  it('looks nothing up for 5 characters or fewer, counting the plate without spaces, dashes and dots', () => {
    const [short] = transition(findDialogMachine, start, { type: 'dialog.typePlate', value: 'ab 12-3' });
    expect(short.matches({ plate: 'short' })).toBe(true);
    const [dotted] = transition(findDialogMachine, start, { type: 'dialog.typePlate', value: 'ab.12.3.' });
    expect(dotted.matches({ plate: 'short' })).toBe(true);
    const [long] = transition(findDialogMachine, start, { type: 'dialog.typePlate', value: 'ab 12-34' });
    expect(long.matches({ plate: 'waiting' })).toBe(true);
  });

  it('an empty search alerts "Please enter registration number"; a plate not yet found cannot be searched', () => {
    const [empty] = transition(findDialogMachine, start, { type: 'dialog.search' });
    expect(empty.context.alert).toBe('REGISTRATION_REQUIRED');
    expect(canSearchPlate(empty.context)).toBe(true);
    const [typed] = transition(findDialogMachine, start, { type: 'dialog.typePlate', value: 'FP60885' });
    expect(typed.context.alert).toBeNull();
    expect(canSearchPlate(typed.context)).toBe(false);
    const [searched, actions] = transition(findDialogMachine, typed, { type: 'dialog.search' });
    expect(searched.matches({ tab: { register: 'editing' } })).toBe(true);
    expect(searched.context.alert).toBeNull();
    expect(actions).toEqual([]);
  });

  it('looks the plate up after typing stops, shows it as found, keeps it, and searching opens it once', async () => {
    const asked: string[] = [];
    const { actor, log } = run({
      lookupRegistration: async (plate) => {
        asked.push(plate);
        return golf;
      },
    });
    actor.send({ type: 'dialog.typePlate', value: 'fp 6088' });
    actor.send({ type: 'dialog.typePlate', value: 'fp 60885' });
    await vi.advanceTimersByTimeAsync(plateDelayMs - 1);
    expect(actor.getSnapshot().matches({ plate: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ plate: 'found' })).toBe(true);
    expect(asked).toEqual(['FP60885']);
    expect(log.remembered).toEqual(['FP60885']);
    expect(canSearchPlate(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'dialog.search' });
    actor.send({ type: 'dialog.search' });
    expect(log.shown).toEqual([{ kind: 'vehicle', found: golf }]);
  });

  it('a plate typed goes on being looked up while another tab shows', async () => {
    const { actor, log } = run({ lookupRegistration: async () => golf });
    actor.send({ type: 'dialog.typePlate', value: 'FP60885' });
    actor.send({ type: 'dialog.chooseTab', tab: 'part' });
    await vi.advanceTimersByTimeAsync(plateDelayMs);
    expect(actor.getSnapshot().context.plateMatch).toEqual(golf);
    actor.send({ type: 'dialog.chooseTab', tab: 'register' });
    actor.send({ type: 'dialog.search' });
    expect(log.shown).toEqual([{ kind: 'vehicle', found: golf }]);
  });

  it('a failed lookup shows the server message and forgets the saved plate; a network failure keeps it', async () => {
    const { actor, log } = run();
    actor.send({ type: 'dialog.pickPlate', value: 'ZZ99999' });
    const failed = await waitFor(actor, (s) => s.matches({ plate: 'failed' }));
    expect(failed.context.plateError).toEqual({ code: 'VEHICLE_NOT_FOUND', message: 'Fant ingen bil' });
    expect(log.forgotten).toEqual(['ZZ99999']);
    expect(canSearchPlate(failed.context)).toBe(false);

    const offline = run({
      lookupRegistration: () => Promise.reject({ code: 'NETWORK', message: 'offline' }),
    });
    offline.actor.send({ type: 'dialog.pickPlate', value: 'FP60885' });
    const network = await waitFor(offline.actor, (s) => s.matches({ plate: 'failed' }));
    expect(network.context.plateError?.code).toBe('NETWORK');
    expect(offline.log.forgotten).toEqual([]);
  });

  it('a quick pick looks up at once, and a newer plate drops the answer for the older one', async () => {
    let answer!: (v: FoundVehicle) => void;
    const { actor, log } = run({
      lookupRegistration: (plate) =>
        plate === 'AA11111' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(golf),
    });
    actor.send({ type: 'dialog.pickPlate', value: 'AA11111' });
    expect(actor.getSnapshot().matches({ plate: 'looking' })).toBe(true);
    actor.send({ type: 'dialog.pickPlate', value: 'FP60885' });
    await waitFor(actor, (s) => s.matches({ plate: 'found' }));
    answer({ vehicle: car(999), year: 1999 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.plateMatch).toEqual(golf);
    expect(log.remembered).toEqual(['FP60885']);
  });
});

describe('findDialogMachine, brand and model tab', () => {
  it('requires brand, model and engine, each with its own code', async () => {
    const { actor, log } = run({}, 'model');
    await waitFor(cascadeOf(actor), (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'dialog.search' });
    expect(actor.getSnapshot().context.errors).toEqual({
      brand: 'BRAND_REQUIRED',
      model: 'MODEL_REQUIRED',
      engine: 'ENGINE_REQUIRED',
    });
    actor.send({ type: 'dialog.pickBrand', value: 1 });
    expect(actor.getSnapshot().context.errors).toEqual({
      model: 'MODEL_REQUIRED',
      engine: 'ENGINE_REQUIRED',
    });
    expect(log.shown).toEqual([]);
  });

  it('brand clears model and engine; model clears engine and loads the variants; the variant is the vehicle', async () => {
    const { actor, log } = run({}, 'model');
    const cascade = cascadeOf(actor);
    await waitFor(cascade, (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'dialog.pickBrand', value: 1 });
    await waitFor(cascade, (s) => s.context.models.length === 1);
    actor.send({ type: 'dialog.pickModel', value: 10 });
    await waitFor(cascade, (s) => s.context.vehicles.length === 2);
    actor.send({ type: 'dialog.pickEngine', value: 101 });
    actor.send({ type: 'dialog.pickModel', value: 11 });
    expect(picks(actor)).toMatchObject({ modelId: 11, carId: null, vehicles: [] });
    await waitFor(cascade, (s) => s.context.vehicles.length === 2);
    actor.send({ type: 'dialog.pickEngine', value: 101 });
    actor.send({ type: 'dialog.pickBrand', value: 1 });
    expect(picks(actor)).toMatchObject({ manuId: 1, modelId: null, carId: null, models: [] });
    await waitFor(cascade, (s) => s.context.models.length === 1);
    actor.send({ type: 'dialog.pickModel', value: 10 });
    await waitFor(cascade, (s) => s.context.vehicles.length === 2);
    actor.send({ type: 'dialog.pickEngine', value: 100 });
    actor.send({ type: 'dialog.search' });
    actor.send({ type: 'dialog.search' });
    // The cascade has no year box: 0 is the garage's "year not known".
    expect(log.shown).toEqual([{ kind: 'vehicle', found: { vehicle: car(100), year: 0 } }]);
  });

  it('a list that fails to load says so and loads again on retry', async () => {
    let fail = true;
    const { actor } = run(
      {
        loadModels: async () => {
          if (fail) throw { code: 'NETWORK', message: 'offline' };
          return [golfSeries];
        },
      },
      'model',
    );
    await waitFor(cascadeOf(actor), (s) => s.context.manufacturers.length === 1);
    actor.send({ type: 'dialog.pickBrand', value: 1 });
    await waitFor(cascadeOf(actor), (s) => s.context.failed !== null);
    expect(picks(actor).failed).toBe('models');
    fail = false;
    actor.send({ type: 'dialog.retry' });
    const loaded = await waitFor(cascadeOf(actor), (s) => s.context.models.length === 1);
    expect(loaded.context.failed).toBeNull();
  });

  it('a VIN, when typed, is looked up instead of the dropdowns; not found and offline say so', async () => {
    const { actor, log } = run(
      {
        lookupVin: async (vin) => {
          if (vin === '9BWCLNCT4JY191616') return golf;
          return Promise.reject(vin === 'OFFLINE' ? { code: 'NETWORK', message: '' } : {});
        },
      },
      'model',
    );
    actor.send({ type: 'dialog.typeVin', value: 'WRONGVIN000000000' });
    actor.send({ type: 'dialog.search' });
    expect(actor.getSnapshot().matches({ tab: { model: 'lookingUpVin' } })).toBe(true);
    await waitFor(actor, (s) => s.context.alert === 'VIN_NOT_FOUND');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'dialog.typeVin', value: 'OFFLINE' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    actor.send({ type: 'dialog.search' });
    await waitFor(actor, (s) => s.context.alert === 'NETWORK');
    actor.send({ type: 'dialog.typeVin', value: ' 9BWCLNCT4JY191616 ' });
    actor.send({ type: 'dialog.search' });
    await waitFor(actor, (s) => s.matches({ tab: { model: 'shown' } }));
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
    await waitFor(actor, (s) => s.matches({ tab: { part: 'shown' } }));
    expect(log.shown).toEqual([{ kind: 'article', articleNumber: '0 986 4' }]);
  });

  it('offline, the number is not called unknown: the alert says the network failed', async () => {
    const { actor } = run(
      { findArticle: () => Promise.reject({ code: 'NETWORK', message: 'offline' }) },
      'part',
    );
    actor.send({ type: 'dialog.typeArticle', value: '0 986 4' });
    actor.send({ type: 'dialog.search' });
    const offline = await waitFor(actor, (s) => s.context.alert === 'NETWORK');
    expect(offline.matches({ tab: { part: 'editing' } })).toBe(true);
    expect(offline.context.errors.article).toBeUndefined();
  });
});

describe('findDialogMachine without its actors provided', () => {
  it('a lookup fails naming the missing actor, and so does the cascade', async () => {
    const actor = createActor(findDialogMachine, { input: {} }).start();
    actor.send({ type: 'dialog.pickPlate', value: 'FP60885' });
    const failed = await waitFor(actor, (s) => s.matches({ plate: 'failed' }));
    expect(failed.context.plateError).toEqual({
      code: 'UNKNOWN',
      message: 'findDialog: lookupRegistration not provided',
    });
    actor.send({ type: 'dialog.chooseTab', tab: 'model' });
    const cascade = await waitFor(cascadeOf(actor), (s) => s.matches({ lists: 'failed' }));
    expect(cascade.context.failed).toBe('manufacturers');
    expect(actor.getSnapshot().status).toBe('active');
  });
});
