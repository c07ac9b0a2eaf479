import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRenderer, ssrFolder, ssrMessagesFile, ssrModuleFile } from './page-render';

const dist = mkdtempSync(join(tmpdir(), 'bildeler-render-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, ssrFolder));
writeFileSync(join(dist, ssrFolder, ssrMessagesFile), '{}');
// A stand-in for the build of src/prerender.tsx: lists render, '/slow' never answers, '/hung' renders one at a
// time like the real one and holds its turn until it is aborted, '/broken' throws.
writeFileSync(
  join(dist, ssrFolder, ssrModuleFile),
  `let queue = Promise.resolve();
  export const aborted = [];
  export async function renderPage(messages, url, get, signal) {
    if (url === '/slow') return new Promise(() => {});
    if (url.startsWith('/hung') || url.startsWith('/after')) {
      const turn = queue.then(() => new Promise((done, fail) => {
        if (url.startsWith('/after')) return done({ html: '<main>after</main>', seed: { url, answers: {} } });
        signal.addEventListener('abort', () => { aborted.push(url); fail(signal.reason); });
      }));
      queue = turn.catch(() => undefined);
      return turn;
    }
    if (url === '/broken') throw new Error('no');
    const answer = await get('/list');
    if (answer.status !== 200) return null;
    return { html: '<main>' + answer.body.name + '</main>', seed: { url, answers: { '/list': answer.body } } };
  }`,
);
const indexHtml =
  '<html lang="nb" dir="ltr"><head></head><body><div id="root"><main>home</main></div>\n<noscript>x</noscript></body></html>';
const get = async () => ({ status: 200, body: { name: 'Bremseklosser </script><script>alert(1)' } });

describe('pageRenderer', () => {
  it('puts the rendered page and the answers it used into index.html', async () => {
    const errors: unknown[] = [];
    const render = pageRenderer(dist, indexHtml, get, { onError: (e) => errors.push(e) });
    await render?.ready;
    const html = (await render?.('/catalog/x?page=2')) ?? '';
    expect(html).toContain('<html lang="nb" data-rendered="" dir="ltr">');
    expect(html).toContain('<div id="root"><main>Bremseklosser </script><script>alert(1)</main></div>');
    expect(html).not.toContain('home');
    const block = /<script type="application\/json" id="page-seed">(.*?)<\/script><\/body>/.exec(html)?.[1];
    // Nothing in the answers can end the data block early.
    expect(block).not.toContain('<');
    expect(JSON.parse(block ?? '')).toEqual({
      url: '/catalog/x?page=2',
      answers: { '/list': { name: 'Bremseklosser </script><script>alert(1)' } },
    });
    expect(errors).toEqual([]);
  });

  it('leaves the page to the client when the data is missing, the render fails or is too slow', async () => {
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    const missing = pageRenderer(dist, indexHtml, async () => ({ status: 404, body: null }), { onError });
    expect(await missing?.('/catalog/x')).toBeNull();
    const render = pageRenderer(dist, indexHtml, get, { timeoutMs: 100, onError });
    expect(await render?.('/broken')).toBeNull();
    expect(await render?.('/slow')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('aborts a render past its budget, so a hung render never holds up the next one', async () => {
    const errors: unknown[] = [];
    const render = pageRenderer(dist, indexHtml, get, { timeoutMs: 100, onError: (e) => errors.push(e) });
    await render?.ready;
    // '/after' waits behind '/hung'. Both have 100 ms; the budget of '/hung' is spent first (timers fire in the
    // order they were set, with promise work in between), and only its abort lets '/after' render in time.
    const [hung, after] = await Promise.all([render?.('/hung'), render?.('/after')]);
    expect(hung).toBeNull();
    expect(after).toContain('<main>after</main>');
    const module = await import(pathToFileURL(join(dist, ssrFolder, ssrModuleFile)).href);
    expect(module.aborted).toEqual(['/hung']);
    expect(errors).toEqual([]);
  });

  it('is off for a build without a server render', () => {
    expect(pageRenderer(join(dist, 'missing'), indexHtml, get)).toBeNull();
  });
});
