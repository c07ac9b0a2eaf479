import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SendEntry } from '../../api/outbox-send';
import { addVehicle, listGarage, removeVehicle } from '../../db/garage';
import { listOpen } from '../../db/outbox';
import type { AppDB } from '../../db/schema';
import { readSession } from '../../db/session';
import { freshDb } from '../../db/testing';
import { sessionToken } from '../../db/testing-session';
import type { ServerVehicle, VehicleInput } from '../../domain/garage';
import { drainOutbox, signedOutCode } from '../../workers/drain';
import {
  clearDeviceGarage,
  isMirrored,
  mergeGarageAtSignIn,
  mirrorSession,
  refreshGarageFromAccount,
} from './garage-sync';

// The account's garage on a pretend server: merge adds what it lacks and answers with everything.
const account = vi.hoisted(() => ({ vehicles: [] as ServerVehicle[], offline: false, calls: 0 }));
vi.mock('../../api/garage', () => ({
  mergeAccountGarage: async (vehicles: VehicleInput[]) => {
    account.calls++;
    if (account.offline) throw new ApiError(0, 'NETWORK', 'Failed to fetch');
    for (const vehicle of vehicles) {
      if (!account.vehicles.some((known) => known.carId === vehicle.carId)) {
        account.vehicles.push({ plate: null, vin: null, ...vehicle });
      }
    }
    return account.vehicles;
  },
  fetchAccountGarage: async () => account.vehicles,
}));
vi.mock('../../lib/request-drain', () => ({ requestDrain: async () => undefined }));

const golf = { id: 10133, year: 2018, make: 'VW', model: 'GOLF VII (5G1)', engine: '1.4 TSI ACT' };
const v70 = { id: 11589, year: 2012, make: 'VOLVO', model: 'V70 III (135)', engine: 'D5' };
const onServer = (vehicle: typeof golf): ServerVehicle => ({
  carId: vehicle.id,
  label: `${vehicle.make} ${vehicle.model}`,
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
  account.vehicles = [];
  account.offline = false;
  account.calls = 0;
});
afterEach(() => db.delete());

/** The sync worker's drain against the pretend server, logging what went out and with which token. */
function drainTo(
  answer: (path: string) => { status: number; body: unknown } = () => ({ status: 201, body: {} }),
) {
  const sent: { path: string; token: string | undefined }[] = [];
  const send: SendEntry = async (entry, token) => {
    sent.push({ path: entry.path, token });
    return answer(entry.path);
  };
  return { sent, run: () => drainOutbox({ db, send, locks: null }) };
}

describe('mergeGarageAtSignIn', () => {
  it('a vehicle on the device and one on the account: both, once, the current one kept', async () => {
    await addVehicle(db, golf);
    account.vehicles = [onServer(v70)];
    expect(await mergeGarageAtSignIn(db, sessionToken(7))).toBe('merged');
    const garage = await listGarage(db);
    expect(garage.map((vehicle) => vehicle.id).sort()).toEqual([golf.id, v70.id]);
    expect(garage.find((vehicle) => vehicle.current)?.id).toBe(golf.id);
    expect(account.vehicles.map((vehicle) => vehicle.carId).sort()).toEqual([golf.id, v70.id]);

    // Signing in again (another device, the same vehicles): still each once.
    expect(await mergeGarageAtSignIn(db, sessionToken(7))).toBe('merged');
    expect((await listGarage(db)).length).toBe(2);
    expect(account.vehicles.length).toBe(2);
  });

  it('mirrors the session for the sync worker: the token and whose it is', async () => {
    await mergeGarageAtSignIn(db, sessionToken(7));
    expect(await readSession(db)).toEqual({ token: sessionToken(7), userId: '7' });
  });

  it('isMirrored: true only once the mirror is that token’s user', async () => {
    expect(await isMirrored(db, sessionToken(7))).toBe(false);
    await mirrorSession(db, sessionToken(7));
    expect(await isMirrored(db, sessionToken(7, 1))).toBe(true);
    expect(await isMirrored(db, sessionToken(8))).toBe(false);
    expect(await isMirrored(db, 'not-a-jwt')).toBe(false);
  });

  it('without a session token it does nothing', async () => {
    await addVehicle(db, golf);
    expect(await mergeGarageAtSignIn(db, null)).toBe('signed-out');
    expect(await mergeGarageAtSignIn(db, 'not-a-jwt')).toBe('signed-out');
    expect(account.calls).toBe(0);
    expect(await readSession(db)).toBeNull();
  });

  it('offline: the device keeps its garage and its vehicles wait in the outbox for the account', async () => {
    await addVehicle(db, golf);
    account.offline = true;
    expect(await mergeGarageAtSignIn(db, sessionToken(7))).toBe('queued');
    expect((await listGarage(db)).map((vehicle) => vehicle.id)).toEqual([golf.id]);
    const [entry] = await listOpen(db);
    expect(entry).toMatchObject({ stream: 'garage', path: '/garage/merge', auth: { userId: '7' } });
    expect(entry?.body).toMatchObject({ vehicles: [{ carId: golf.id, year: 2018 }] });
  });
});

