// Path traversal against the files the shop serves: the built PWA (dist/: /assets/*, /*), the server's own build of
// the pages (dist/.ssr, never served), the generated pictures (/api/images/*) and the users' pictures
// (/api/user/avatar/*, from DATA_DIR/avatars). Each request goes over a real socket exactly as written (a fetch
// would tidy `..` away first), with every trick of encoding: dot segments, %2e and %2f, double encoding,
// backslashes, NUL, absolute paths. None may serve a byte of a file outside dist/ or the avatar folder — the
// repository's package.json, /etc/passwd, DATA_DIR/secrets.json — nor the .ssr folder, and none may answer 500.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady } from '../../server/app';
import { createTestApp } from '../../server/test/test-app';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof serve>;
let port = 0;
const secret = `secret-${crypto.randomUUID()}`;
const avatar = `${'a'.repeat(32)}.webp`;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01, distDir });
  await appReady(t.app);
  writeFileSync(join(t.dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: secret }));
  mkdirSync(join(t.dataDir, 'avatars'), { recursive: true });
  writeFileSync(join(t.dataDir, 'avatars', avatar), 'RIFF-avatar-bytes');
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  server?.close();
  await t?.close();
});

let ip = 0;
/** The request line's target sent byte for byte; the status and the (raw) body of the answer. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: 192.0.2.${(ip++ % 250) + 1}\r\n` +
        'Connection: close\r\n\r\n',
    );
  });
}

/** What each file outside the served folders holds that nothing the shop serves does. */
const forbidden = () => [
  { file: 'package.json', marker: '"description": "Bildeler: offline-first PWA shop' },
  { file: '/etc/passwd', marker: 'root:x:0:0' },
  { file: 'DATA_DIR/secrets.json', marker: secret },
  { file: 'dist/.ssr/page.json', marker: '"bootScriptHash"' },
  { file: 'dist/.ssr/render.js', marker: 'renderPage' },
];

// Ways to write one step up, as an attacker would try them.
const up = [
  '../',
  '..%2f',
  '%2e%2e/',
  '%2e%2e%2f',
  '.%2e/',
  '%2e./',
  '%252e%252e%252f',
  '..\\',
  '..%5c',
  '..%255c',
  '....//',
];
const prefixes = [
  '/',
  '/assets/',
  '/api/images/brand/',
  '/api/images/article/1/',
  '/api/user/avatar/',
  '/.ssr/',
];
const dataDirPath = () => t.dataDir.replace(/^\//, '');

function targets(): string[] {
  const list = new Set<string>();
  for (const prefix of prefixes) {
    for (const step of up) {
      // dist/ is one folder below the repository; the data dir is under /tmp; / is some steps up from both.
      list.add(`${prefix}${step}package.json`);
      list.add(`${prefix}${step.repeat(2)}package.json`);
      list.add(`${prefix}${step.repeat(8)}etc/passwd`);
      list.add(`${prefix}${step.repeat(8)}${dataDirPath()}/secrets.json`);
      list.add(`${prefix}${step}secrets.json`);
      list.add(`${prefix}${step}.ssr/page.json`);
    }
    // Absolute paths, plain and encoded, with and without a NUL.
    list.add(`${prefix}/etc/passwd`);
    list.add(`${prefix}%2fetc%2fpasswd`);
    list.add(`${prefix}%252fetc%252fpasswd`);
    list.add(`${prefix}/${dataDirPath()}/secrets.json`);
    list.add(`${prefix}%2f${dataDirPath().replaceAll('/', '%2f')}%2fsecrets.json`);
    list.add(`${prefix}..%2f..%2fpackage.json%00.webp`);
    list.add(`${prefix}%00../../package.json`);
    list.add(`${prefix}package.json%00`);
  }
  // The server's own build, straight and disguised.
  for (const path of [
    '/.ssr/page.json',
    '/.ssr/render.js',
    '/%2essr/page.json',
    '/.ssr%2fpage.json',
    '/./.ssr/page.json',
    '//.ssr/page.json',
    '/assets/../.ssr/page.json',
    '/.ssr/./page.json',
    '/.SSR/page.json',
  ]) {
    list.add(path);
  }
  // Malformed encodings: a 4xx, never a 500.
  for (const path of [
    '/%',
    '/assets/%',
    '/assets/%E0%A4%A',
    '/api/images/brand/%zz.webp',
    '/api/user/avatar/%',
    '/%c0%ae%c0%ae/package.json',
  ]) {
    list.add(path);
  }
  return [...list];
}

describe('path traversal on static and picture paths', () => {
  it('serves the files it should, so the checks below look at real routes', async () => {
    expect((await rawGet('/robots.txt')).status).toBe(200);
    expect((await rawGet('/api/images/brand/bosch.svg')).status).toBe(200);
    const picture = await rawGet(`/api/user/avatar/${avatar}`);
    expect(picture.status).toBe(200);
    expect(picture.body).toContain('RIFF-avatar-bytes');
  });

  it('never serves a file outside dist/ or the avatar folder, nor the .ssr build, and never answers 500', async () => {
    const leaks: string[] = [];
    const list = targets();
    expect(list.length).toBeGreaterThan(300);
    for (const target of list) {
      const { status, body } = await rawGet(target);
      if (status >= 500 || status === 0) leaks.push(`${target} → ${status}`);
      for (const { file, marker } of forbidden()) {
        if (body.includes(marker)) leaks.push(`${target} → ${status} with ${file}`);
      }
      // A path without a file extension may get the app's page (the router shows its 404): that is no file.
      if (status === 200 && !body.includes('<html')) leaks.push(`${target} → 200 that is no page`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
