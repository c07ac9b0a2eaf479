// What the find-part dialog decides on: its context and events, the named guards of find-dialog.machine.ts, what a
// search shows and what the cascade hears. Pure: reads the context, the event and the vehicle cascade's snapshot.
import type { ActorRefFrom } from 'xstate';
import { type Failure, failureOf } from '../domain/failure';
import { minPlateLength, normalisePlate } from '../domain/plate';
import {
  type FoundVehicle,
  reportedVehicle,
  type SelectorEvent,
  type vehicleSelectorMachine,
} from './vehicle-selector.machine';

export type FindTab = 'register' | 'model' | 'part';
export type FindInput = { tab?: FindTab };
export type FieldCode =
  | 'BRAND_REQUIRED'
  | 'MODEL_REQUIRED'
  | 'ENGINE_REQUIRED'
  | 'ARTICLE_NUMBER_REQUIRED'
  | 'NO_PPRODUCT_FOUND';
export type Field = 'brand' | 'model' | 'engine' | 'article';
/** Alert codes the dialog turns into text ('Please enter registration number', …). */
export type FindAlert = 'REGISTRATION_REQUIRED' | 'VIN_NOT_FOUND' | 'NETWORK';
export type FindResult =
  | { kind: 'vehicle'; found: FoundVehicle }
  | { kind: 'article'; articleNumber: string };

export type FindContext = {
  /** The vehicle selector run without a year: brand → model → engine lists, their loads, picks and failures. */
  cascade: ActorRefFrom<typeof vehicleSelectorMachine>;
  plate: string;
  plateMatch: FoundVehicle | null;
  plateError: Failure | null;
  vin: string;
  article: string;
  errors: Partial<Record<Field, FieldCode>>;
  alert: FindAlert | null;
};

export type FindEvent =
  | { type: 'dialog.chooseTab'; tab: FindTab }
  | { type: 'dialog.typePlate'; value: string }
  | { type: 'dialog.pickPlate'; value: string }
  | { type: 'dialog.pickBrand'; value: number | null }
  | { type: 'dialog.pickModel'; value: number | null }
  | { type: 'dialog.pickEngine'; value: number | null }
  | { type: 'dialog.retry' }
  | { type: 'dialog.typeVin'; value: string }
  | { type: 'dialog.typeArticle'; value: string }
  | { type: 'dialog.search' };

type Args = { context: FindContext; event: FindEvent };

const cascadeOf = (context: FindContext) => context.cascade.getSnapshot().context;
/** The error of a failed lookup (its `xstate.error.actor` event); the text of a typed or picked value. */
export const errorOf = (event: FindEvent): unknown => (event as { error?: unknown }).error;
export const textOf = (event: FindEvent) =>
  'value' in event && typeof event.value === 'string' ? event.value : '';
// The dialog's first tab comes with the `xstate.init` event that starts the machine.
const openedOn = (event: FindEvent): FindTab => (event as { input?: FindInput }).input?.tab ?? 'register';

export const findDialogGuards = {
  isOpenedOn: ({ event }: Args, tab: FindTab) => openedOn(event) === tab,
  isTabChosen: ({ event }: Args, tab: FindTab) => event.type === 'dialog.chooseTab' && event.tab === tab,
  isPlateLongEnough: ({ event }: Args) => normalisePlate(textOf(event)).length >= minPlateLength,
  isNetworkFailure: ({ event }: Args) => failureOf(errorOf(event)).code === 'NETWORK',
  isPlateEmpty: ({ context }: Args) => context.plate.trim() === '',
  hasPlateMatch: ({ context }: Args) => context.plateMatch !== null,
  /** The cascade loads its makers the first time the brand-and-model tab shows, never before. */
  isCascadeUnopened: ({ context }: Args) => cascadeOf(context).year === null,
  isCascadeComplete: ({ context }: Args) => cascadeErrors(context) === null,
  hasVin: ({ context }: Args) => context.vin.trim() !== '',
  hasArticle: ({ context }: Args) => context.article.trim() !== '',
};

/** Without a registration number, brand, model and engine are each required. */
export function cascadeErrors(context: FindContext): FindContext['errors'] | null {
  const { manuId, modelId, carId } = cascadeOf(context);
  const errors: FindContext['errors'] = {};
  if (manuId === null) errors.brand = 'BRAND_REQUIRED';
  if (modelId === null) errors.model = 'MODEL_REQUIRED';
  if (carId === null) errors.engine = 'ENGINE_REQUIRED';
  return Object.keys(errors).length > 0 ? errors : null;
}

// The plate's and the cascade's are read only once their guard (hasPlateMatch, isCascadeComplete) has passed.
export const plateResult = ({ context }: { context: FindContext }): FindResult => ({
  kind: 'vehicle',
  found: context.plateMatch as FoundVehicle,
});
/** The cascade has no year box: its vehicle comes with year 0, the garage's "year not known". */
export const cascadeResult = ({ context }: { context: FindContext }): FindResult => ({
  kind: 'vehicle',
  found: reportedVehicle(cascadeOf(context)) as FoundVehicle,
});
export const vinResult = ({ event }: { event: { output: FoundVehicle } }): FindResult => ({
  kind: 'vehicle',
  found: event.output,
});
export const articleResult = ({ event }: { event: { output: string } }): FindResult => ({
  kind: 'article',
  articleNumber: event.output,
});

/** What the cascade hears for a pick or a retry on the brand-and-model tab. */
export function cascadeEventOf(event: FindEvent): SelectorEvent {
  switch (event.type) {
    case 'dialog.pickBrand':
      return { type: 'selector.pickBrand', value: event.value };
    case 'dialog.pickModel':
      return { type: 'selector.pickModel', value: event.value };
    case 'dialog.pickEngine':
      return { type: 'selector.pickEngine', value: event.value };
    default:
      return { type: 'selector.retry' };
  }
}

/** Register tab: searching waits for a plate that was found (an empty box still says why). */
export const canSearchPlate = (context: FindContext) =>
  context.plate.trim() === '' || context.plateMatch !== null;
