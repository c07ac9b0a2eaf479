// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { noSeed, parsePageSeed, readPageSeed, Seed, seedBlock } from './page-seed';

const Answer = v.object({ total: v.number() });

const pageWith = (block: string | null) => {
  document.body.innerHTML =
    block === null ? '' : `<script type="application/json" id="page-seed">${block}</script>`;
  return readPageSeed(document);
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page seed', () => {
  it('reads the answers the server drew the page with, each parsed once', () => {
    const seed = pageWith(JSON.stringify({ url: '/catalog/x?page=2', answers: { '/list': { total: 7 } } }));
    expect(seed.url).toBe('/catalog/x?page=2');
    expect(seed.has('/list')).toBe(true);
    expect(seed.has('/other')).toBe(false);
    expect(seed.answer(Answer, '/list')).toEqual({ total: 7 });
    // Every render of the page sees the same answer.
    expect(seed.answer(Answer, '/list')).toBe(seed.answer(Answer, '/list'));
  });

  it('gives nothing for an answer of the wrong shape, a damaged block or none', () => {
    const wrong = pageWith(JSON.stringify({ url: '/x', answers: { '/list': { total: 'many' } } }));
    expect(wrong.answer(Answer, '/list')).toBeUndefined();
    expect(pageWith('{"url": ')).toBe(noSeed);
    expect(pageWith(null)).toBe(noSeed);
    expect(noSeed.url).toBe('');
    expect(noSeed.answer(Answer, '/list')).toBeUndefined();
  });

  it('keeps two renders apart: each has its own answers', () => {
    const one = new Seed({ url: '/a', answers: { '/item': { total: 1 } } });
    const two = new Seed({ url: '/b', answers: { '/item': { total: 2 } } });
    expect(one.answer(Answer, '/item')).toEqual({ total: 1 });
    expect(two.answer(Answer, '/item')).toEqual({ total: 2 });
  });

  it('writes a data block that no answer can end early, and reads it back', () => {
    const seed = { url: '/x', answers: { '/list': { name: '</script><script>alert(1)' } } };
    const block = seedBlock(seed);
    expect(block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'))).not.toContain('<');
    document.body.innerHTML = block;
    expect(parsePageSeed(document.getElementById('page-seed')?.textContent)).toEqual(seed);
  });
});
