// An order's job: the workshop's own reference (its job or PO number) and the vehicle the parts are for, given at
// checkout and kept with the order. One rule for the checkout form and POST /order/create-order (codes, never
// text), the reader of what the server answers, and the search of the orders lists by them.
import * as v from 'valibot';
import { addressCodes, oneLine } from './address';
import type { OrderVehicle } from './checkout';
import { normalisePlate, plateCode, plateField } from './plate';

/** Longest reference a workshop's system writes (a PO or job number): what the invoice has room for. */
export const maxReferenceLength = 35;
/** Longest vehicle name kept ("VW GOLF VII 1.6 TDI" and the like). */
export const maxVehicleLabel = 120;
/** Longest search text of the orders lists. */
export const maxOrderSearch = 100;

export type { OrderVehicle };

export const jobCodes = {
  tooLong: addressCodes.tooLong,
  invalid: addressCodes.invalid,
  plate: plateCode,
  required: addressCodes.required,
} as const;

/** The reference as typed: trimmed, one line, at most 35 characters; empty or left out → null. */
export const ReferenceInput = v.pipe(
  v.nullish(oneLine(maxReferenceLength, jobCodes.invalid), ''),
  v.transform((value) => value || null),
);

const carId = v.pipe(
  v.number(jobCodes.invalid),
  v.integer(jobCodes.invalid),
  v.minValue(1, jobCodes.invalid),
  v.maxValue(2_147_483_647, jobCodes.invalid),
);

/** The vehicle as sent: a car of the catalogue, a registration number, or both (not neither: REQUIRED). */
export const OrderVehicleInput = v.pipe(
  v.object(
    {
      carId: v.nullish(carId, null),
      label: v.nullish(oneLine(maxVehicleLabel, jobCodes.invalid), ''),
      plate: v.nullish(plateField, null),
    },
    jobCodes.invalid,
  ),
  v.check((vehicle) => vehicle.carId !== null || vehicle.plate !== null, jobCodes.required),
);

/** Reads an order's vehicle from an answer or the device: anything damaged reads as no vehicle. */
export const OrderVehicleSchema = v.fallback(
  v.nullish(
    v.object({
      carId: v.optional(v.nullable(v.number()), null),
      label: v.optional(v.string(), ''),
      plate: v.optional(v.nullable(v.string()), null),
    }),
    null,
  ),
  null,
);

/** The job fields as the checkout form holds them, before they are sent. */
export type JobDraft = { reference: string; vehicle: OrderVehicle | null };

/** The form's problems by field (`reference`, `vehicle.plate`): the same codes create-order answers. */
export function jobProblems(draft: JobDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const reference = v.safeParse(ReferenceInput, draft.reference);
  if (!reference.success) problems.reference = reference.issues[0].message;
  if (draft.vehicle) {
    const vehicle = v.safeParse(OrderVehicleInput, draft.vehicle);
    if (!vehicle.success) {
      const code = vehicle.issues[0].message;
      problems['vehicle.plate'] = code === jobCodes.required ? code : jobCodes.plate;
    }
  }
  return problems;
}

/** How an order's vehicle reads in one line: "VW GOLF VII 1.6 TDI (AB12345)", or either part alone. */
export const vehicleLine = (vehicle: OrderVehicle): string =>
  vehicle.label && vehicle.plate
    ? `${vehicle.label} (${vehicle.plate})`
    : vehicle.label || vehicle.plate || '';

/**
 * What a search text of the orders lists looks for: `text` (lower case) within the order number, the reference or
 * the vehicle's name, or `plate` (the register's spelling) within the registration number. Null for an empty one.
 */
export function orderSearch(search: string | undefined): { text: string; plate: string } | null {
  const text = (search ?? '').trim().toLowerCase();
  return text === '' ? null : { text, plate: normalisePlate(text) };
}

/** Whether an order is found by `search` (the device's own reading of the server's rule, for offline lists). */
export function matchesOrderSearch(
  order: { number: string; reference: string | null; vehicle: OrderVehicle | null },
  search: string,
): boolean {
  const wanted = orderSearch(search);
  if (!wanted) return true;
  const texts = [order.number, order.reference ?? '', order.vehicle?.label ?? ''];
  return (
    texts.some((text) => text.toLowerCase().includes(wanted.text)) ||
    (wanted.plate !== '' && (order.vehicle?.plate ?? '').includes(wanted.plate))
  );
}
