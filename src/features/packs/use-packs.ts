import { useLiveQuery } from 'dexie-react-hooks';
import type { PackRecord } from '../../db/types';
import { useDatabase } from '../../lib/database';

/** Every pack kept on the device, live (undefined while IndexedDB is read). A damaged store reads as none. */
export function usePacks(): PackRecord[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.packs.toArray().catch(() => []), [db]);
}

/** The pack of one vehicle, live: null when there is none, undefined while it is read. */
export function usePack(carId: number): PackRecord | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.packs.get(carId).catch(() => undefined)) ?? null, [db, carId]);
}
