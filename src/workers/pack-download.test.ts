import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import type { PackPageRequest } from '../api/packs';
import { deletePack, pausePack, refreshPack, resumePack, savePackForOffline } from '../db/packs';
import type { AppDB } from '../db/schema';
import { freshDb, sampleProduct } from '../db/testing';
import type { PackSearchChunk } from '../db/types';
import type { PackPart } from '../domain/pack';
import { type DownloadDeps, runPack } from './pack-download';

const carId = 42;
const vehicle = { carId, manuName: 'VOLVO', modelname: 'V70 III', typeName: '2.0 D' };
const part = (articleId: number, price = 100): PackPart => ({
  ...sampleProduct(articleId),
  price,
  genericArticleId: 82,
  color: null,
  oeNumbers: [{ manuName: 'VOLVO', oeNumber: `31${articleId}` }],
  thumbnail: '',
});

/** A server holding `count` parts of the vehicle, paged `perPage` at a time by id; `change` reprices one later. */
function fakeServer(count: number, perPage: number) {
  let clock = 1_000;
  const parts = new Map<number, { part: PackPart; changedAt: number }>();
  for (let id = 1; id <= count; id += 1) parts.set(id, { part: part(id), changedAt: 0 });
  const asked: PackPageRequest[] = [];
  let failAt: ((n: number) => Error | null) | null = null;
  let beforeAnswer: ((n: number) => Promise<void>) | null = null;
  const fetchPage = async (request: PackPageRequest) => {
    const n = asked.push(request) - 1;
    const failure = failAt?.(n);
    if (failure) throw failure;
    await beforeAnswer?.(n);
    clock += 1;
    const after = Number(request.cursor ?? 0);
    const matching = [...parts.values()]
      .filter((entry) => entry.part.articleId > after)
      .filter((entry) => request.since === null || entry.changedAt > request.since)
      .sort((a, b) => a.part.articleId - b.part.articleId);
    const page = matching.slice(0, perPage).map((entry) => entry.part);
    const last = page.at(-1);
    const next = matching.length > perPage && last ? String(last.articleId) : null;
    const answer = { carId, lang: request.lang, version: clock, total: parts.size, parts: page, next };
    return { page: answer, bytes: JSON.stringify(answer).length };
  };
  return {
    fetchPage,
    asked,
    parts,
    failWhen: (rule: (n: number) => Error | null) => {
      failAt = rule;
    },
    beforeAnswer: (hook: (n: number) => Promise<void>) => {
      beforeAnswer = hook;
    },
    change: (articleId: number, price: number) => {
      clock += 1;
      parts.set(articleId, { part: part(articleId, price), changedAt: clock });
    },
    add: (articleId: number) => parts.set(articleId, { part: part(articleId), changedAt: ++clock }),
  };
}

const chunksBuilt: [number, number[]][] = [];
const chunkOf = (id: number, chunk: number, parts: PackPart[]) => {
  chunksBuilt.push([chunk, parts.map((p) => p.articleId)]);
  return {
    carId: id,
    chunk,
    ids: Float64Array.from(parts, (p) => p.articleId),
  } as unknown as PackSearchChunk;
};

const finishedCalls: number[] = [];
const deps = (server: ReturnType<typeof fakeServer>): DownloadDeps => ({
  fetchPage: server.fetchPage,
  chunkOf,
  finished: async (_db, id) => {
    finishedCalls.push(id);
  },
  now: () => 5_000,
});

