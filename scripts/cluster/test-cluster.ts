// The cluster the cluster test runs against (playwright.cluster.config.ts): a database of its own on the PostgreSQL
// of TEST_DATABASE_URL, made now and dropped when the cluster stops, and `npm run start:cluster`'s script on it with
// two processes. Playwright starts it and stops it (SIGTERM).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('the cluster test needs TEST_DATABASE_URL (a PostgreSQL it may make a database on)');
  process.exit(2);
}
const name = `bildeler_cluster_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bildeler-cluster-'));

const cluster = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('../start-cluster.ts', import.meta.url))],
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir } },
);

let ended = false;
async function end(code: number) {
  if (ended) return;
  ended = true;
  if (cluster.exitCode === null) {
    cluster.kill('SIGTERM');
    await new Promise((resolve) => cluster.once('exit', resolve));
  }
  await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
cluster.on('exit', (code) => void end(code ?? 1));
process.on('SIGTERM', () => void end(0));
process.on('SIGINT', () => void end(0));
