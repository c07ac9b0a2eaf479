// npm run start:cluster — the shop as several server processes on one PostgreSQL behind nginx, the way it runs once
// one process is outgrown (docs/deploy.md). nginx (Debian's package) listens on PORT and hands each request to the
// process with the fewest open ones; the processes listen on 127.0.0.1 only and trust nginx's X-Forwarded-For.
//
// Settings: DATABASE_URL (required: PostgreSQL, which every process shares; PGlite is one process's own),
// CLUSTER_PROCESSES (2), PORT (8080, nginx's), CLUSTER_FIRST_PORT (8101: the processes listen on it and the ports
// after it), and every setting of the server (README), passed on to each process. The processes migrate in turn
// (server/db/client.ts); the first starts alone all the same, so that it seeds an empty database while the others
// wait. A process that ends is started again (nginx sends its requests to the others meanwhile); one that ends
// three times in a row soon after starting, or nginx ending, stops the cluster. Ctrl-C stops them all.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clusterConfig, nginxBinary, startNginx } from './cluster/nginx';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? '';
const processes = Number(process.env.CLUSTER_PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 8080);
const firstPort = Number(process.env.CLUSTER_FIRST_PORT ?? 8101);

if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('npm run start:cluster needs DATABASE_URL=postgres://…: the processes share one PostgreSQL.');
  process.exit(2);
}
if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
  console.error('CLUSTER_PROCESSES must be a whole number from 1 to 32.');
  process.exit(2);
}
if (!existsSync(nginxBinary)) {
  console.error(
    `nginx is not installed (${nginxBinary}). Install Debian's package: sudo apt-get install -y nginx`,
  );
  process.exit(2);
}

const children = new Set<ChildProcess>();
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** `onEnd` runs when `child` ends unless the cluster is stopping. */
function watch(child: ChildProcess, onEnd: (how: string) => void) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) onEnd(signal ?? `exit ${code}`);
  });
}

/** A process that ends within this long of its start, this many times in a row, stops the cluster. */
const crashWindowMs = 30_000;
const crashesInARow = 3;

/**
 * Starts server process `index`, and starts it again when it ends: nginx sends its requests to the others
 * meanwhile. One that keeps ending at once (a setting it refuses, the database gone) stops the cluster.
 */
function startProcess(index: number, crashes = 0) {
  const processPort = firstPort + index;
  const name = `server process ${index + 1} (port ${processPort})`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(processPort),
      HOST: '127.0.0.1',
      // nginx is the peer of every request: its X-Forwarded-For names the client.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1',
      // Links in mail point at nginx, not at the process that sent them.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  });
  watch(child, (how) => {
    const inARow = Date.now() - started < crashWindowMs ? crashes + 1 : 1;
    if (inARow >= crashesInARow) {
      console.error(
        `${name} ended (${how}) ${inARow} times in a row soon after starting: stopping the cluster`,
      );
      stopAll(1);
      return;
    }
    console.error(`${name} ended (${how}): starting it again`);
    setTimeout(() => !stopping && startProcess(index, inARow), 1000);
  });
  return `http://127.0.0.1:${processPort}`;
}

/** Resolves once `url`/api/health answers 200; a process that ends first stops the wait (stopAll ran). */
async function healthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!stopping) {
    console.error(`${url} did not answer /api/health within ${timeoutMs / 1000} s: stopping the cluster`);
    stopAll(1);
  }
}

// The first process migrates and, on an empty database, seeds the catalogue (minutes at a large SEED_SCALE).
const first = startProcess(0);
await healthy(first, 30 * 60_000);
const others = Array.from({ length: processes - 1 }, (_, index) => startProcess(index + 1));
await Promise.all(others.map((url) => healthy(url, 5 * 60_000)));
if (!stopping) {
  const upstreams = [first, ...others].map((url) => new URL(url).host);
  const nginx = startNginx(clusterConfig({ port, upstreams }));
  watch(nginx.child, (how) => {
    console.error(`nginx ended (${how}): stopping the cluster`);
    stopAll(1);
  });
  await healthy(`http://127.0.0.1:${port}`, 30_000);
  if (!stopping)
    console.log(
      `The shop: http://localhost:${port} (nginx → ${processes} processes on ${upstreams.join(', ')})`,
    );
}
