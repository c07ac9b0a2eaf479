// The build's code files (`/assets/*`). Their names carry their content's hash, so a file never changes while the
// server runs: each is read and gzipped once, on its first request, and answered from memory after. Served from the
// disk and gzipped per request, the app's largest file took 8 ms of the server's CPU each time (129 a second on
// this machine), and a page's hundred small files half a millisecond each.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

type Bytes = Uint8Array<ArrayBuffer>;
type Asset = { body: Bytes; gzipped: Bytes | null; type: string };

const gzipAsync = promisify(gzip);
/** A built file's name: letters, digits, `-`, `_` and dots, no folder. Anything else is left to the next handler. */
const assetName = /^[\w.-]+$/;
const compressible = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
/** Smaller than this, gzip saves less than its header costs (hono/compress's threshold). */
const compressFrom = 1024;

async function loadAsset(file: string, name: string): Promise<Asset | null> {
  let body: Bytes;
  try {
    body = new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
  const type = getMimeType(name) ?? 'application/octet-stream';
  const worth = compressible.test(name) && body.byteLength >= compressFrom;
  const gzipped = worth ? new Uint8Array(await gzipAsync(body)) : null;
  return { body, gzipped: gzipped && gzipped.byteLength < body.byteLength ? gzipped : null, type };
}

/**
 * Answers GET and HEAD for the files in `folder`, mounted at the path that names them (`/assets/*`); a name that is
 * no file goes on to the next handler. Only files that exist are kept: a stranger asking for made-up names in a loop
 * adds nothing to the memory.
 */
export function assetFiles(folder: string): MiddlewareHandler {
  const kept = new Map<string, Promise<Asset | null>>();
  return async (c, next) => {
    // `/assets/<name>`: what follows the mount's folder, which must not name another folder.
    const name = c.req.path.slice(c.req.path.indexOf('/', 1) + 1);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || name.startsWith('.') || !assetName.test(name))
      return next();
    let loading = kept.get(name);
    if (!loading) {
      loading = loadAsset(join(folder, name), name);
      kept.set(name, loading);
    }
    const asset = await loading;
    if (!asset) {
      kept.delete(name);
      return next();
    }
    const gzipOk = asset.gzipped !== null && /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (asset.gzipped) headers.Vary = 'Accept-Encoding';
    if (gzipOk) headers['Content-Encoding'] = 'gzip';
    const body = gzipOk && asset.gzipped ? asset.gzipped : asset.body;
    // Its length told, a small file is not gzipped again on its way out (hono/compress, server/app.ts).
    headers['Content-Length'] = String(body.byteLength);
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
  };
}
