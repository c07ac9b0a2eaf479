// The user's intents on offline parts packs, as writes to IndexedDB: save a vehicle for offline, pause, go on,
// refresh, delete (cancel is a delete). The downloader (src/workers/pack-download.ts, run by the pack worker) acts on
// what these write; a pack belongs to the device, not the account, so sign-out leaves it alone.
import { Dexie } from 'dexie';
import type { Locale } from '../domain/locale';
import { packStaleMs } from '../domain/pack';
import type { AppDB } from './schema';
import type { PackRecord } from './types';

export type PackVehicle = PackRecord['vehicle'] & { carId: number };

const packTables = (db: AppDB) => [db.packs, db.packParts, db.packSearch] as const;

// A pack's parts and search chunks by the range of their primary key ([carId, …]): counting or deleting them walks
// the keys alone. Through the `carId` index, Chromium checks every entry against its record — a count of 20,000
// parts took seconds.
/** The parts of the pack of `carId`. */
export const partsOf = (db: AppDB, carId: number) =>
  db.packParts.where('[carId+articleId]').between([carId, Dexie.minKey], [carId, Dexie.maxKey], true, true);
/** The search chunks of the pack of `carId`. */
export const chunksOf = (db: AppDB, carId: number) =>
  db.packSearch.where('[carId+chunk]').between([carId, Dexie.minKey], [carId, Dexie.maxKey], true, true);

/** Starts a download of the vehicle's parts; a pack already kept is left as it is. True when one was started. */
export function savePackForOffline(db: AppDB, vehicle: PackVehicle, lang: Locale, now = Date.now()) {
  return db.transaction('rw', db.packs, async () => {
    if (await db.packs.get(vehicle.carId)) return false;
    const { carId, manuName, modelname, typeName } = vehicle;
    await db.packs.add({
      carId,
      vehicle: { manuName, modelname, typeName },
      lang,
      state: 'downloading',
      cursor: null,
      chunks: 0,
      total: 0,
      stored: 0,
      bytes: 0,
      version: 0,
      startedAt: now,
      savedAt: null,
      refresh: null,
      error: null,
    });
    return true;
  });
}

/** Pauses a download: the page on its way is dropped, the next goes on from where it stopped. */
export function pausePack(db: AppDB, carId: number) {
  return db.packs
    .where('carId')
    .equals(carId)
    .modify((pack) => {
      if (pack.state === 'downloading') pack.state = 'paused';
    });
}

/** Goes on with a paused or failed download, from where it stopped. */
export function resumePack(db: AppDB, carId: number) {
  return db.packs
    .where('carId')
    .equals(carId)
    .modify((pack) => {
      if (pack.state === 'paused' || pack.state === 'failed') {
        pack.state = 'downloading';
        pack.error = null;
      }
    });
}

/** Removes the pack and everything it stored; also how a download is cancelled. */
export function deletePack(db: AppDB, carId: number) {
  return db.transaction('rw', packTables(db), async () => {
    await db.packs.delete(carId);
    await partsOf(db, carId).delete();
    await chunksOf(db, carId).delete();
  });
}

/**
 * Asks for the parts changed since the pack's version. In another language than the pack's, the pack is
 * downloaded afresh in `lang` (names, texts and criteria are in one language). Only a ready pack is refreshed.
 */
export function refreshPack(db: AppDB, carId: number, lang: Locale) {
  return db.transaction('rw', packTables(db), async () => {
    const pack = await db.packs.get(carId);
    if (pack?.state !== 'ready' || pack.refresh) return false;
    if (pack.lang !== lang) {
      await partsOf(db, carId).delete();
      await chunksOf(db, carId).delete();
      await db.packs.put({ ...freshDownload(pack), lang });
      return true;
    }
    await db.packs.update(carId, { refresh: { since: pack.version, cursor: null, version: 0, fetched: 0 } });
    return true;
  });
}

/** The pack as it is before its first page: what a download afresh starts from. */
export const freshDownload = (pack: PackRecord): PackRecord => ({
  ...pack,
  state: 'downloading',
  cursor: null,
  chunks: 0,
  stored: 0,
  bytes: 0,
  version: 0,
  savedAt: null,
  refresh: null,
  error: null,
});

/** Older than 7 days (packStaleMs): marked stale, refreshed in the background when online. */
export const isStale = (pack: PackRecord, now = Date.now()) =>
  pack.savedAt !== null && now - pack.savedAt > packStaleMs;

/** Starts the refresh of every stale ready pack; how many were started. */
export async function refreshStalePacks(db: AppDB, now = Date.now()): Promise<number> {
  const stale = (await db.packs.toArray()).filter(
    (pack) => pack.state === 'ready' && !pack.refresh && isStale(pack, now),
  );
  let started = 0;
  for (const pack of stale) if (await refreshPack(db, pack.carId, pack.lang)) started += 1;
  return started;
}

/** The packs with work to do: downloads going on and refreshes asked for. */
export async function packsWithWork(db: AppDB): Promise<PackRecord[]> {
  return (await db.packs.toArray()).filter(
    (pack) => pack.state === 'downloading' || (pack.state === 'ready' && Boolean(pack.refresh)),
  );
}