describe('garage changes while signed in', () => {
  it('land once, in order, with the mirrored token, when the network returns', async () => {
    await mergeGarageAtSignIn(db, sessionToken(7));
    await addVehicle(db, golf);
    await addVehicle(db, v70);
    await removeVehicle(db, golf.id);
    // A renewed token (two-factor change) is the one the worker sends with.
    await mirrorSession(db, sessionToken(7, 1));
    const server = drainTo();
    const summary = await server.run();
    expect(summary.sent).toBe(3);
    expect(server.sent).toEqual([
      { path: '/garage', token: sessionToken(7, 1) },
      { path: '/garage', token: sessionToken(7, 1) },
      { path: '/garage/10133', token: sessionToken(7, 1) },
    ]);
    expect(await server.run()).toMatchObject({ sent: 0 });
  });

  it('after sign-out they fail visibly instead of going out without a token or as another user', async () => {
    await mergeGarageAtSignIn(db, sessionToken(7));
    await addVehicle(db, golf);
    await clearDeviceGarage(db);
    await mergeGarageAtSignIn(db, sessionToken(8));
    const server = drainTo();
    const summary = await server.run();
    expect(server.sent).toEqual([]);
    expect(summary.failed).toBe(1);
    const [entry] = await listOpen(db);
    expect(entry).toMatchObject({ state: 'failed', lastError: { status: 401, code: signedOutCode } });
  });

  it('a 401 from the server (token ended elsewhere) fails the entry; it is not retried', async () => {
    await mergeGarageAtSignIn(db, sessionToken(7));
    await addVehicle(db, golf);
    const server = drainTo(() => ({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: 'Logg inn igjen.' },
    }));
    expect(await server.run()).toMatchObject({ failed: 1, retried: 0, nextAt: null });
    expect((await listOpen(db))[0]).toMatchObject({ state: 'failed', lastError: { code: 'UNAUTHORIZED' } });
  });

  it('clearDeviceGarage empties the device garage; later changes are not queued', async () => {
    await mergeGarageAtSignIn(db, sessionToken(7));
    await addVehicle(db, golf);
    await clearDeviceGarage(db);
    expect(await listGarage(db)).toEqual([]);
    expect(await addVehicle(db, v70)).toBe(false);
    expect((await listOpen(db)).map((entry) => entry.path)).toEqual(['/garage']);
  });
});

describe('refreshGarageFromAccount', () => {
  it('shows what another device saved, unless a change made here has not landed yet', async () => {
    await mergeGarageAtSignIn(db, sessionToken(7));
    account.vehicles = [onServer(v70)];
    expect(await refreshGarageFromAccount(db)).toBe(true);
    expect((await listGarage(db)).map((vehicle) => vehicle.id)).toEqual([v70.id]);
    await addVehicle(db, golf);
    expect(await refreshGarageFromAccount(db)).toBe(false);
    expect((await listGarage(db)).map((vehicle) => vehicle.id)).toEqual([golf.id, v70.id]);
  });
});
