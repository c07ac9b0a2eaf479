import { describe, expect, it } from 'vitest';
import { addVehicle, listGarage, readCurrentVehicle, removeVehicle, selectVehicle } from './garage';
import { freshDb } from './testing';

const golf = { id: 101, year: 2015, make: 'Volkswagen', model: 'Golf VII', engine: '1.6 TDI (CLHA)' };
const v70 = { id: 202, year: 2012, make: 'Volvo', model: 'V70 III', engine: 'D5 (D5244T10)' };

describe('garage', () => {
  it('starts empty with no current vehicle', async () => {
    const db = freshDb();
    expect(await listGarage(db)).toEqual([]);
    expect(await readCurrentVehicle(db)).toBeNull();
  });

  it('selects the vehicle just added', async () => {
    const db = freshDb();
    await addVehicle(db, golf);
    await addVehicle(db, v70);
    expect((await readCurrentVehicle(db))?.id).toBe(202);
    expect((await listGarage(db)).filter((v) => v.current)).toHaveLength(1);
  });

  it('switches the current vehicle, and null means all vehicles', async () => {
    const db = freshDb();
    await addVehicle(db, golf);
    await addVehicle(db, v70);
    await selectVehicle(db, 101);
    expect((await readCurrentVehicle(db))?.model).toBe('Golf VII');
    await selectVehicle(db, null);
    expect(await readCurrentVehicle(db)).toBeNull();
    await selectVehicle(db, 999);
    expect(await readCurrentVehicle(db)).toBeNull();
  });

  it('removing the current vehicle leaves none current', async () => {
    const db = freshDb();
    await addVehicle(db, golf);
    await removeVehicle(db, 101);
    expect(await listGarage(db)).toEqual([]);
    expect(await readCurrentVehicle(db)).toBeNull();
  });
});
