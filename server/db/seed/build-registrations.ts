// The embedded vehicle register: Norwegian plates (two letters, five digits; EL/EK/EV… for electric cars)
// with VINs and first-registration dates, spread over the catalogue's cars as common cars are on the roads.
import { vinCheckDigit } from '../../services/vehicle-register/vin';
import type { VehicleData } from './build-vehicles';
import { cumulativeWeights, type Random } from './random';

export type RegistrationRow = { plate: string; vin: string; carId: number; firstRegistration: string };

const plateLetters = 'ABCDEFHJKLNPRSTUVXYZ'.split('');
// E-series plates (EL, EV, EK…) are kept for electric cars, so other cars never start with E.
const firstLetters = plateLetters.filter((letter) => letter !== 'E');
const electricSeries = ['EL', 'EK', 'EV', 'EB', 'EC', 'ED', 'EE', 'EF', 'EH', 'EJ'];
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789'.split('');

export function buildRegistrations(data: VehicleData, count: number, random: Random): RegistrationRow[] {
  const now = 202611;
  const cars = data.vehicles.filter((vehicle) => vehicle.yearOfConstrFrom <= now);
  const cumulative = cumulativeWeights(cars.map((car) => data.seriesOf.get(car.carId)?.popularity ?? 1));
  const plates = new Set<string>();
  const vins = new Set<string>();
  const rows: RegistrationRow[] = [];
  while (rows.length < count) {
    const car = cars[random.weighted(cumulative)];
    if (!car) continue;
    const prefix =
      car.fuel === 'electric'
        ? random.pick(electricSeries)
        : random.pick(firstLetters) + random.pick(plateLetters);
    const plate = `${prefix}${random.int(10000, 99999)}`;
    const year = yearOfRegistration(car.yearOfConstrFrom, car.yearOfConstrTo ?? now, random);
    const wmi = random.pick(data.manufacturerOf.get(car.carId)?.wmi ?? ['XXX']);
    const vin = makeVin(wmi, year.year, random);
    if (plates.has(plate) || vins.has(vin)) continue;
    plates.add(plate);
    vins.add(vin);
    rows.push({ plate, vin, carId: car.carId, firstRegistration: year.date });
  }
  return rows;
}

function yearOfRegistration(from: number, to: number, random: Random) {
  const first = Math.floor(from / 100);
  const last = Math.min(Math.floor(to / 100), 2026);
  const year = random.int(first, Math.max(first, last));
  const month = String(random.int(year === first ? from % 100 || 1 : 1, year === 2026 ? 10 : 12)).padStart(
    2,
    '0',
  );
  return { year, date: `${year}-${month}-${String(random.int(1, 28)).padStart(2, '0')}` };
}

/** A 17-character VIN: maker's WMI, a descriptor, the ISO 3779 check digit, model year, plant and serial. */
export function makeVin(wmi: string, modelYear: number, random: Random): string {
  const descriptor = Array.from({ length: 5 }, () => random.pick(vinCharacters)).join('');
  const yearCode = yearCodes[(modelYear - 1980) % 30] ?? 'A';
  const plant = random.pick(vinCharacters);
  const serial = String(random.int(0, 999999)).padStart(6, '0');
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
