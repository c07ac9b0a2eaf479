// @engines: pglite
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterEach, describe, expect, it } from 'vitest';
import { assetFiles } from './asset-files';

const code = `export const parts = ${JSON.stringify('bremseklosser '.repeat(200))};\n`;
let folder = '';

function shop() {
  folder = mkdtempSync(join(tmpdir(), 'bildeler-assets-'));
  writeFileSync(join(folder, 'app-abc123.js'), code);
  writeFileSync(join(folder, 'tiny-x1.js'), 'export{};');
  writeFileSync(join(tmpdir(), 'secret-next-to-assets.txt'), 'secret');
  // As server/app.ts mounts it: behind the compression of every other answer.
  return new Hono()
    .use(compress())
    .use('/assets/*', assetFiles(folder))
    .all('*', (c) => c.text('next handler', 404));
}

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the build’s code files', () => {
  it('answers a file gzipped when the browser takes gzip, for good (the name carries its content)', async () => {
    const res = await shop().request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(code);
  });

  it('answers the file as it is to a client without gzip, and a small file always so', async () => {
    const app = shop();
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
    const tiny = await app.request('/assets/tiny-x1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('content-length')).toBe('9');
    expect(await tiny.text()).toBe('export{};');
  });

  it('reads a file once: later requests are answered from memory', async () => {
    const app = shop();
    await app.request('/assets/app-abc123.js');
    rmSync(join(folder, 'app-abc123.js'));
    const again = await app.request('/assets/app-abc123.js');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(code);
  });

  it('leaves a name that is no file, another folder or a way out of the folder to the next handler', async () => {
    const app = shop();
    for (const path of [
      '/assets/missing.js',
      '/assets/sub/app-abc123.js',
      '/assets/..%2Fsecret-next-to-assets.txt',
      '/assets/../secret-next-to-assets.txt',
      '/assets/.hidden',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('next handler');
    }
    // A file that appears later (a new build in the same folder) is found: a miss is not kept.
    writeFileSync(join(folder, 'missing.js'), 'export{};');
    expect((await app.request('/assets/missing.js')).status).toBe(200);
  });

  it('answers HEAD with the headers and no body; other methods go on', async () => {
    const app = shop();
    const head = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await app.request('/assets/app-abc123.js', { method: 'POST' })).status).toBe(404);
  });
});
