// The downloader of offline parts packs: fetches a pack page by page and stores each page, its search chunk and
// where to go on in ONE transaction, so a download stopped anywhere (reload, closed tab, dropped network, pause)
// goes on from the page after the last one stored, and no part is stored twice. A refresh asks only the parts
// changed since the pack's version and writes them over the kept ones. Pure of the browser: the pack worker
// (src/workers/pack.worker.ts) gives it the fetch, and the tests a fake server.

import { ApiError } from '../api/client';
import type { FetchedPackPage, PackPageRequest } from '../api/packs';
import { chunksOf, freshDownload, partsOf } from '../db/packs';
import type { AppDB } from '../db/schema';
import type { PackPartRecord, PackRecord, PackSearchChunk } from '../db/types';
import { type PackPart, packFirstPageSize, packPageSize } from '../domain/pack';

export type DownloadDeps = {
  fetchPage: (request: PackPageRequest) => Promise<FetchedPackPage>;
  /** The search index's chunk of one page (pack-search.ts). */
  chunkOf: (carId: number, chunk: number, parts: PackPart[]) => PackSearchChunk;
  /** Called once a download or refresh has stored its last page (pack-search.ts: summaries, caches). */
  finished: (db: AppDB, carId: number) => Promise<void>;
  now?: () => number;
};

/**
 * How a run ended: `done` (nothing left to do), `stopped` (paused, deleted or failed), `network` (the server could
 * not be reached: try again when online), `wait` (the server asked to wait `retryAfterMs`).
 */
export type RunOutcome =
  | { outcome: 'done' | 'stopped' | 'network' }
  | { outcome: 'wait'; retryAfterMs: number };

const tables = (db: AppDB) => [db.packs, db.packParts, db.packSearch] as const;

/** Downloads or refreshes one pack until it is done or cannot go on. */
export async function runPack(db: AppDB, carId: number, deps: DownloadDeps): Promise<RunOutcome> {
  const now = deps.now ?? Date.now;
  for (;;) {
    const pack = await db.packs.get(carId);
    if (!pack) return { outcome: 'stopped' };
    const refresh = pack.state === 'ready' ? pack.refresh : null;
    if (pack.state !== 'downloading' && !refresh)
      return { outcome: pack.state === 'ready' ? 'done' : 'stopped' };
    const cursor = refresh ? refresh.cursor : pack.cursor;
    let fetched: FetchedPackPage;
    try {
      fetched = await deps.fetchPage({
        carId,
        lang: pack.lang,
        cursor,
        since: refresh ? refresh.since : null,
        limit: cursor === null ? packFirstPageSize : packPageSize,
      });
      if (fetched.page.next !== null && fetched.page.next === cursor)
        throw new ApiError(502, 'BAD_RESPONSE', 'The pack did not move on');
    } catch (error) {
      return failed(db, pack, error);
    }
    const stored = refresh
      ? await storeChanges(db, pack, fetched, deps, now())
      : await storePage(db, pack, fetched, deps, now());
    if (stored === 'dropped') continue;
    if (stored === 'last') await deps.finished(db, carId);
  }
}

/** A page of a download: its parts, its search chunk and the pack's progress, or nothing when the pack moved on. */
function storePage(
  db: AppDB,
  asked: PackRecord,
  { page, bytes }: FetchedPackPage,
  deps: DownloadDeps,
  at: number,
) {
  return db.transaction('rw', tables(db), async () => {
    const pack = await db.packs.get(asked.carId);
    // Paused, deleted or started afresh while the page travelled: it is not this pack's next page.
    if (pack?.state !== 'downloading' || pack.cursor !== asked.cursor || pack.chunks !== asked.chunks)
      return 'dropped' as const;
    await db.packParts.bulkPut(page.parts.map((part) => ({ ...part, carId: pack.carId })));
    await db.packSearch.put(deps.chunkOf(pack.carId, pack.chunks, page.parts));
    const last = page.next === null;
    await db.packs.put({
      ...pack,
      cursor: page.next,
      chunks: pack.chunks + 1,
      total: page.total,
      stored: await partsOf(db, pack.carId).count(),
      bytes: pack.bytes + bytes,
      version: pack.cursor === null ? page.version : pack.version,
      state: last ? 'ready' : 'downloading',
      savedAt: last ? at : null,
      error: null,
    });
    return last ? ('last' as const) : ('stored' as const);
  });
}

