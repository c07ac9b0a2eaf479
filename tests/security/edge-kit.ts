// Helpers of the edge attacks: the app on a real socket (what a client or a proxy reaches: Host, peer address and
// chunked bodies are real there), raw HTTP/1.1 calls that send exactly the headers given, and a body stream that
// counts how much of it the server pulled.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

type Fetcher = { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };

/** Serves `app` on 127.0.0.1 on a free port. */
export async function listen(app: Fetcher): Promise<{ port: number; close: () => Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * One HTTP/1.1 request as a script sends it: the headers exactly as given (Host included), the body written in
 * `chunks` (chunked unless a Content-Length is given). The answer is read as soon as it comes, even while the body
 * is still being written; writing stops when the server closes the connection.
 */
export function rawRequest(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; chunks?: Buffer[] },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers: options.headers,
      agent: false,
      setHost: !Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'host'),
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunks = options.chunks ?? [];
    const writeNext = (i: number) => {
      if (answered || req.destroyed) return;
      if (i >= chunks.length) {
        req.end();
        return;
      }
      req.write(chunks[i], () => setImmediate(() => writeNext(i + 1)));
    };
    if (chunks.length === 0) req.end();
    else writeNext(0);
  });
}

/** `total` bytes of `fill` in 16 KB chunks. */
export const chunksOf = (total: number, fill = 'x'): Buffer[] => {
  const size = 16 * 1024;
  return Array.from({ length: Math.ceil(total / size) }, (_, i) =>
    Buffer.alloc(Math.min(size, total - i * size), fill),
  );
};

/** A request body of `total` bytes that counts what the server pulled of it (`pulled()`). */
export function countedBody(total: number, start = '{"x":"') {
  let pulled = 0;
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
  const head = new TextEncoder().encode(start);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const next = pulled === 0 ? head : chunk;
      pulled += next.length;
      controller.enqueue(next);
    },
  });
  return { stream, pulled: () => pulled };
}

let lastIp = 0;
/** A public-looking address (TEST-NET-2) of its own per call. */
export const anotherIp = () => {
  lastIp++;
  return `198.51.${100 + Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};
