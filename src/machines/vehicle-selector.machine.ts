// The vehicle selector: year → brand → model → engine, each list loaded once the one before has a value,
// plus a VIN box looked up 350 ms after typing stops. A new choice stops the load for the old one, so a late
// answer never lands; a failed load leaves the list empty and names the level, which can be retried.
import { assign, fromPromise, setup } from 'xstate';

import type { Manufacturer, ModelSeries, Vehicle } from '../domain/vehicle';

export type { Manufacturer, ModelSeries, Vehicle };
/** A vehicle with the year it was chosen for (the garage keeps both); 0 when the year is not known. */
export type FoundVehicle = { vehicle: Vehicle; year: number };

export type Level = 'manufacturers' | 'models' | 'vehicles';
/** Alert codes; the form turns them into text ('vehicle found', 'unable to find vehicle by VIN'). */
export type SelectorAlert = 'VEHICLE_FOUND' | 'VIN_NOT_FOUND';

export type SelectorContext = {
  year: number | null;
  manuId: number | null;
  modelId: number | null;
  carId: number | null;
  manufacturers: Manufacturer[];
  models: ModelSeries[];
  vehicles: Vehicle[];
  failed: Level | null;
  vin: string;
  vinVehicle: FoundVehicle | null;
  alert: SelectorAlert | null;
};

export type SelectorEvent =
  | { type: 'selector.pickYear'; value: number | null }
  | { type: 'selector.pickBrand'; value: number | null }
  | { type: 'selector.pickModel'; value: number | null }
  | { type: 'selector.pickEngine'; value: number | null }
  | { type: 'selector.typeVin'; value: string }
  | { type: 'selector.retry' };

export const vinDelayMs = 350;
/**
 * The year a selector without a year box picks (the find dialog's cascade): its loaders then list every maker and
 * series, and the vehicle it reports has the garage's "year not known".
 */
export const anyYear = 0;

const initialContext: SelectorContext = {
  year: null,
  manuId: null,
  modelId: null,
  carId: null,
  manufacturers: [],
  models: [],
  vehicles: [],
  failed: null,
  vin: '',
  vinVehicle: null,
  alert: null,
};

const numberOf = (event: SelectorEvent) =>
  'value' in event && typeof event.value === 'number' ? event.value : null;

