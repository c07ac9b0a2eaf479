// The shop for the Chromium checks: the in-process shop of xss-app.ts with the built PWA, listening on a free port
// of this machine.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { startXssApp } from './xss-app';

export type Shop = Awaited<ReturnType<typeof startShop>>;

export async function startShop() {
  const t = await startXssApp({ pages: true });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...t,
    baseURL,
    stop: async () => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.stop();
    },
  };
}
