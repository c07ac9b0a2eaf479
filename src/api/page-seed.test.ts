// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

const Answer = v.object({ total: v.number() });

/** A fresh copy of the module, reading the data block put into the page. */
async function pageWith(block: string | null) {
  document.body.innerHTML =
    block === null ? '' : `<script type="application/json" id="page-seed">${block}</script>`;
  vi.resetModules();
  return import('./page-seed');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page seed', () => {
  it('reads the answers the server drew the page with, and gives each to one read only', async () => {
    const seed = await pageWith(
      JSON.stringify({ url: '/catalog/x?page=2', answers: { '/list': { total: 7 } } }),
    );
    expect(seed.renderedUrl()).toBe('/catalog/x?page=2');
    expect(seed.hasSeededAnswer('/list')).toBe(true);
    // Looking does not take it: every render of the page sees the same answer.
    expect(seed.seededAnswer(Answer, '/list')).toEqual({ total: 7 });
    expect(seed.seededAnswer(Answer, '/list')).toBe(seed.seededAnswer(Answer, '/list'));
    expect(seed.takeSeededAnswer(Answer, '/list')).toEqual({ total: 7 });
    expect(seed.takeSeededAnswer(Answer, '/list')).toBeUndefined();
    expect(seed.hasSeededAnswer('/list')).toBe(false);
  });

  it('gives nothing for an answer of the wrong shape, a damaged block or none', async () => {
    const wrong = await pageWith(JSON.stringify({ url: '/x', answers: { '/list': { total: 'many' } } }));
    expect(wrong.seededAnswer(Answer, '/list')).toBeUndefined();
    const damaged = await pageWith('{"url": ');
    expect(damaged.renderedUrl()).toBe('');
    expect(damaged.seededAnswer(Answer, '/list')).toBeUndefined();
    const none = await pageWith(null);
    expect(none.renderedUrl()).toBe('');
  });

  it('lets the server set the answers for one render', async () => {
    const seed = await pageWith(null);
    seed.setPageSeed({ url: '/products/1-x', answers: { '/item': { total: 1 } } });
    expect(seed.seededAnswer(Answer, '/item')).toEqual({ total: 1 });
    seed.setPageSeed(null);
    expect(seed.seededAnswer(Answer, '/item')).toBeUndefined();
  });
});
