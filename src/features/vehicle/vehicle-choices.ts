import type { Manufacturer, ModelSeries, Vehicle } from '../../machines/vehicle-selector.machine';
import { yearRange } from './garage-vehicle';
import type { Choice } from './select-field';

/** Options of the dropdowns. Names are the catalogue's (not translated); kW reads the same in every language. */
export const makerChoices = (items: Manufacturer[]): Choice[] =>
  items.map((item) => ({ value: item.manuId, label: item.name }));

export const modelChoices = (items: ModelSeries[]): Choice[] =>
  items.map((item) => ({
    value: item.modelId,
    label: `${item.name} ${yearRange(item.yearFrom, item.yearTo)}`,
  }));

export const engineChoices = (items: Vehicle[]): Choice[] =>
  items.map((item) => ({
    value: item.carId,
    label: [item.engine, `${item.kw} kW`, item.motorCode].filter(Boolean).join(' · '),
  }));

/** Years a car in the catalogue can be from, newest first. */
export const yearChoices = (now = new Date().getFullYear(), first = 1990): Choice[] =>
  Array.from({ length: now - first + 1 }, (_, i) => ({ value: now - i, label: String(now - i) }));
