// The find-part dialog: three tabs — plate, brand/model/engine
// (or a VIN), part number. Lookups are provided at the edge, and so is the brand → model → engine cascade, a vehicle
// selector child. A newer input stops the older lookup. A failed plate lookup keeps the server's message and
// forgets the saved plate, unless only the network failed; every other failed lookup says why in its tab.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { failureOf } from '../domain/failure';
import { normalisePlate } from '../domain/plate';
import {
  articleResult,
  cascadeErrors,
  cascadeEventOf,
  cascadeResult,
  errorOf,
  type Field,
  type FieldCode,
  type FindAlert,
  type FindContext,
  type FindEvent,
  type FindInput,
  type FindResult,
  findDialogGuards,
  plateResult,
  textOf,
  vinResult,
} from './find-dialog.guards';
import { anyYear, type FoundVehicle, vehicleSelectorMachine } from './vehicle-selector.machine';

export type {
  FieldCode,
  FindAlert,
  FindContext,
  FindEvent,
  FindInput,
  FindResult,
  FindTab,
} from './find-dialog.guards';
export { canSearchPlate } from './find-dialog.guards';

export const plateDelayMs = 350;

/** An actor that must be provided at the edge: without one, every lookup fails and says so. */
const notProvided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`findDialog: ${name} not provided`);
  });

// Actions the transitions name with their parameters.
const plateOf = ({ context }: { context: FindContext }) => ({ plate: normalisePlate(context.plate) });
const showAlert = (alert: FindAlert) => ({ type: 'showAlert' as const, params: alert });
const setError = (field: Field, code?: FieldCode) => ({ type: 'setError' as const, params: { field, code } });
const show = <Args>(result: (args: Args) => FindResult) => ({
  type: 'showResult' as const,
  params: (args: Args) => ({ result: result(args) }),
});

