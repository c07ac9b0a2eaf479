// What the chaos test compares at the end: the device's state, read from the app's IndexedDB in a tab, and the
// server's, read through the proxy with the test's own (fault-free) calls.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type OutboxRow = {
  id: number;
  stream: string;
  method: string;
  path: string;
  idempotencyKey: string;
  state: 'pending' | 'sending' | 'failed' | 'done';
  lastError?: { status: number; code: string; message: string };
};
export type CartRow = { articleId: number; quantity: number };
export type OrderRow = {
  key: string;
  userId: string | null;
  state: 'waiting' | 'failed' | 'placed';
  /** Why the server refused it (state 'failed'). */
  error?: { code: string; message: string };
  idempotencyKey?: string;
  order?: { number: string; token: string; total: number; items: { articleId: number; quantity: number }[] };
  input?: { items: { articleId: number; quantity: number }[] };
};

/** Every record of `store` in the app's database (the tab must have opened it). */
export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as T[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );
}

export function readMeta<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (name) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const one = open.result.transaction('meta').objectStore('meta').get(name);
          one.onsuccess = () => {
            open.result.close();
            const record = one.result as { value?: T } | T | undefined;
            resolve(record && typeof record === 'object' && 'value' in record ? record.value : (record as T));
          };
          one.onerror = () => reject(one.error);
        };
      }),
    key,
  );
}

/**
 * Makes every entry that waits out a backoff due now and, when any entry waits, tells the tab's app it is back
 * online, which drains the outbox (src/workers/sync.bridge.ts); with nothing waiting the page's other `online`
 * listeners (menus, lists) are left alone. The short run's drain: it does not wait out backoffs of up to five
 * minutes (the policy is outbox-policy.ts's, unit-tested); what is sent, and how often, stays the app's.
 */
export function sendWaitingNow(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const now = Date.now();
          let waiting = 0;
          const tx = open.result.transaction('outbox', 'readwrite');
          const cursor = tx.objectStore('outbox').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return;
            const entry = at.value as { state: string; nextAttemptAt: number };
            if (entry.state === 'pending') waiting++;
            if (entry.state === 'pending' && entry.nextAttemptAt > now)
              at.update({ ...entry, nextAttemptAt: now });
            at.continue();
          };
          tx.oncomplete = () => {
            open.result.close();
            if (waiting > 0) window.dispatchEvent(new Event('online'));
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

export const openEntries = async (page: Page) =>
  (await readStore<OutboxRow>(page, 'outbox')).filter((entry) => entry.state !== 'done');

export class ServerState {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
    readonly headers: Record<string, string>,
  ) {}

  private async get(path: string) {
    const res = await this.request.get(`/api${path}`, {
      headers: { ...this.headers, Authorization: this.token, 'x-chaos-bypass': '1' },
    });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  }

  async cart(cartId: string): Promise<CartRow[]> {
    return (await this.get(`/cart/${cartId}`)).cart.items;
  }

  async garage(): Promise<number[]> {
    return ((await this.get('/garage')).vehicles as { carId: number }[])
      .map((vehicle) => vehicle.carId)
      .sort();
  }

  async addresses(): Promise<{ id: number; firstName: string; address2: string | null }[]> {
    return (await this.get('/address')).data.addressDetails;
  }

  async orders(): Promise<{ number: string; token: string; total: number }[]> {
    const items: { number: string; token: string; total: number }[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.get(`/order/me?limit=50&page=${page}`);
      items.push(...answer.items);
      if (answer.items.length === 0 || items.length >= answer.total) return items;
    }
  }

  async order(token: string): Promise<{ number: string; items: CartRow[] }> {
    return (await this.get(`/order/token/${token}`)).order;
  }
}
