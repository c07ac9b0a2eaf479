// @engines: pglite postgres (answer-cache, transactions)
// The answer cache's promises: a change committed before a call is never answered from before it, in this process
// or another (two caches on one database stand for two processes), with version reads shared only when that is
// safe; answers within the byte bound; counters for the benchmark.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { catalogueChanges } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createAnswerCache } from './answer-cache';
import { raiseCatalogueVersion, readCatalogueVersion } from './catalogue-version';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const counter = () => {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
};

/** A change committed by one process: the version raised in its own transaction. */
const commitChange = () => t.db.transaction((tx) => raiseCatalogueVersion(tx as unknown as Db));

/**
 * Version reads that, after `hold()`, read the database at once but answer only when released; `hold()`'s promise
 * settles when the held read has read.
 */
const heldReads = () => {
  let held: { gate: Promise<void>; read: () => void } | null = null;
  let release = () => {};
  return {
    hold: () =>
      new Promise<void>((read) => {
        held = { gate: new Promise<void>((resolve) => (release = resolve)), read };
      }),
    release: () => {
      held = null;
      release();
    },
    readVersion: async (db: Db) => {
      const hold = held;
      const version = await readCatalogueVersion(db);
      if (hold) {
        hold.read();
        await hold.gate;
      }
      return version;
    },
  };
};