/**
 * A page of a refresh: the changed parts written over the kept ones. After the last page, a pack whose count no
 * longer matches the server's (parts added to or taken from the vehicle) is downloaded afresh.
 */
function storeChanges(
  db: AppDB,
  asked: PackRecord,
  { page, bytes }: FetchedPackPage,
  deps: DownloadDeps,
  at: number,
) {
  return db.transaction('rw', tables(db), async () => {
    const pack = await db.packs.get(asked.carId);
    const refresh = pack?.state === 'ready' ? pack.refresh : null;
    if (!pack || !refresh || refresh.cursor !== asked.refresh?.cursor) return 'dropped' as const;
    const kept = new Set(
      (await db.packParts.bulkGet(page.parts.map((part) => [pack.carId, part.articleId]))).map(
        (part) => part?.articleId,
      ),
    );
    // Only parts the pack holds are written over: a part new to the vehicle shows in the count, below.
    const changed = page.parts.filter((part) => kept.has(part.articleId));
    await db.packParts.bulkPut(changed.map((part) => ({ ...part, carId: pack.carId })));
    await rebuildChunks(db, pack.carId, new Set(changed.map((part) => part.articleId)), deps);
    const version = refresh.cursor === null ? page.version : refresh.version;
    if (page.next !== null) {
      await db.packs.put({
        ...pack,
        bytes: pack.bytes + bytes,
        refresh: { ...refresh, cursor: page.next, version, fetched: refresh.fetched + page.parts.length },
      });
      return 'stored' as const;
    }
    if (page.total !== pack.stored || changed.length !== page.parts.length) {
      await partsOf(db, pack.carId).delete();
      await chunksOf(db, pack.carId).delete();
      await db.packs.put({ ...freshDownload(pack), startedAt: at });
      return 'dropped' as const;
    }
    await db.packs.put({
      ...pack,
      bytes: pack.bytes + bytes,
      version,
      savedAt: at,
      refresh: null,
      error: null,
    });
    return 'last' as const;
  });
}

/** The search chunks holding any of `changed` are built again from their parts (prices and offers filter lists). */
async function rebuildChunks(db: AppDB, carId: number, changed: Set<number>, deps: DownloadDeps) {
  if (changed.size === 0) return;
  const chunks = await chunksOf(db, carId).toArray();
  for (const chunk of chunks) {
    const ids = Array.from(chunk.ids);
    if (!ids.some((id) => changed.has(id))) continue;
    const parts = await db.packParts.bulkGet(ids.map((id) => [carId, id]));
    const kept = parts.filter((part): part is PackPartRecord => part !== undefined);
    await db.packSearch.put(deps.chunkOf(carId, chunk.chunk, kept));
  }
}

/** What a failed page leaves: a network failure or a wait keeps the pack going; a refusal stops it, visibly. */
async function failed(db: AppDB, pack: PackRecord, error: unknown): Promise<RunOutcome> {
  const failure = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error));
  const note = { code: failure.code, message: failure.message };
  if (failure.isNetwork) {
    await db.packs.update(pack.carId, { error: note });
    return { outcome: 'network' };
  }
  if (failure.status === 429 || failure.status >= 500) {
    await db.packs.update(pack.carId, { error: note });
    return { outcome: 'wait', retryAfterMs: Math.max(5, failure.retryAfterSeconds ?? 30) * 1000 };
  }
  // Refused (the vehicle is gone from the catalogue, a bad request): a download fails; a refresh stops and the
  // pack stays as it was, with the reason shown.
  await db.packs.update(
    pack.carId,
    pack.state === 'downloading' ? { state: 'failed', error: note } : { refresh: null, error: note },
  );
  return { outcome: 'stopped' };
}