export const vehicleSelectorMachine = setup({
  types: { context: {} as SelectorContext, events: {} as SelectorEvent },
  actors: {
    loadManufacturers: fromPromise<Manufacturer[], { year: number }>(async () => {
      throw new Error('provide loadManufacturers');
    }),
    loadModels: fromPromise<ModelSeries[], { year: number; manuId: number }>(async () => {
      throw new Error('provide loadModels');
    }),
    loadVehicles: fromPromise<Vehicle[], { manuId: number; modelId: number }>(async () => {
      throw new Error('provide loadVehicles');
    }),
    lookupVin: fromPromise<FoundVehicle, { vin: string }>(async () => {
      throw new Error('provide lookupVin');
    }),
  },
  guards: {
    hasValue: ({ event }) => numberOf(event) !== null,
    isVinEmpty: ({ event }) => event.type === 'selector.typeVin' && event.value.trim() === '',
    hasFailedAt: ({ context }, level: Level) => context.failed === level,
  },
  actions: {
    chooseYear: assign(({ event }) => ({
      ...pick(initialContext, ['manuId', 'modelId', 'carId', 'manufacturers', 'models', 'vehicles']),
      year: numberOf(event),
      failed: null,
    })),
    chooseBrand: assign(({ event }) => ({
      ...pick(initialContext, ['modelId', 'carId', 'models', 'vehicles']),
      manuId: numberOf(event),
      failed: null,
    })),
    chooseModel: assign(({ event }) => ({
      carId: null,
      vehicles: [],
      modelId: numberOf(event),
      failed: null,
    })),
    chooseEngine: assign(({ event }) => ({ carId: numberOf(event) })),
    typeVin: assign(({ event }) => ({
      vin: event.type === 'selector.typeVin' ? event.value : '',
      vinVehicle: null,
      alert: null,
    })),
  },
  delays: { vinDelay: vinDelayMs },
}).createMachine({
  id: 'vehicleSelector',
  type: 'parallel',
  context: initialContext,
  states: {
    lists: {
      initial: 'idle',
      on: {
        'selector.pickYear': [
          { guard: 'hasValue', target: '.loadingManufacturers', reenter: true, actions: 'chooseYear' },
          { target: '.idle', actions: 'chooseYear' },
        ],
        'selector.pickBrand': [
          { guard: 'hasValue', target: '.loadingModels', reenter: true, actions: 'chooseBrand' },
          { target: '.idle', actions: 'chooseBrand' },
        ],
        'selector.pickModel': [
          { guard: 'hasValue', target: '.loadingVehicles', reenter: true, actions: 'chooseModel' },
          { target: '.idle', actions: 'chooseModel' },
        ],
        'selector.pickEngine': { actions: 'chooseEngine' },
      },
      states: {
        idle: {},
        loadingManufacturers: {
          invoke: {
            src: 'loadManufacturers',
            input: ({ context }) => ({ year: context.year ?? 0 }),
            onDone: { target: 'idle', actions: assign({ manufacturers: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failed: 'manufacturers' }) },
          },
        },
        loadingModels: {
          invoke: {
            src: 'loadModels',
            input: ({ context }) => ({ year: context.year ?? 0, manuId: context.manuId ?? 0 }),
            onDone: { target: 'idle', actions: assign({ models: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failed: 'models' }) },
          },
        },
        loadingVehicles: {
          invoke: {
            src: 'loadVehicles',
            input: ({ context }) => ({ manuId: context.manuId ?? 0, modelId: context.modelId ?? 0 }),
            onDone: { target: 'idle', actions: assign({ vehicles: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failed: 'vehicles' }) },
          },
        },
        failed: {
          on: {
            'selector.retry': [
              { guard: { type: 'hasFailedAt', params: 'manufacturers' }, target: 'loadingManufacturers' },
              { guard: { type: 'hasFailedAt', params: 'models' }, target: 'loadingModels' },
              { guard: { type: 'hasFailedAt', params: 'vehicles' }, target: 'loadingVehicles' },
            ],
          },
          exit: assign({ failed: null }),
        },
      },
    },
    vin: {
      initial: 'empty',
      on: {
        'selector.typeVin': [
          { guard: 'isVinEmpty', target: '.empty', actions: 'typeVin' },
          { target: '.waiting', reenter: true, actions: 'typeVin' },
        ],
      },
      states: {
        empty: {},
        waiting: { after: { vinDelay: 'looking' } },
        looking: {
          invoke: {
            src: 'lookupVin',
            input: ({ context }) => ({ vin: context.vin.trim() }),
            onDone: {
              target: 'found',
              actions: assign({ vinVehicle: ({ event }) => event.output, alert: 'VEHICLE_FOUND' }),
            },
            onError: { target: 'notFound', actions: assign({ alert: 'VIN_NOT_FOUND' }) },
          },
        },
        found: {},
        notFound: {},
      },
    },
  },
});

function pick<K extends keyof SelectorContext>(
  context: SelectorContext,
  keys: K[],
): Pick<SelectorContext, K> {
  return Object.fromEntries(keys.map((key) => [key, context[key]])) as Pick<SelectorContext, K>;
}

/** The vehicle the selector reports: a VIN found wins over the dropdowns; an unfinished choice is none. */
export function reportedVehicle(context: SelectorContext): FoundVehicle | null {
  if (context.vinVehicle) return context.vinVehicle;
  const vehicle = context.vehicles.find((item) => item.carId === context.carId);
  return vehicle && context.year !== null ? { vehicle, year: context.year } : null;
}

/** Which dropdowns can be used: each one once the one before has a value. */
export function enabledPicks(context: SelectorContext) {
  return {
    year: true,
    brand: context.year !== null,
    model: context.manuId !== null,
    engine: context.modelId !== null,
  };
}