export const findDialogMachine = setup({
  types: { context: {} as FindContext, events: {} as FindEvent, input: {} as FindInput },
  actors: {
    /** Brand → model → engine; the edge provides it with loaders that ignore the year (see `anyYear`). */
    vehicleCascade: vehicleSelectorMachine,
    lookupRegistration: notProvided<FoundVehicle, { plate: string }>('lookupRegistration'),
    lookupVin: notProvided<FoundVehicle, { vin: string }>('lookupVin'),
    findArticle: notProvided<string, { articleNumber: string }>('findArticle'),
  },
  guards: findDialogGuards,
  actions: {
    // Effects on the device's list of plates (db/registrations), provided at the edge.
    rememberRegistration: (_, _params: { plate: string }) => {},
    forgetRegistration: (_, _params: { plate: string }) => {},
    /** Shows what was found (adds the vehicle to the garage and opens its parts, or opens the article). */
    showResult: (_, _params: { result: FindResult }) => {},
    clearAlert: assign({ alert: null }),
    showAlert: assign((_, alert: FindAlert) => ({ alert })),
    setError: assign(({ context }, { field, code }: { field: Field; code: FieldCode | undefined }) => ({
      errors: { ...context.errors, [field]: code },
    })),
    flagCascadeErrors: assign(({ context }) => ({
      errors: { ...context.errors, ...cascadeErrors(context) },
    })),
    typePlate: assign(({ event }) => ({
      plate: textOf(event),
      plateMatch: null,
      plateError: null,
      alert: null,
    })),
    keepPlateError: assign(({ event }) => ({ plateError: failureOf(errorOf(event)) })),
    typeVin: assign(({ event }) => ({ vin: textOf(event), alert: null })),
    typeArticle: assign(({ event }) => ({ article: textOf(event) })),
    openCascade: sendTo(({ context }) => context.cascade, { type: 'selector.pickYear', value: anyYear }),
    tellCascade: sendTo(
      ({ context }) => context.cascade,
      ({ event }) => cascadeEventOf(event),
    ),
  },
  delays: { plateDelay: plateDelayMs },
}).createMachine({
  id: 'findDialog',
  type: 'parallel',
  context: ({ spawn }) => ({
    cascade: spawn('vehicleCascade', { id: 'cascade' }),
    plate: '',
    plateMatch: null,
    plateError: null,
    vin: '',
    article: '',
    errors: {},
    alert: null,
  }),
  states: {
    // The plate is looked up whichever tab shows, so a lookup started on the register tab finishes in the back.
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
                { type: 'rememberRegistration', params: plateOf },
              ],
            },
            onError: [
              { guard: 'isNetworkFailure', target: 'failed', actions: 'keepPlateError' },
              {
                target: 'failed',
                actions: ['keepPlateError', { type: 'forgetRegistration', params: plateOf }],
              },
            ],
          },
        },
        found: {},
        failed: {},
      },
    },
    // Each tab is a state with its own search; `shown` ignores a second search while the result opens.
    tab: {
      initial: 'opening',
      on: {
        'dialog.chooseTab': [
          { guard: { type: 'isTabChosen', params: 'register' }, target: '.register' },
          { guard: { type: 'isTabChosen', params: 'model' }, target: '.model' },
          { guard: { type: 'isTabChosen', params: 'part' }, target: '.part' },
        ],
      },
      states: {
        opening: {
          always: [
            { guard: { type: 'isOpenedOn', params: 'model' }, target: 'model' },
            { guard: { type: 'isOpenedOn', params: 'part' }, target: 'part' },
            { target: 'register' },
          ],
        },
        register: {
          entry: 'clearAlert',
          initial: 'editing',
          states: {
            editing: {
              on: {
                'dialog.search': [
                  { guard: 'isPlateEmpty', actions: showAlert('REGISTRATION_REQUIRED') },
                  { guard: 'hasPlateMatch', target: 'shown', actions: show(plateResult) },
                  // A plate still being looked up, or not found: nothing to search for yet.
                ],
              },
            },
            shown: {},
          },
        },
        model: {
          entry: 'clearAlert',
          initial: 'opening',
          on: {
            // A pick goes to the cascade and takes that field's "required" away.
            'dialog.pickBrand': { actions: ['tellCascade', setError('brand')] },
            'dialog.pickModel': { actions: ['tellCascade', setError('model')] },
            'dialog.pickEngine': { actions: ['tellCascade', setError('engine')] },
            'dialog.retry': { actions: 'tellCascade' },
            'dialog.typeVin': { actions: 'typeVin' },
          },
          states: {
            opening: {
              always: [
                { guard: 'isCascadeUnopened', target: 'editing', actions: 'openCascade' },
                { target: 'editing' },
              ],
            },
            editing: {
              on: {
                'dialog.search': [
                  // A VIN, when typed, wins over the dropdowns.
                  { guard: 'hasVin', target: 'lookingUpVin' },
                  { guard: 'isCascadeComplete', target: 'shown', actions: show(cascadeResult) },
                  { actions: 'flagCascadeErrors' },
                ],
              },
            },
            lookingUpVin: {
              invoke: {
                src: 'lookupVin',
                input: ({ context }) => ({ vin: context.vin.trim() }),
                onDone: { target: 'shown', actions: show(vinResult) },
                onError: [
                  { guard: 'isNetworkFailure', target: 'editing', actions: showAlert('NETWORK') },
                  { target: 'editing', actions: showAlert('VIN_NOT_FOUND') },
                ],
              },
            },
            shown: {},
          },
        },
        part: {
          entry: 'clearAlert',
          initial: 'editing',
          on: {
            'dialog.typeArticle': { actions: ['typeArticle', setError('article')] },
          },
          states: {
            editing: {
              on: {
                'dialog.search': [
                  { guard: 'hasArticle', target: 'checkingArticle' },
                  { actions: setError('article', 'ARTICLE_NUMBER_REQUIRED') },
                ],
              },
            },
            checkingArticle: {
              invoke: {
                src: 'findArticle',
                input: ({ context }) => ({ articleNumber: context.article.trim() }),
                onDone: { target: 'shown', actions: show(articleResult) },
                onError: [
                  { guard: 'isNetworkFailure', target: 'editing', actions: showAlert('NETWORK') },
                  { target: 'editing', actions: setError('article', 'NO_PPRODUCT_FOUND') },
                ],
              },
            },
            shown: {},
          },
        },
      },
    },
  },
});
