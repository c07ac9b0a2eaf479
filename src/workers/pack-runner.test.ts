import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import type { PackPageRequest } from '../api/packs';
import { searchChunkOf } from '../db/pack-search';
import { savePackForOffline } from '../db/packs';
import type { AppDB } from '../db/schema';
import { freshDb, sampleProduct } from '../db/testing';
import { packStaleMs } from '../domain/pack';
import { createPackRunner, lockRetryMs, networkRetryMs, type RunnerDeps } from './pack-runner';

const opened: AppDB[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});
const newDb = () => {
  const db = freshDb();
  opened.push(db);
  return db;
};
const vehicle = (carId: number) => ({ carId, manuName: 'VW', modelname: 'Golf', typeName: '1.6' });

/** A server with two parts per vehicle, in one page. */
function deps(overrides: Partial<RunnerDeps> = {}) {
  const asked: PackPageRequest[] = [];
  const timers: number[] = [];
  const runner: RunnerDeps = {
    fetchPage: async (request) => {
      asked.push(request);
      const parts = [1, 2].map((id) => ({
        ...sampleProduct(request.carId * 10 + id),
        genericArticleId: 1,
        color: null,
        oeNumbers: [],
        thumbnail: '',
      }));
      return {
        page: { carId: request.carId, lang: request.lang, version: 7, total: 2, parts, next: null },
        bytes: 100,
      };
    },
    chunkOf: (carId, chunk, parts) => searchChunkOf(carId, chunk, parts),
    finished: async () => {},
    online: () => true,
    clock: {
      now: () => 1_000,
      setTimeout: ((_run: () => void, ms: number) => {
        timers.push(ms);
        return 0;
      }) as unknown as typeof setTimeout,
      clearTimeout: (() => {}) as typeof clearTimeout,
    },
    ...overrides,
  };
  return { runner, asked, timers };
}

describe('createPackRunner', () => {
  it('downloads every pack with work, one after the other', async () => {
    const db = newDb();
    await savePackForOffline(db, vehicle(1), 'no');
    await savePackForOffline(db, vehicle(2), 'en');
    const { runner, asked } = deps();
    await createPackRunner(db, runner).kick();
    expect(asked.map((r) => [r.carId, r.lang])).toEqual([
      [1, 'no'],
      [2, 'en'],
    ]);
    expect((await db.packs.toArray()).map((p) => p.state)).toEqual(['ready', 'ready']);
  });

  it('tries again later when the network is gone, and when another tab holds the lock', async () => {
    const db = newDb();
    await savePackForOffline(db, vehicle(1), 'no');
    const offline = deps({
      fetchPage: async () => {
        throw new ApiError(0, 'NETWORK', 'Failed to fetch');
      },
    });
    await createPackRunner(db, offline.runner).kick();
    expect(offline.timers).toEqual([networkRetryMs]);
    const locked = deps({ withLock: async () => false });
    await createPackRunner(db, locked.runner).kick();
    expect(locked.timers).toEqual([lockRetryMs]);
    expect(locked.asked).toEqual([]);
  });

  it('runs once more when asked while running', async () => {
    const db = newDb();
    await savePackForOffline(db, vehicle(1), 'no');
    const { runner, asked } = deps();
    const packs = createPackRunner(db, runner);
    const first = packs.kick();
    await savePackForOffline(db, vehicle(2), 'no');
    await Promise.all([first, packs.kick()]);
    expect(asked.map((r) => r.carId)).toEqual([1, 2]);
  });

  it('refreshes a pack older than 7 days when online, asking only what changed since its version', async () => {
    const db = newDb();
    await savePackForOffline(db, vehicle(1), 'no');
    const { runner, asked } = deps();
    await createPackRunner(db, runner).kick();
    await db.packs.update(1, { savedAt: Date.now() - packStaleMs - 1000 });
    await createPackRunner(db, { ...runner, online: () => false }).kick();
    expect(asked).toHaveLength(1);
    await createPackRunner(db, runner).kick();
    expect(asked.at(-1)).toMatchObject({ carId: 1, since: 7 });
    const pack = await db.packs.get(1);
    expect(pack?.refresh).toBeNull();
    expect(Date.now() - (pack?.savedAt ?? 0)).toBeLessThan(60_000);
  });
});
