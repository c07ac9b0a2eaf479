// Statens vegvesen's "kjøretøydata enkeltoppslag": one plate → make, model, engine and first registration.
// A 404 or an empty list is null; anything else that fails (403, 429, 5xx, network, the 5 s timeout,
// a body we cannot read) throws RegisterUnavailableError, so callers can tell "unknown plate" from "ask later".
import * as v from 'valibot';
import { normalisePlate } from '../../../src/domain/plate';
import { type RegisterHit, RegisterUnavailableError, type VehicleRegister } from './types';
import { normaliseVin } from './vin';

export const SVV_BASE_URL = 'https://akfell-datautlevering.atlas.vegvesen.no/enkeltoppslag/kjoretoydata';

// Only the fields we use; everything else in the document is let through untouched.
const Text = v.nullish(v.string());
const Code = v.nullish(v.looseObject({ kodeBeskrivelse: Text }));

const Motor = v.looseObject({
  motorKode: Text,
  drivstoff: v.nullish(
    v.array(v.looseObject({ drivstoffKode: Code, maksNettoEffekt: v.nullish(v.number()) })),
  ),
});

const Vehicle = v.looseObject({
  kjoretoyId: v.looseObject({ kjennemerke: Text, understellsnummer: Text }),
  forstegangsregistrering: v.nullish(v.looseObject({ registrertForstegangNorgeDato: Text })),
  godkjenning: v.looseObject({
    tekniskGodkjenning: v.looseObject({
      tekniskeData: v.looseObject({
        generelt: v.looseObject({
          merke: v.pipe(
            v.array(v.looseObject({ merke: v.pipe(v.string(), v.trim(), v.nonEmpty()) })),
            v.minLength(1),
          ),
          handelsbetegnelse: v.nullish(v.array(v.string())),
        }),
        motorOgDrivverk: v.nullish(v.looseObject({ motor: v.nullish(v.array(Motor)) })),
      }),
    }),
  }),
});

const Answer = v.looseObject({ kjoretoydataListe: v.array(v.unknown()) });

const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

function toHit(vehicle: v.InferOutput<typeof Vehicle>, askedPlate: string): RegisterHit {
  const data = vehicle.godkjenning.tekniskGodkjenning.tekniskeData;
  const motor = data.motorOgDrivverk?.motor?.[0];
  const fuel = motor?.drivstoff?.[0];
  const vin = textOrNull(vehicle.kjoretoyId.understellsnummer);
  const firstRegistration = vehicle.forstegangsregistrering?.registrertForstegangNorgeDato ?? '';
  return {
    plate: normalisePlate(vehicle.kjoretoyId.kjennemerke ?? '') || askedPlate,
    vin: vin === null ? null : normaliseVin(vin),
    make: (data.generelt.merke[0]?.merke ?? '').toUpperCase(),
    model: data.generelt.handelsbetegnelse?.[0]?.trim() ?? '',
    motorCode: textOrNull(motor?.motorKode),
    powerKw: fuel?.maksNettoEffekt ?? null,
    fuel: textOrNull(fuel?.drivstoffKode?.kodeBeskrivelse),
    firstRegistration: /^\d{4}-\d{2}-\d{2}/.test(firstRegistration) ? firstRegistration.slice(0, 10) : null,
    carId: null,
  };
}

export function createSvvRegister({
  apiKey,
  fetch = globalThis.fetch,
  baseUrl = SVV_BASE_URL,
  timeoutMs = 5_000,
}: {
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
  /** Overall limit for the request and reading its body. */
  timeoutMs?: number;
}): VehicleRegister {
  return {
    async lookup(input) {
      const plate = normalisePlate(input);
      if (plate === '') return null;
      const url = new URL(baseUrl);
      url.searchParams.set('kjennemerke', plate);

      let body: unknown;
      try {
        const res = await fetch(url.toString(), {
          headers: { 'SVV-Authorization': `Apikey ${apiKey}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.status === 404 || res.status === 204) return null;
        if (!res.ok) {
          throw new RegisterUnavailableError(`Vehicle register answered HTTP ${res.status}`, {
            status: res.status,
          });
        }
        body = await res.json();
      } catch (error) {
        if (error instanceof RegisterUnavailableError) throw error;
        throw new RegisterUnavailableError('Vehicle register could not be reached or read', { cause: error });
      }

      const answer = v.safeParse(Answer, body);
      if (!answer.success) throw unreadable(answer.issues);
      const [first] = answer.output.kjoretoydataListe;
      if (first === undefined) return null;
      const vehicle = v.safeParse(Vehicle, first);
      if (!vehicle.success) throw unreadable(vehicle.issues);
      return toHit(vehicle.output, plate);
    },
  };
}

const unreadable = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) =>
  new RegisterUnavailableError('Vehicle register answered in an unexpected shape', {
    cause: new v.ValiError(issues),
  });