describe('catalogue answer cache', () => {
  it('raises the version by one per change, from 0 when never changed', async () => {
    const before = await readCatalogueVersion(t.db);
    expect(await raiseCatalogueVersion(t.db)).toBe(before + 1);
    expect(await readCatalogueVersion(t.db)).toBe(before + 1);
  });

  it('keeps answers while the version stays, and answers the next call after a change in another process anew', async () => {
    const here = createAnswerCache(t.db);
    const elsewhere = createAnswerCache(t.db);
    await Promise.all([here.ready(), elsewhere.ready()]);
    const source = counter();
    expect(await elsewhere.get('k', source.load)).toBe(1);
    expect(await elsewhere.get('k', source.load)).toBe(1);
    for (let round = 2; round <= 6; round += 1) {
      here.changed(await commitChange());
      expect(await elsewhere.get('k', source.load)).toBe(round);
      expect(await elsewhere.get('k', source.load)).toBe(round);
    }
    expect(source.calls).toBe(6);
  });

  it('follows changes by notifications on PGlite (no read per call), by version reads on PostgreSQL', async () => {
    const pglite = (t.db as unknown as { $client: unknown }).$client instanceof PGlite;
    const cache = createAnswerCache(t.db);
    await cache.ready();
    expect(cache.follows()).toBe(pglite ? 'notifications' : 'version reads');
    const source = counter();
    expect(await cache.get('k', source.load)).toBe(1);
    expect(await cache.get('k', source.load)).toBe(1);
    // A change committed without telling this cache: the very next call after the commit is answered anew.
    await commitChange();
    expect(await cache.get('k', source.load)).toBe(2);
    expect(await cache.get('k', source.load)).toBe(2);
    expect(cache.stats().versionReads).toBe(pglite ? 0 : 4);
  });

  it('a stock change forgets only the answers holding its articles, in every process, both ways of following', async () => {
    const reads = heldReads();
    for (const cache of [
      createAnswerCache(t.db),
      createAnswerCache(t.db, { readVersion: reads.readVersion }),
    ]) {
      await cache.ready();
      await cache.get('warm', async () => 0);
      const lists = { a: counter(), b: counter(), none: counter() };
      const holding = { a: ['a:7001', 'a:7002'], b: ['a:7003'], none: [] };
      const ask = (key: 'a' | 'b' | 'none') => cache.get(key, lists[key].load, () => holding[key]);
      for (const key of ['a', 'b', 'none'] as const) expect(await ask(key)).toBe(1);
      await t.db.transaction((tx) => raiseCatalogueVersion(tx as unknown as Db, ['a:7002']));
      expect(await ask('a')).toBe(2);
      expect(await ask('b')).toBe(1);
      expect(await ask('none')).toBe(1);
      // A price change: its article's answers and every product list.
      await t.db.transaction((tx) => raiseCatalogueVersion(tx as unknown as Db, ['a:7003', 'lists']));
      expect(await ask('b')).toBe(2);
      expect(await ask('a')).toBe(2);
      // A change that may touch anything (a featured flag) forgets everything.
      await commitChange();
      expect(await ask('b')).toBe(3);
      expect(await ask('none')).toBe(2);
    }
  });

  it('a cache further behind than the kept changes forgets everything', async () => {
    const reads = heldReads();
    const cache = createAnswerCache(t.db, { readVersion: reads.readVersion });
    const source = counter();
    expect(await cache.get('k', source.load, () => ['a:7100'])).toBe(1);
    // Two changes, none of article 7100, the first no longer kept (the database keeps the last 1,000).
    const first = await raiseCatalogueVersion(t.db, ['a:7200']);
    await raiseCatalogueVersion(t.db, ['a:7200']);
    await t.db.delete(catalogueChanges).where(eq(catalogueChanges.version, first));
    expect(await cache.get('k', source.load, () => ['a:7100'])).toBe(2);
  });

  it('never answers a call with a version read that began before the call', async () => {
    const reads = heldReads();
    const cache = createAnswerCache(t.db, { readVersion: reads.readVersion });
    const source = counter();
    expect(await cache.get('k', source.load)).toBe(1);
    const readsBefore = cache.stats().versionReads;

    // A call whose version read has read the database but not answered yet…
    const hasRead = reads.hold();
    const early = cache.get('k', source.load);
    await hasRead;
    // …then a change commits elsewhere, then two more calls come while that read is still out.
    await commitChange();
    const late = cache.get('k', source.load);
    const later = cache.get('k', source.load);
    reads.release();
    // The early call may have the old answer (it began before the change); the later ones never.
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    expect(await later).toBe(2);
    // The two later calls shared one read, made after the first, and one load.
    expect(source.calls).toBe(2);
    expect(cache.stats().versionReads - readsBefore).toBe(2);
  });

  it('calls made together share one version read', async () => {
    const cache = createAnswerCache(t.db, { readVersion: readCatalogueVersion });
    const before = cache.stats().versionReads;
    await Promise.all([cache.get('a', async () => 'a'), cache.get('b', async () => 'b')]);
    expect(cache.stats().versionReads - before).toBe(1);
  });

  it('a change made here drops everything at once, and a load begun before it is answered but not kept', async () => {
    const cache = createAnswerCache(t.db);
    const source = counter();
    await cache.get('a', source.load);
    let finish: (value: string) => void = () => {};
    let started = () => {};
    const loading = new Promise<void>((resolve) => (started = resolve));
    const slow = cache.get(
      'b',
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
          started();
        }),
    );
    await loading;
    cache.changed(await raiseCatalogueVersion(t.db));
    finish('old');
    expect(await slow).toBe('old');
    expect(await cache.get('b', async () => 'new')).toBe('new');
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('a tagged change during loads: later calls load anew; a load holding none of its tags is kept, one holding one is answered but not kept', async () => {
    const cache = createAnswerCache(t.db);
    await cache.ready();
    const gates = new Map<string, (value: string) => void>();
    const begun = new Map<string, Promise<void>>();
    const slowLoad = (key: string) => {
      let started = () => {};
      begun.set(key, new Promise<void>((resolve) => (started = resolve)));
      return () =>
        new Promise<string>((resolve) => {
          gates.set(key, resolve);
          started();
        });
    };
    const holding: Record<string, string[]> = { p: ['a:1'], q: ['a:2'] };
    const tagsOf = (value: string) => holding[value.split(':')[0] as string] ?? [];
    const p = cache.get('p', slowLoad('p'), tagsOf);
    const q = cache.get('q', slowLoad('q'), tagsOf);
    await Promise.all([begun.get('p'), begun.get('q')]);
    cache.changed(await raiseCatalogueVersion(t.db, ['a:2']), ['a:2']);
    // Asked again while the loads are under way: loaded anew (what a load holds is known only when it ends).
    const again = {
      p: cache.get('p', slowLoad('p2'), tagsOf),
      q: cache.get('q', slowLoad('q2'), tagsOf),
    };
    await Promise.all([begun.get('p2'), begun.get('q2')]);
    gates.get('p2')?.('p:again');
    gates.get('q2')?.('q:new');
    expect(await again.q).toBe('q:new');
    gates.get('p')?.('p:old');
    gates.get('q')?.('q:old');
    expect(await p).toBe('p:old');
    expect(await q).toBe('q:old');
    expect(await again.p).toBe('p:again');
    // Kept: p's first answer (ended last; a:1 did not change), and q's second, not q's first (begun before a:2 changed).
    expect(await cache.get('p', async () => 'p:later', tagsOf)).toBe('p:old');
    expect(await cache.get('q', async () => 'q:later', tagsOf)).toBe('q:new');
  });

  it('a load replaced by a newer one of its key still hears of later changes', async () => {
    const cache = createAnswerCache(t.db);
    await cache.ready();
    const finish: ((value: string) => void)[] = [];
    const slow = () => new Promise<string>((resolve) => finish.push(resolve));
    const tagsOf = () => ['a:3', 'a:4'];
    const first = cache.get('r', slow, tagsOf);
    await expect.poll(() => finish.length).toBe(1);
    cache.changed(await raiseCatalogueVersion(t.db, ['a:3']), ['a:3']);
    const second = cache.get('r', slow, tagsOf);
    await expect.poll(() => finish.length).toBe(2);
    cache.changed(await raiseCatalogueVersion(t.db, ['a:4']), ['a:4']);
    finish[1]?.('second');
    finish[0]?.('first');
    expect(await second).toBe('second');
    expect(await first).toBe('first');
    // Neither is kept: each began before a change of a tag it holds.
    expect(await cache.get('r', async () => 'fresh', tagsOf)).toBe('fresh');
  });

  it('keeps answers within its byte bound, the least recently used going first', async () => {
    // Each answer: 1,000 characters of JSON text plus the entry's share (its key and 200 bytes of bookkeeping).
    const cache = createAnswerCache(t.db, { maxBytes: 3_000 });
    const answer = (name: string) => async () => name.repeat(998);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, answer(key));
    const stats = cache.stats();
    expect(stats.entries).toBe(2);
    expect(stats.bytes).toBe(2 * (1_000 + 1 + 200));
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.maxBytes).toBe(3_000);
    const reloaded = counter();
    await cache.get('a', reloaded.load);
    await cache.get('d', reloaded.load);
    expect(reloaded.calls).toBe(1);
  });

  it('counts hits and misses', async () => {
    const cache = createAnswerCache(t.db, { readVersion: readCatalogueVersion });
    const source = counter();
    await cache.get('x', source.load);
    await cache.get('x', source.load);
    await cache.get('x', source.load);
    await cache.get('y', source.load);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2, entries: 2 });
    expect(cache.stats().bytes).toBeGreaterThan(0);
    expect(cache.stats().versionReads).toBe(4);
  });

  it('when disabled, every call loads, counted as a miss, and nothing is held', async () => {
    const cache = createAnswerCache(t.db, { enabled: false });
    const source = counter();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls).toBe(2);
    expect(cache.stats()).toEqual({ hits: 0, misses: 2, entries: 0, bytes: 0, maxBytes: 0, versionReads: 0 });
  });
});
