import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createAnswerCache, raiseCatalogueVersion, readCatalogueVersion } from './answer-cache';

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

describe('catalogue answer cache', () => {
  it('keeps answers until the version in the database moves, looked at once per interval', async () => {
    let clock = 0;
    const cache = createAnswerCache(t.db, { now: () => clock });
    const source = counter();
    expect(await cache.get('k', source.load)).toBe(1);
    expect(await cache.get('k', source.load)).toBe(1);
    await raiseCatalogueVersion(t.db);
    clock = 999;
    expect(await cache.get('k', source.load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', source.load)).toBe(2);
    // No change since: kept across further checks.
    clock = 5000;
    expect(await cache.get('k', source.load)).toBe(2);
    expect(source.calls).toBe(2);
  });

  it('raises the version by one per change, from 0 when never changed', async () => {
    const before = await readCatalogueVersion(t.db);
    expect(await raiseCatalogueVersion(t.db)).toBe(before + 1);
    expect(await readCatalogueVersion(t.db)).toBe(before + 1);
  });

  it('a change made here drops everything at once, and a load begun before it is answered but not kept', async () => {
    const cache = createAnswerCache(t.db, { now: () => 0 });
    const source = counter();
    await cache.get('a', source.load);
    let finish: (value: string) => void = () => {};
    const slow = cache.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.changed(await raiseCatalogueVersion(t.db));
    finish('old');
    expect(await slow).toBe('old');
    expect(await cache.get('b', async () => 'new')).toBe('new');
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('when disabled, every call loads', async () => {
    const cache = createAnswerCache(t.db, { enabled: false });
    const source = counter();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls).toBe(2);
  });
});
