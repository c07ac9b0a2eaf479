// Attack: another account on the same machine reads the shop's keys and database from DATA_DIR (default modes
// leave them world-readable); and an operator who never set SMTP_URL or PUBLIC_URL is not told that mail is not
// sent and links point at this machine. The shop is started as `npm start` starts it, in a child process.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthSecrets } from '../../server/lib/secrets';
import { seededTemplate } from '../seeded-data';
import { seededScale } from './start-shop';

const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'bildeler-edge-start-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('keys made on a fresh machine', () => {
  it('DATA_DIR is made 0700 and secrets.json 0600', () => {
    const dataDir = join(root, 'fresh', 'data');
    loadAuthSecrets({}, dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'secrets.json'))).toBe(0o600);
  });
});

/** Starts server/main.ts with `env`; resolves with its log once it listens (or rejects with it when it exits). */
function start(env: Record<string, string>): Promise<{ log: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const read = (part: Buffer) => {
      log += part.toString();
      if (log.includes('Bildeler is listening')) resolve({ log, child });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the shop stopped (${code}):\n${log}`)));
  });
}

describe('a production start without SMTP_URL and PUBLIC_URL, in a DATA_DIR left open', () => {
  let log = '';
  let dataDir = '';
  let port = '';
  beforeAll(async () => {
    dataDir = join(root, 'open');
    // A copy of the run's seeded shop: the start neither migrates nor seeds (tests/security/seeded-setup.ts).
    cpSync(seededTemplate(seededScale), dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    const secrets = join(dataDir, 'secrets.json');
    writeFileSync(secrets, JSON.stringify({ jwtSecret: 'k'.repeat(64), twoFactorKey: 'ab'.repeat(32) }));
    chmodSync(secrets, 0o644);
    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="nb"><body></body></html>');
    port = execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ])
      .toString()
      .trim();
    const started = await start({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      PORT: port,
      HOST: '127.0.0.1',
      SEED_SCALE: seededScale,
      LOG_LEVEL: 'info',
    });
    log = started.log;
    await new Promise<void>((resolve) => {
      started.child.once('exit', () => resolve());
      started.child.kill('SIGTERM');
    });
  }, 120_000);

  it('tightens DATA_DIR to 0700 and secrets.json to 0600', () => {
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'secrets.json'))).toBe(0o600);
  });

  it('warns that mail is kept, not sent, naming SMTP_URL', () => {
    const warning = log.split('\n').find((line) => line.includes('SMTP_URL'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning ?? '{}').level).toBe(40);
  });

  it('says once which address mailed links use, naming PUBLIC_URL', () => {
    const lines = log.split('\n').filter((line) => line.includes('PUBLIC_URL'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`http://127.0.0.1:${port}`);
  });
});
