// The find-part dialog (spec §4 "Find dialog cascade", §5 "Vehicle dialog"): three tabs — plate, brand/model/engine
// (or a VIN), part number. Lookups and list loads are provided at the edge; a newer input stops the older lookup.
// A failed plate lookup keeps the server's message and forgets the saved plate, unless only the network failed.
import { and, assign, fromPromise, setup } from 'xstate';
import { minPlateLength, normalisePlate } from '../domain/plate';
import type { FoundVehicle, Manufacturer, ModelSeries, Vehicle } from './vehicle-selector.machine';

export type FindTab = 'register' | 'model' | 'part';
export type FieldCode =
  | 'BRAND_REQUIRED'
  | 'MODEL_REQUIRED'
  | 'ENGINE_REQUIRED'
  | 'ARTICLE_NUMBER_REQUIRED'
  | 'NO_PPRODUCT_FOUND';
/** Alert codes the dialog turns into text ('Please enter registration number', …). */
export type FindAlert = 'REGISTRATION_REQUIRED' | 'VIN_NOT_FOUND' | 'NETWORK';
export type FindResult =
  | { kind: 'vehicle'; found: FoundVehicle }
  | { kind: 'article'; articleNumber: string };
type Failure = { code: string; message: string };
type Field = 'brand' | 'model' | 'engine' | 'article';

export type FindContext = {
  tab: FindTab;
  plate: string;
  plateMatch: FoundVehicle | null;
  plateError: Failure | null;
  manuId: number | null;
  modelId: number | null;
  carId: number | null;
  manufacturers: Manufacturer[];
  models: ModelSeries[];
  vehicles: Vehicle[];
  listFailed: boolean;
  vin: string;
  article: string;
  errors: Partial<Record<Field, FieldCode>>;
  alert: FindAlert | null;
  result: FindResult | null;
};

export type FindEvent =
  | { type: 'dialog.tab'; tab: FindTab }
  | { type: 'dialog.typePlate'; value: string }
  | { type: 'dialog.pickPlate'; value: string }
  | { type: 'dialog.pickBrand'; value: number | null }
  | { type: 'dialog.pickModel'; value: number | null }
  | { type: 'dialog.pickEngine'; value: number | null }
  | { type: 'dialog.typeVin'; value: string }
  | { type: 'dialog.typeArticle'; value: string }
  | { type: 'dialog.retry' }
  | { type: 'dialog.search' };

export const plateDelayMs = 350;
const isNetwork = (error: unknown) => (error as Failure | null)?.code === 'NETWORK';
const numberOf = (event: FindEvent) =>
  'value' in event && typeof event.value === 'number' ? event.value : null;
const textOf = (event: FindEvent) => ('value' in event && typeof event.value === 'string' ? event.value : '');
const flag = (field: Field, code: FieldCode) => ({ type: 'setError' as const, params: { field, code } });
const clear = (field: Field) => ({ type: 'setError' as const, params: { field, code: undefined } });
const provideAtEdge = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`findDialogMachine: provide ${name}`);
  });
const asFailure = (error: unknown): Failure =>
  error && typeof error === 'object' && 'code' in error
    ? { code: String(error.code), message: String((error as { message?: unknown }).message ?? '') }
    : { code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) };

