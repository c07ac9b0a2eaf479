// The catalogue's vehicle shapes as the app uses them:
// src/api/vehicles.ts maps the server's answers to these, and the machines work on them.

export type Manufacturer = { manuId: number; name: string };
/** Years of construction are YYYYMM numbers; `yearTo` null while still built. */
export type ModelSeries = { modelId: number; name: string; yearFrom: number; yearTo: number | null };
export type Vehicle = {
  carId: number;
  manuId: number;
  modelId: number;
  make: string;
  model: string;
  /** The variant's type name, e.g. "1.6 TDI". */
  engine: string;
  yearFrom: number;
  yearTo: number | null;
  ccm: number | null;
  kw: number;
  hp: number;
  fuel: string;
  motorCode: string;
};

/** A vehicle in the garage: id is the catalogue carId; one vehicle at most is current. */
export type GarageVehicle = {
  id: number;
  year: number;
  make: string;
  model: string;
  engine: string;
  current: boolean;
};