const opened: AppDB[] = [];
const newDb = () => {
  const db = freshDb();
  opened.push(db);
  return db;
};
afterEach(async () => {
  finishedCalls.length = 0;
  chunksBuilt.length = 0;
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

/** The stored parts as the server has them: id → price. */
const storedPrices = async (db: AppDB) =>
  new Map((await db.packParts.where('carId').equals(carId).toArray()).map((p) => [p.articleId, p.price]));
const serverPrices = (server: ReturnType<typeof fakeServer>) =>
  new Map([...server.parts.values()].map(({ part: p }) => [p.articleId, p.price]));

describe('runPack: a download', () => {
  it('stores every part once, page by page, and ends ready with the first page’s version', async () => {
    const db = newDb();
    const server = fakeServer(50, 7);
    await savePackForOffline(db, vehicle, 'no');
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'done' });
    const pack = await db.packs.get(carId);
    expect(pack).toMatchObject({
      state: 'ready',
      stored: 50,
      total: 50,
      chunks: 8,
      cursor: null,
      savedAt: 5_000,
    });
    expect(pack?.version).toBe(1_001);
    expect(pack?.bytes).toBeGreaterThan(0);
    expect(await storedPrices(db)).toEqual(serverPrices(server));
    expect(await db.packSearch.where('carId').equals(carId).count()).toBe(8);
    expect(server.asked.map((r) => r.cursor)).toEqual([null, '7', '14', '21', '28', '35', '42', '49']);
    expect(server.asked.map((r) => r.limit)).toEqual([250, 2000, 2000, 2000, 2000, 2000, 2000, 2000]);
    expect(finishedCalls).toEqual([carId]);
  });

  it('goes on after an interruption at any page with the same rows as the server', async () => {
    for (let stopAt = 0; stopAt < 8; stopAt += 1) {
      const db = newDb();
      const server = fakeServer(50, 7);
      server.failWhen((n) => (n === stopAt ? new ApiError(0, 'NETWORK', 'Failed to fetch') : null));
      await savePackForOffline(db, vehicle, 'no');
      expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'network' });
      expect((await db.packs.get(carId))?.error?.code).toBe('NETWORK');
      // A reload: a new run reads where the last stopped.
      expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'done' });
      expect(await db.packParts.count()).toBe(50);
      expect(await storedPrices(db)).toEqual(serverPrices(server));
      expect(await db.packs.get(carId)).toMatchObject({ state: 'ready', stored: 50, chunks: 8, error: null });
      // Each page asked for once, but the one that failed, asked again.
      expect(server.asked).toHaveLength(9);
      expect(server.asked[stopAt]?.cursor).toEqual(server.asked[stopAt + 1]?.cursor);
    }
  });

  it('drops the page on its way when paused, and goes on from there when resumed', async () => {
    const db = newDb();
    const server = fakeServer(30, 10);
    server.beforeAnswer(async (n) => {
      if (n === 1) await pausePack(db, carId);
    });
    await savePackForOffline(db, vehicle, 'no');
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'stopped' });
    expect(await db.packs.get(carId)).toMatchObject({ state: 'paused', stored: 10, cursor: '10' });
    server.beforeAnswer(async () => {});
    await resumePack(db, carId);
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'done' });
    expect(server.asked.map((r) => r.cursor)).toEqual([null, '10', '10', '20']);
    expect(await storedPrices(db)).toEqual(serverPrices(server));
  });

  it('leaves nothing behind when cancelled mid-way', async () => {
    const db = newDb();
    const server = fakeServer(30, 10);
    server.beforeAnswer(async (n) => {
      if (n === 1) await deletePack(db, carId);
    });
    await savePackForOffline(db, vehicle, 'no');
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'stopped' });
    expect(await db.packs.count()).toBe(0);
    expect(await db.packParts.count()).toBe(0);
    expect(await db.packSearch.count()).toBe(0);
  });

  it('fails visibly when the server refuses, and waits when it asks to', async () => {
    const db = newDb();
    const server = fakeServer(10, 5);
    await savePackForOffline(db, vehicle, 'no');
    server.failWhen((n) => (n === 0 ? new ApiError(503, 'BUSY', 'Busy', {}, 12) : null));
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'wait', retryAfterMs: 12_000 });
    server.failWhen((n) => (n === 1 ? new ApiError(404, 'NOT_FOUND', 'No such vehicle') : null));
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'stopped' });
    expect(await db.packs.get(carId)).toMatchObject({
      state: 'failed',
      error: { code: 'NOT_FOUND', message: 'No such vehicle' },
    });
  });
});

describe('runPack: a refresh', () => {
  it('asks only for what changed since the pack’s version and writes just that', async () => {
    const db = newDb();
    const server = fakeServer(40, 10);
    await savePackForOffline(db, vehicle, 'no');
    await runPack(db, carId, deps(server));
    const version = (await db.packs.get(carId))?.version ?? 0;
    server.change(3, 999);
    server.change(27, 555);
    server.asked.length = 0;
    expect(await refreshPack(db, carId, 'no')).toBe(true);
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'done' });
    expect(server.asked).toEqual([{ carId, lang: 'no', cursor: null, since: version, limit: 250 }]);
    expect(await storedPrices(db)).toEqual(serverPrices(server));
    // The chunks holding a changed part are built again from the stored parts; the others are left as they were.
    expect(chunksBuilt.slice(-2)).toEqual([
      [0, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
      [2, [21, 22, 23, 24, 25, 26, 27, 28, 29, 30]],
    ]);
    const pack = await db.packs.get(carId);
    expect(pack).toMatchObject({ state: 'ready', refresh: null, stored: 40 });
    expect(pack?.version).toBeGreaterThan(version);
  });

  it('downloads afresh when the vehicle’s parts changed in number', async () => {
    const db = newDb();
    const server = fakeServer(20, 10);
    await savePackForOffline(db, vehicle, 'no');
    await runPack(db, carId, deps(server));
    server.add(21);
    await refreshPack(db, carId, 'no');
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'done' });
    expect(await db.packs.get(carId)).toMatchObject({ state: 'ready', stored: 21, total: 21 });
    expect(await storedPrices(db)).toEqual(serverPrices(server));
  });

  it('in another language downloads afresh in it', async () => {
    const db = newDb();
    const server = fakeServer(12, 10);
    await savePackForOffline(db, vehicle, 'no');
    await runPack(db, carId, deps(server));
    server.asked.length = 0;
    await refreshPack(db, carId, 'ar');
    expect(await runPack(db, carId, deps(server))).toEqual({ outcome: 'done' });
    expect(server.asked.map((r) => [r.lang, r.since])).toEqual([
      ['ar', null],
      ['ar', null],
    ]);
    expect(await db.packs.get(carId)).toMatchObject({ lang: 'ar', stored: 12 });
  });
});