export const findDialogMachine = setup({
  types: { context: {} as FindContext, events: {} as FindEvent, input: {} as { tab?: FindTab } | undefined },
  actors: {
    loadManufacturers: fromPromise<Manufacturer[], Record<string, never>>(async () => []),
    loadModels: fromPromise<ModelSeries[], { manuId: number }>(async () => []),
    loadVehicles: fromPromise<Vehicle[], { manuId: number; modelId: number }>(async () => []),
    lookupRegistration: provideAtEdge<FoundVehicle, { plate: string }>('lookupRegistration'),
    lookupVin: provideAtEdge<FoundVehicle, { vin: string }>('lookupVin'),
    findArticle: provideAtEdge<string, { articleNumber: string }>('findArticle'),
  },
  guards: {
    isPlateLongEnough: ({ event }) => normalisePlate(textOf(event)).length >= minPlateLength,
    hasValue: ({ event }) => numberOf(event) !== null,
    needsMakers: ({ context }) => context.tab === 'model' && context.manufacturers.length === 0,
    isRegisterTab: ({ context }) => context.tab === 'register',
    isPartTab: ({ context }) => context.tab === 'part',
    isPlateEmpty: ({ context }) => context.plate.trim() === '',
    hasPlateMatch: ({ context }) => context.plateMatch !== null,
    hasVin: ({ context }) => context.vin.trim() !== '',
    isCascadeComplete: ({ context }) => cascadeErrors(context) === null,
    hasArticle: ({ context }) => context.article.trim() !== '',
  },
  actions: {
    // Effects on the device's list of plates (db/registrations), provided at the edge.
    rememberRegistration: (_, _params: { plate: string }) => {},
    forgetRegistration: (_, _params: { plate: string }) => {},
    /** Shows what was found (adds the vehicle to the garage and opens its parts, or opens the article). */
    showResult: (_, _params: { result: FindResult }) => {},
    typePlate: assign(({ event }) => ({
      plate: textOf(event),
      plateMatch: null,
      plateError: null,
      alert: null,
    })),
    keepPlateError: assign({ plateError: ({ event }) => asFailure((event as { error?: unknown }).error) }),
    setError: assign(({ context }, { field, code }: { field: Field; code: FieldCode | undefined }) => ({
      errors: { ...context.errors, [field]: code },
    })),
    chooseBrand: assign(({ event }) => ({
      manuId: numberOf(event),
      modelId: null,
      carId: null,
      models: [],
      vehicles: [],
    })),
    chooseModel: assign(({ event }) => ({ modelId: numberOf(event), carId: null, vehicles: [] })),
  },
  delays: { plateDelay: plateDelayMs },
}).createMachine({
  id: 'findDialog',
  type: 'parallel',
  context: ({ input }) => ({
    tab: input?.tab ?? 'register',
    plate: '',
    plateMatch: null,
    plateError: null,
    manuId: null,
    modelId: null,
    carId: null,
    manufacturers: [],
    models: [],
    vehicles: [],
    listFailed: false,
    vin: '',
    article: '',
    errors: {},
    alert: null,
    result: null,
  }),
  on: {
    'dialog.tab': { actions: assign(({ event }) => ({ tab: event.tab, alert: null })) },
    'dialog.typeVin': { actions: assign(({ event }) => ({ vin: event.value, alert: null })) },
    'dialog.typeArticle': {
      actions: [
        assign(({ event }) => ({ article: event.value })),
        { type: 'setError', params: { field: 'article', code: undefined } },
      ],
    },
  },
  states: {
    plate: {
      initial: 'short',
      on: {
        'dialog.typePlate': [
          { guard: 'isPlateLongEnough', target: '.waiting', reenter: true, actions: 'typePlate' },
          { target: '.short', actions: 'typePlate' },
        ],
        'dialog.pickPlate': { target: '.looking', reenter: true, actions: 'typePlate' },
      },
      states: {
        short: {},
        waiting: { after: { plateDelay: 'looking' } },
        looking: {
          invoke: {
            src: 'lookupRegistration',
            input: ({ context }) => ({ plate: normalisePlate(context.plate) }),
            onDone: {
              target: 'found',
              actions: [
                assign({ plateMatch: ({ event }) => event.output }),
                {
                  type: 'rememberRegistration',
                  params: ({ context }) => ({ plate: normalisePlate(context.plate) }),
                },
              ],
            },
            onError: [
              { guard: ({ event }) => isNetwork(event.error), target: 'failed', actions: 'keepPlateError' },
              {
                target: 'failed',
                actions: [
                  'keepPlateError',
                  {
                    type: 'forgetRegistration',
                    params: ({ context }) => ({ plate: normalisePlate(context.plate) }),
                  },
                ],
              },
            ],
          },
        },
        found: {},
        failed: {},
      },
    },
    cascade: {
      initial: 'idle',
      on: {
        'dialog.pickBrand': [
          {
            guard: 'hasValue',
            target: '.loadingModels',
            reenter: true,
            actions: ['chooseBrand', clear('brand')],
          },
          { target: '.idle', actions: ['chooseBrand', clear('brand')] },
        ],
        'dialog.pickModel': [
          {
            guard: 'hasValue',
            target: '.loadingVehicles',
            reenter: true,
            actions: ['chooseModel', clear('model')],
          },
          { target: '.idle', actions: ['chooseModel', clear('model')] },
        ],
        'dialog.pickEngine': { actions: [assign(({ event }) => ({ carId: event.value })), clear('engine')] },
      },
      states: {
        idle: { always: { guard: 'needsMakers', target: 'loadingManufacturers' } },
        loadingManufacturers: {
          invoke: {
            src: 'loadManufacturers',
            input: () => ({}),
            onDone: { target: 'ready', actions: assign({ manufacturers: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ listFailed: true }) },
          },
        },
        loadingModels: {
          invoke: {
            src: 'loadModels',
            input: ({ context }) => ({ manuId: context.manuId ?? 0 }),
            onDone: { target: 'ready', actions: assign({ models: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ listFailed: true }) },
          },
        },
        loadingVehicles: {
          invoke: {
            src: 'loadVehicles',
            input: ({ context }) => ({ manuId: context.manuId ?? 0, modelId: context.modelId ?? 0 }),
            onDone: { target: 'ready', actions: assign({ vehicles: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ listFailed: true }) },
          },
        },
        ready: {},
        failed: {
          exit: assign({ listFailed: false }),
          on: {
            'dialog.retry': [
              { guard: ({ context }) => context.modelId !== null, target: 'loadingVehicles' },
              { guard: ({ context }) => context.manuId !== null, target: 'loadingModels' },
              { target: 'loadingManufacturers' },
            ],
          },
        },
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'dialog.search': [
              {
                guard: and(['isRegisterTab', 'isPlateEmpty']),
                actions: assign({ alert: 'REGISTRATION_REQUIRED' }),
              },
              {
                guard: and(['isRegisterTab', 'hasPlateMatch']),
                target: 'done',
                actions: assign(({ context }) => ({ result: plateResult(context) })),
              },
              // A plate still being looked up, or not found: nothing to search for yet.
              { guard: 'isRegisterTab' },
              { guard: and(['isPartTab', 'hasArticle']), target: 'checkingArticle' },
              { guard: 'isPartTab', actions: flag('article', 'ARTICLE_NUMBER_REQUIRED') },
              { guard: 'hasVin', target: 'lookingUpVin' },
              {
                guard: 'isCascadeComplete',
                target: 'done',
                actions: assign(({ context }) => ({ result: cascadeResult(context) })),
              },
              {
                actions: assign(({ context }) => ({
                  errors: { ...context.errors, ...cascadeErrors(context) },
                })),
              },
            ],
          },
        },
        lookingUpVin: {
          invoke: {
            src: 'lookupVin',
            input: ({ context }) => ({ vin: context.vin.trim() }),
            onDone: {
              target: 'done',
              actions: assign({ result: ({ event }) => ({ kind: 'vehicle' as const, found: event.output }) }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                alert: ({ event }) => (isNetwork(event.error) ? 'NETWORK' : 'VIN_NOT_FOUND'),
              }),
            },
          },
        },
        checkingArticle: {
          invoke: {
            src: 'findArticle',
            input: ({ context }) => ({ articleNumber: context.article.trim() }),
            onDone: {
              target: 'done',
              actions: assign({
                result: ({ event }) => ({ kind: 'article' as const, articleNumber: event.output }),
              }),
            },
            onError: [
              {
                guard: ({ event }) => isNetwork(event.error),
                target: 'idle',
                actions: assign({ alert: 'NETWORK' }),
              },
              { target: 'idle', actions: flag('article', 'NO_PPRODUCT_FOUND') },
            ],
          },
        },
        done: {
          entry: {
            type: 'showResult',
            params: ({ context }) => ({ result: context.result as FindResult }),
          },
        },
      },
    },
  },
});

const plateResult = (context: FindContext): FindResult | null =>
  context.plateMatch ? { kind: 'vehicle', found: context.plateMatch } : null;

/** Spec §5: without a registration number, brand, model and engine are each required. */
function cascadeErrors(context: FindContext): FindContext['errors'] | null {
  const errors: FindContext['errors'] = {};
  if (context.manuId === null) errors.brand = 'BRAND_REQUIRED';
  if (context.modelId === null) errors.model = 'MODEL_REQUIRED';
  if (context.carId === null) errors.engine = 'ENGINE_REQUIRED';
  return Object.keys(errors).length > 0 ? errors : null;
}

function cascadeResult(context: FindContext): FindResult | null {
  const vehicle = context.vehicles.find((item) => item.carId === context.carId);
  // The cascade has no year box: 0 is the garage's "year not known".
  return vehicle ? { kind: 'vehicle', found: { vehicle, year: 0 } } : null;
}

/** Register tab: searching waits for a plate that was found (an empty box still says why). */
export const canSearch = (context: FindContext) =>
  context.tab !== 'register' || context.plate.trim() === '' || context.plateMatch !== null;
