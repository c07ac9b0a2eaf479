import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addVehicle,
  clearGarageAndSession,
  garageChangesMark,
  listGarage,
  mergeIntoGarage,
  openGarageChanges,
  refreshGarage,
  removeVehicle,
} from './garage';
import { listOpen, markDone } from './outbox';
import type { AppDB } from './schema';
import { readSession, saveSession, sessionTokenFor } from './session';
import { freshDb } from './testing';

const golf = { id: 10133, year: 2018, make: 'VW', model: 'GOLF VII (5G1)', engine: '1.4 TSI ACT' };
const v70 = { id: 11589, year: 2012, make: 'VOLVO', model: 'V70 III (135)', engine: 'D5' };
const server = (vehicle: typeof golf) => ({
  carId: vehicle.id,
  label: 'x',
  year: vehicle.year,
  make: vehicle.make,
  model: vehicle.model,
  engine: vehicle.engine,
  plate: null,
  vin: null,
});

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

describe('the garage of a signed-in user', () => {
  it('queues nothing while signed out', async () => {
    expect(await addVehicle(db, golf)).toBe(false);
    expect(await removeVehicle(db, golf.id)).toBe(false);
    expect(await listOpen(db)).toEqual([]);
  });

  it('queues an add and a remove for the account, with the user they belong to, beside the change', async () => {
    await saveSession(db, { token: 't1', userId: '7' });
    expect(await addVehicle(db, golf)).toBe(true);
    expect(await removeVehicle(db, golf.id)).toBe(true);
    const [add, remove] = await listOpen(db);
    expect(add).toMatchObject({
      stream: 'garage',
      method: 'POST',
      path: '/garage',
      auth: { userId: '7' },
      body: { carId: 10133, label: 'VW GOLF VII 1.4 TSI ACT', year: 2018, make: 'VW', engine: '1.4 TSI ACT' },
    });
    expect(remove).toMatchObject({ method: 'DELETE', path: '/garage/10133', auth: { userId: '7' } });
    expect(await listGarage(db)).toEqual([]);
  });

  it('choosing a saved vehicle again queues nothing, nor does removing one that is not saved', async () => {
    await addVehicle(db, golf);
    await saveSession(db, { token: 't1', userId: '7' });
    expect(await addVehicle(db, golf)).toBe(false);
    expect(await removeVehicle(db, v70.id)).toBe(false);
    expect(await listOpen(db)).toEqual([]);
  });

  it('the change and its entry are written together or not at all', async () => {
    await saveSession(db, { token: 't1', userId: '7' });
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(addVehicle(db, golf)).rejects.toThrow('disk full');
    expect(await listGarage(db)).toEqual([]);
  });

  it('merges the account into the device: each vehicle once, the current one kept', async () => {
    await addVehicle(db, golf);
    await mergeIntoGarage(db, [server(v70), server(golf)]);
    const garage = await listGarage(db);
    expect(garage.map((vehicle) => [vehicle.id, vehicle.current])).toEqual([
      [golf.id, true],
      [v70.id, false],
    ]);
  });

  it('a refresh takes the account as it is, unless a change made here is on its way or was made meanwhile', async () => {
    await addVehicle(db, golf);
    expect(await refreshGarage(db, [server(v70), server(golf)], await garageChangesMark(db))).toBe(true);
    expect((await listGarage(db)).map((vehicle) => vehicle.id).sort()).toEqual([golf.id, v70.id]);
    expect((await listGarage(db)).find((vehicle) => vehicle.current)?.id).toBe(golf.id);

    await saveSession(db, { token: 't1', userId: '7' });
    await removeVehicle(db, v70.id);
    expect(await openGarageChanges(db)).toBe(1);
    expect(await refreshGarage(db, [server(v70), server(golf)], await garageChangesMark(db))).toBe(false);
    expect((await listGarage(db)).map((vehicle) => vehicle.id)).toEqual([golf.id]);

    // The removal is sent while the account's garage is being read: that answer may still hold the vehicle.
    const [entry] = await listOpen(db);
    await markDone(db, entry?.id ?? 0);
    const mark = await garageChangesMark(db);
    await addVehicle(db, v70);
    const [added] = await listOpen(db);
    await markDone(db, added?.id ?? 0);
    expect(await refreshGarage(db, [server(golf)], mark)).toBe(false);
    expect((await listGarage(db)).map((vehicle) => vehicle.id)).toEqual([golf.id, v70.id]);
    expect(await refreshGarage(db, [server(golf), server(v70)], await garageChangesMark(db))).toBe(true);
  });

  it('sign-out forgets the vehicles and the session; the token is only for its own user', async () => {
    await saveSession(db, { token: 't1', userId: '7' });
    await addVehicle(db, golf);
    expect(await sessionTokenFor(db, '7')).toBe('t1');
    expect(await sessionTokenFor(db, '8')).toBeNull();
    await clearGarageAndSession(db);
    expect(await listGarage(db)).toEqual([]);
    expect(await readSession(db)).toBeNull();
    expect(await sessionTokenFor(db, '7')).toBeNull();
  });
});
