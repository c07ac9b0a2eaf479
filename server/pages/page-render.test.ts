// @engines: pglite
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRenderer } from './page-render';

const dir = mkdtempSync(join(tmpdir(), 'bildeler-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const moduleFile = join(dir, 'render.js');
// A stand-in for the build of render.tsx: lists render, '/slow' never answers, '/hung' holds on until it is
// aborted, '/broken' throws.
writeFileSync(
  moduleFile,
  `export const aborted = [];
  export async function renderPage(messages, url, get, signal) {
    if (url === '/slow') return new Promise(() => {});
    if (url === '/hung') {
      return new Promise((_done, fail) => {
        signal.addEventListener('abort', () => { aborted.push(url); fail(signal.reason); });
      });
    }
    if (url === '/broken') throw new Error('no');
    const answer = await get('/list');
    if (answer.status !== 200) return null;
    return { html: '<main>' + answer.body.name + messages.greeting + '</main>', seed: { url, answers: { '/list': answer.body } } };
  }`,
);
const messages = { greeting: '!' };
const get = async () => ({ status: 200, body: { name: 'Bremseklosser' } });

describe('pageRenderer', () => {
  it('gives the rendered page and the answers it used', async () => {
    const errors: unknown[] = [];
    const render = pageRenderer(moduleFile, messages, get, { onError: (e) => errors.push(e) });
    await render.ready;
    expect(await render('/catalog/x?page=2')).toEqual({
      html: '<main>Bremseklosser!</main>',
      seed: { url: '/catalog/x?page=2', answers: { '/list': { name: 'Bremseklosser' } } },
    });
    expect(errors).toEqual([]);
  });

  it('leaves the page to the client when the data is missing, the render fails or is too slow', async () => {
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    const missing = pageRenderer(moduleFile, messages, async () => ({ status: 404, body: null }), {
      onError,
    });
    expect(await missing('/catalog/x')).toBeNull();
    const render = pageRenderer(moduleFile, messages, get, { timeoutMs: 100, onError });
    expect(await render('/broken')).toBeNull();
    expect(await render('/slow')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('aborts a render past its budget (React gets the signal), while others render', async () => {
    const errors: unknown[] = [];
    const render = pageRenderer(moduleFile, messages, get, {
      timeoutMs: 100,
      onError: (e) => errors.push(e),
    });
    await render.ready;
    const [hung, list] = await Promise.all([render('/hung'), render('/catalog/products')]);
    expect(hung).toBeNull();
    expect(list?.html).toBe('<main>Bremseklosser!</main>');
    const module = await import(pathToFileURL(moduleFile).href);
    expect(module.aborted).toEqual(['/hung']);
    expect(errors).toEqual([]);
  });
});
