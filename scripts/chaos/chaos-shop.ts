// The shop the chaos test drives (playwright.chaos.config.ts starts it, tests/chaos): one server process on its own
// PGlite data dir, behind the chaos proxy (proxy.ts) the browser talks to, and a control port the test uses to cut the
// network, turn the injected faults on and off, kill the server process (SIGKILL, as a crash) and read the counts.
//
// Ports: CHAOS_PORT (the browser's), CHAOS_CONTROL_PORT, CHAOS_SERVER_PORT. The rest of the environment (ADMIN_*,
// SEED_SCALE, …) is the server's.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createChaosProxy } from './proxy';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.CHAOS_PORT ?? 18970);
const controlPort = Number(process.env.CHAOS_CONTROL_PORT ?? 18971);
const serverPort = Number(process.env.CHAOS_SERVER_PORT ?? 18972);

let server: ChildProcess | null = null;
let stopping = false;
let kills = 0;

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1' },
  });
  child.on('exit', (code, signal) => {
    if (server === child) server = null;
    if (!stopping && signal !== 'SIGKILL') {
      console.error(`chaos shop: the server ended by itself (${signal ?? `exit ${code}`})`);
      process.exit(1);
    }
  });
  server = child;
}

/** Kills the server as a crash would (no shutdown, no goodbye to open requests) and starts it again. */
async function killServer() {
  const child = server;
  if (!child) return;
  kills++;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await ended;
  startServer();
}

const proxy = createChaosProxy(serverPort);
proxy.server.listen(port, '127.0.0.1');

const json = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  if (req.method === 'GET' && url.pathname === '/stats') {
    return json(res, { ...proxy.stats, serverKills: kills, committed: proxy.committed() });
  }
  if (req.method === 'POST' && url.pathname === '/network') {
    proxy.setCut(url.searchParams.get('cut') === '1');
    return json(res, { ok: true });
  }
  if (req.method === 'POST' && url.pathname === '/faults') {
    proxy.setFaults({
      fail5xx: Number(url.searchParams.get('fail5xx') ?? 0),
      dropAnswer: Number(url.searchParams.get('dropAnswer') ?? 0),
      once5xx: url.searchParams.get('once5xx') ?? undefined,
      onceDrop: url.searchParams.get('onceDrop') ?? undefined,
    });
    return json(res, { ok: true });
  }
  if (req.method === 'POST' && url.pathname === '/kill-server') {
    await killServer();
    return json(res, { ok: true });
  }
  res.writeHead(404).end();
});
control.listen(controlPort, '127.0.0.1');

startServer();

function stop() {
  stopping = true;
  server?.kill('SIGTERM');
  proxy.server.close();
  control.close();
  if (!server) process.exit(0);
  server?.once('exit', () => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
