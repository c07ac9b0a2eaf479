// Starts the real server (`server/main.ts`, as `npm start` runs it) in a child process with only the settings a test
// gives, and hands back what it logged. Resolves once it listens or has exited; the caller stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The catalogue a started shop serves. A test gives it a copy of the run's seeded shop at this scale as its DATA_DIR
 * (tests/seeded-data.ts, built once by seeded-setup.ts), so no start migrates and seeds a database of its own.
 */
export const seededScale = '0.01';

export type StartedShop = {
  /** The port it listens on; null when it stopped instead. */
  port: number | null;
  /** The exit code when it stopped on its own. */
  exitCode: number | null;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Log lines (pino JSON) so far. */
  logLines: () => Record<string, unknown>[];
  stop: () => Promise<void>;
};

const parse = (line: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/**
 * `env` is all the server sees besides PATH and HOME: no setting leaks in from the test's own environment. A start
 * on an empty DATA_DIR seeds the smallest catalogue, a minute and more on a busy machine: hence the long wait.
 */
export function startShop(env: Record<string, string>, timeoutMs = 200_000): Promise<StartedShop> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED_SCALE: seededScale,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const logLines = () =>
    output
      .split('\n')
      .map(parse)
      .filter((line) => line !== null);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the shop neither listened nor stopped within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const done = (port: number | null, exitCode: number | null) => {
      clearTimeout(timer);
      resolve({ port, exitCode, output: () => output, logLines, stop });
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = logLines().find((line) => line.msg === 'Bildeler is listening');
      if (listening) done(Number(listening.port), null);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => done(null, code));
  });
}
