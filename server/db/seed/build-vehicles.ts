// Turns the manufacturer data into rows of manufacturers, model series and vehicles (one per engine and body),
// with ids that stay the same on every machine because they follow the order of the data files.
import type { ManufacturerSeed } from './types';

export type ManufacturerRow = { manuId: number; manuName: string; wmi: string[] };
export type ModelSeriesRow = {
  modelId: number;
  manuId: number;
  modelname: string;
  yearOfConstrFrom: number;
  yearOfConstrTo: number | null;
  platform: string;
  popularity: number;
};
export type VehicleRow = {
  carId: number;
  modelId: number;
  typeName: string;
  yearOfConstrFrom: number;
  yearOfConstrTo: number | null;
  ccmTech: number | null;
  powerKwFrom: number;
  powerHpFrom: number;
  motorCode: string;
  fuel: string;
  body: string;
  engineFamily: string;
};

export type VehicleData = {
  manufacturers: ManufacturerRow[];
  modelSeries: ModelSeriesRow[];
  vehicles: VehicleRow[];
  /** For linkage and registrations: the series of each vehicle. */
  seriesOf: Map<number, ModelSeriesRow>;
  manufacturerOf: Map<number, ManufacturerRow>;
};

// TecDoc ids are arbitrary numbers; these offsets keep the three kinds apart when read in logs and URLs.
const firstManuId = 2;
const firstModelId = 1001;
const firstCarId = 10001;

export function buildVehicles(data: readonly ManufacturerSeed[]): VehicleData {
  const manufacturers: ManufacturerRow[] = [];
  const modelSeries: ModelSeriesRow[] = [];
  const vehicles: VehicleRow[] = [];
  const seriesOf = new Map<number, ModelSeriesRow>();
  const manufacturerOf = new Map<number, ManufacturerRow>();

  for (const make of data) {
    const manufacturer = {
      manuId: firstManuId + manufacturers.length,
      manuName: make.name,
      wmi: [...make.wmi],
    };
    manufacturers.push(manufacturer);
    const engines = new Map(make.engines.map((engine) => [engine.code, engine]));
    for (const model of make.models) {
      const series: ModelSeriesRow = {
        modelId: firstModelId + modelSeries.length,
        manuId: manufacturer.manuId,
        modelname: model.name,
        yearOfConstrFrom: model.from,
        yearOfConstrTo: model.to,
        platform: model.platform,
        popularity: model.popularity,
      };
      modelSeries.push(series);
      for (const code of model.engines) {
        const engine = engines.get(code);
        if (!engine) throw new Error(`${make.name} ${model.name}: unknown engine ${code}`);
        for (const body of model.bodies) {
          const vehicle: VehicleRow = {
            carId: firstCarId + vehicles.length,
            modelId: series.modelId,
            typeName: engine.name,
            yearOfConstrFrom: model.from,
            yearOfConstrTo: model.to,
            ccmTech: engine.ccm,
            powerKwFrom: engine.kw,
            powerHpFrom: engine.hp,
            motorCode: engine.code,
            fuel: engine.fuel,
            body,
            engineFamily: engine.family,
          };
          vehicles.push(vehicle);
          seriesOf.set(vehicle.carId, series);
          manufacturerOf.set(vehicle.carId, manufacturer);
        }
      }
    }
  }
  return { manufacturers, modelSeries, vehicles, seriesOf, manufacturerOf };
}
