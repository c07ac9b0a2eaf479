// nginx in front of the shop's processes (scripts/start-cluster.ts, the cluster test): its configuration, and nginx
// started in the foreground on a folder of its own. The same configuration, with TLS, is what docs/deploy.md gives
// for production.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx package. */
export const nginxBinary = '/usr/sbin/nginx';

/**
 * The `http` block: `upstreams` (host:port of each process) behind `port`. Each request goes to the process with the
 * fewest open requests, on kept-alive connections. nginx adds the client's address to X-Forwarded-For; the shop
 * (TRUSTED_PROXIES = nginx) reads the list from the right, so what a client wrote in it is never taken for its
 * address. Bodies up to 4 MB pass: the shop bounds each route's itself, with its own JSON answer (the profile form,
 * 3 MB, is the largest: server/routes/user/user.routes.ts).
 */
export function httpBlock({ port, upstreams }: { port: number; upstreams: string[] }) {
  return `
  upstream bildeler {
    least_conn;
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 64;
  }
  server {
    listen ${port};
    client_max_body_size 4m;
    location / {
      proxy_pass http://bildeler;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is restarting: the request goes to another one instead of failing.
      proxy_next_upstream error timeout http_502 http_503;
    }
  }`;
}

/** A whole configuration for nginx run in the foreground from its own folder (startNginx). */
export const clusterConfig = (options: { port: number; upstreams: string[] }) => `
daemon off;
worker_processes auto;
error_log stderr warn;
pid nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path body;
  proxy_temp_path proxy;
  fastcgi_temp_path fastcgi;
  uwsgi_temp_path uwsgi;
  scgi_temp_path scgi;
${httpBlock(options)}
}
`;

/** Starts nginx on `config` in a folder of its own, removed when nginx ends. */
export function startNginx(config: string): { child: ChildProcess; folder: string } {
  const folder = mkdtempSync(join(tmpdir(), 'bildeler-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach the temporary folders inside.
  chmodSync(folder, 0o755);
  writeFileSync(join(folder, 'nginx.conf'), config);
  const child = spawn(nginxBinary, ['-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'inherit' });
  child.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  return { child, folder };
}
