// The chaos test's network (npm run test:chaos, tests/chaos): an HTTP proxy between the browser and the shop that
// can be cut (every connection, open or new, is dropped), answers a share of the write calls with an injected 503
// before they reach the shop, and drops the answer of another share AFTER the shop has committed it. It counts what
// it did and keeps, per Idempotency-Key, when the shop first answered a write with a 2xx.
import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Shares of the write calls answered 503, and whose answer is dropped. `once5xx` and `onceDrop` are path prefixes:
 * the next write to such a path gets that fault for sure, once (a short run must meet each fault, and the dropped
 * answer must be an order's, the write a second copy of would show).
 */
export type ChaosFaults = { fail5xx: number; dropAnswer: number; once5xx?: string; onceDrop?: string };

export type ChaosStats = {
  writes: number;
  injected5xx: number;
  droppedAnswers: number;
  refusedWhileCut: number;
  upstreamDown: number;
  cuts: number;
};

/** A write the shop accepted: its key, call and when it first answered 2xx (the order the shop applied them in). */
export type Committed = { key: string; method: string; path: string; status: number; at: number };

const isWrite = (method = 'GET', url = '/') =>
  url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(method);

export function createChaosProxy(upstreamPort: number, random = Math.random) {
  let cut = false;
  let faults: ChaosFaults = { fail5xx: 0, dropAnswer: 0 };
  const stats: ChaosStats = {
    writes: 0,
    injected5xx: 0,
    droppedAnswers: 0,
    refusedWhileCut: 0,
    upstreamDown: 0,
    cuts: 0,
  };
  const committed = new Map<string, Committed>();
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    if (cut) {
      stats.refusedWhileCut++;
      req.socket.destroy();
      return;
    }
    // The test's own calls (set-up and the final checks) name themselves and pass untouched.
    const chaos = isWrite(req.method, req.url) && !req.headers['x-chaos-bypass'];
    if (chaos) stats.writes++;
    const path = req.url ?? '/';
    const once5xx = chaos && faults.once5xx !== undefined && path.startsWith(faults.once5xx);
    if (chaos && (once5xx || random() < faults.fail5xx)) {
      if (once5xx) faults = { ...faults, once5xx: undefined };
      stats.injected5xx++;
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: 'Injected by the chaos proxy.' }));
      return;
    }
    const dropOnce = chaos && faults.onceDrop !== undefined && path.startsWith(faults.onceDrop);
    const dropAtRandom = chaos && random() < faults.dropAnswer;
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const key = req.headers['idempotency-key'];
        const status = answer.statusCode ?? 0;
        const accepted = status >= 200 && status < 300;
        if (typeof key === 'string' && accepted && !committed.has(key)) {
          committed.set(key, { key, method: req.method ?? '', path: req.url ?? '', status, at: Date.now() });
        }
        // A one-shot drop is spent on a write the shop accepted: one it refused, or never answered (it was down),
        // leaves it armed for the next.
        if (dropOnce && accepted) faults = { ...faults, onceDrop: undefined };
        if (dropAtRandom || (dropOnce && accepted)) {
          // The shop has answered (its write is committed); the browser never hears it.
          answer.resume();
          answer.on('end', () => {
            stats.droppedAnswers++;
            req.socket.destroy();
          });
          return;
        }
        res.writeHead(status, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      // The shop's process is down (killed and restarting): answered as a load balancer would.
      stats.upstreamDown++;
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'BAD_GATEWAY', message: 'The shop is not reachable.' }));
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    server,
    stats,
    committed: () => [...committed.values()],
    /**
     * A one-shot fault not named stays armed until it is spent: the end of the chaos turns the shares off, and the
     * first order's answer is still dropped when that order waited for the network through the whole chaos.
     */
    setFaults(next: ChaosFaults) {
      faults = {
        ...next,
        once5xx: next.once5xx ?? faults.once5xx,
        onceDrop: next.onceDrop ?? faults.onceDrop,
      };
    },
    /** Cuts the network: open connections are dropped mid-way, new ones are dropped at once. */
    setCut(next: boolean) {
      if (next && !cut) stats.cuts++;
      cut = next;
      if (cut) for (const socket of sockets) socket.destroy();
    },
  };
}
